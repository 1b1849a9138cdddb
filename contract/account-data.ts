// The account's data to take away (docs/product.md, "Accounts: the rules"): the export file's marks and shape, when two
// links' addresses are the same, and the rules an import starts with before the profile save's own
// (profile-schemas.ts) judge the profile and links. The "paste your links" reading is pasted-links.ts.

import { z } from "zod";
import type { Subscriber } from "./audience";
import type { Tip } from "./earn";
import type { OwnerProfile, SubscriptionStatus } from "./types";

export const exportFormat = "linknest-export";
export const exportVersion = 1;

/** GET /api/account/export's file. */
export type AccountExport = {
  format: typeof exportFormat;
  version: typeof exportVersion;
  exportedAt: string;
  /** Everything GET /api/profile answers but the links. */
  profile: Omit<OwnerProfile, "links">;
  links: OwnerProfile["links"];
  subscription: SubscriptionStatus;
  referralCount: number;
  /** Daily rollups kept for the account: one row per UTC day, metric and dimension. */
  analytics: { day: string; metric: string; dimension: string; count: number }[];
  sessions: { createdAt: string; lastSeenAt: string; device: string }[];
  /**
   * The confirmed subscribers of the page's sign-up block (docs/guides/audience.md). An import leaves them
   * out: they agreed to one account's list, not to whichever account a file is imported into.
   */
  subscribers?: Subscriber[];
  /** The tips received through the page's tip block (docs/guides/earn.md); an import leaves them out too. */
  tips?: Tip[];
};

/**
 * What makes two links' addresses the same for an import's merge: the address as a browser reads it
 * (`https://Shop.example` is `https://shop.example/`), or the text itself when it is no URL.
 */
export function addressKey(url: string): string {
  try {
    return new URL(url.trim()).href;
  } catch {
    return url.trim();
  }
}

export const importMessages = {
  notAnExport: "This file is not a LinkNest export.",
  modeInvalid: 'mode must be "merge" or "replace".',
  imported: "Your data was imported.",
} as const;

/**
 * POST /api/account/import. Only the file's marks are checked here; its profile fields and links go
 * through the profile save's schema, so an import obeys exactly the rules a save does.
 */
export const importSchema = z.object({
  data: z.looseObject(
    {
      format: z.literal(exportFormat, { error: importMessages.notAnExport }),
      version: z.literal(exportVersion, { error: importMessages.notAnExport }),
      profile: z.looseObject({}, { error: importMessages.notAnExport }).optional(),
      links: z.array(z.looseObject({}), { error: importMessages.notAnExport }).optional(),
    },
    { error: importMessages.notAnExport },
  ),
  mode: z.enum(["merge", "replace"], { error: importMessages.modeInvalid }),
});

export type ImportInput = z.infer<typeof importSchema>;
