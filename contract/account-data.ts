// The account's data to take away (product §7 "Your data"): the export file's marks and shape, the
// "paste your links" reading, and the rules an import starts with before the profile save's own
// (profile-schemas.ts) judge the profile and links.
import { z } from "zod";
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
};

/**
 * The "paste your links" box: one URL per line, each titled from its host ("www." dropped). Lines
 * that are no http(s) URL are left out and reported, so nothing is made up.
 */
export function linksFromPastedText(text: string): { links: { title: string; url: string }[]; skipped: string[] } {
  const links: { title: string; url: string }[] = [];
  const skipped: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(line) ? line : `https://${line}`;
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      skipped.push(line);
      continue;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) {
      skipped.push(line);
      continue;
    }
    links.push({ title: url.hostname.replace(/^www\./, ""), url: candidate });
  }
  return { links, skipped };
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
