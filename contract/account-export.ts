// The account's export file (product §7 "Your data"): its marks and shape, and when two links' addresses
// are the same, apart from the import's schema (account-data.ts), so the dashboard can use them without
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
