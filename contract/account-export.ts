// The account's export file (docs/product.md, "Accounts: the rules"): its marks and shape, and the "paste your links"
// reading, apart from the import's schema (account-data.ts), so the dashboard can use them without
// evaluating the validation library.
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
