// The account's data to take away (docs/product.md, "Accounts: the rules"): the export file's marks and shape, when two
// links' addresses are the same, and the rules an import starts with before the profile save's own
// (profile-schemas.ts) judge the profile and links. The "paste your links" reading is pasted-links.ts.

import { z } from "zod";
import type { Subscriber } from "./audience";
import type { Tip } from "./earn";
import { pageMessages } from "./pages";
import type { OwnerProfile, SubscriptionStatus } from "./types";

export const exportFormat = "linknest-export";
export const exportVersion = 1;

/** GET /api/account/export's file. */
export type AccountExport = {
  format: typeof exportFormat;
  version: typeof exportVersion;
  exportedAt: string;
  /**
   * Everything GET /api/profile answers but the links, the avatar as a data: URL of its image, so the
   * one file carries it (docs/decisions/054).
   */
  profile: Omit<OwnerProfile, "links">;
  /** As GET /api/profile answers them, each thumbnail as a data: URL of its image. */
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
  /**
   * The account's other pages (docs/decisions/059), each as the primary page is above: its profile, links,
   * analytics and subscribers. An import applies the file's primary page only.
   */
  otherPages?: PageExport[];
};

/** One of the account's other pages in its data file. */
export type PageExport = Pick<AccountExport, "profile" | "links" | "analytics"> & { subscribers: Subscriber[] };

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

/**
 * Something of the file an import did not apply, and why (docs/decisions/054): `field` names it in the
 * file ("bio", "showBranding", "avatar", "links.3", "links.3.thumbnail", by the file's positions).
 */
export type LeftOut = { field: string; message: string };

/** POST /api/account/import's answer besides the profile. */
export type ImportAnswer = { msg: string; leftOut: LeftOut[] };

/** A file's link as the import names it: by its title, or by its place when it has none. */
export function importedLinkLabel(title: unknown, index: number): string {
  return typeof title === "string" && title.trim() ? `“${title.trim()}”` : `Link ${index + 1}`;
}

/**
 * The profile fields an import's list names in words; one not here is named by its key. The app reads each
 * name in the reader's words (`app.part.field.*`, web/i18n/refusals.ts): test/worker/refusal-words.test.ts
 * holds every field an import takes to one.
 */
const fieldNames: Record<string, string> = {
  displayName: "display name",
  pageTitle: "page title",
  pageDescription: "page description",
  noindex: "search engine setting",
  language: "page language",
  sensitive: "18+ mark",
};

export const importMessages = {
  notAnExport: "This file is not a LinkNest export.",
  modeInvalid: 'mode must be "merge" or "replace".',
  imported: "Your data was imported.",
  importedExcept: "Your data was imported, except what is listed below.",
  fieldLeftOut: (field: string, reason: string) => `Your ${fieldNames[field] ?? field} was left as it was: ${reason}`,
  linkLeftOut: (label: string, reason: string) => `${label} was left out: ${reason}`,
  scheduleLeftOut: (label: string) =>
    `${label} was imported hidden, without its schedule: scheduling links is a Pro feature. Show it when you're ready.`,
  brandingLeftOut: "Your page keeps showing the branding: hiding it is a Pro feature.",
  avatarLeftOut: (reason: string) => `The avatar was left out: ${reason}`,
  avatarNotInFile: "The avatar is not in this file (it was exported before files were included): upload it again.",
  notInFile: "it is not in this file (it was exported before files were included): upload it again.",
  thumbnailLeftOut: (label: string, reason: string) => `The image of ${label} was left out: ${reason}`,
  imageNotData: "Use a PNG, JPEG, GIF or WebP image.",
  replaceConfirmTitle: "Replace your profile and links?",
  replaceConfirmText:
    "Your bio, links, images and page settings are replaced by the file's. Your username, analytics and subscribers stay.",
} as const;

/**
 * POST /api/account/import. Only the file's marks are checked here; its profile fields and links go
 * through the profile save's schema, so an import obeys exactly the rules a save does. `pageId` is the
 * caller's page the file goes into, the primary page when absent; an id of no page of theirs is not found.
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
  pageId: z.string({ error: pageMessages.pageNotFound }).max(64, pageMessages.pageNotFound).optional(),
});

export type ImportInput = z.infer<typeof importSchema>;
