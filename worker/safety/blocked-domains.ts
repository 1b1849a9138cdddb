// Blocked domains (docs/product.md, "Trust and safety"): an admin-managed list of hosts whose links cannot be saved, checked on
// the save path. A domain blocks itself and every subdomain, in any case. The checker takes any list
// of URLs with the field each came from, so links and social URLs go through the same rule.

import { safetyMessages } from "#contract/safety";
import type { FieldError } from "#contract/types";
import type { Db } from "../db/client";
import { validationError } from "../http/errors";
import { readSettings } from "../settings/settings";

export type CheckedUrl = { field: string; url: string };

/** The URL's host (a mailto address's domain), lower-case and without a trailing dot; null when it is not a URL. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    const host = parsed.protocol === "mailto:" ? (parsed.pathname.split("@").pop() ?? "") : parsed.hostname;
    return host.toLowerCase().replace(/\.+$/, "") || null;
  } catch {
    return null;
  }
}

export function isBlockedUrl(url: string, blockedDomains: readonly string[]): boolean {
  const host = hostOf(url);
  if (!host) return false;
  return blockedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export function blockedUrlErrors(urls: readonly CheckedUrl[], blockedDomains: readonly string[]): FieldError[] {
  if (blockedDomains.length === 0) return [];
  return urls
    .filter(({ url }) => isBlockedUrl(url, blockedDomains))
    .map(({ field }) => ({ field, message: safetyMessages.linkBlocked }));
}

/** Refuses the save (400 with a field error per blocked URL) before anything is written. */
export async function refuseBlockedUrls(db: Db, urls: readonly CheckedUrl[]): Promise<void> {
  if (urls.length === 0) return;
  const { blockedDomains } = await readSettings(db);
  const errors = blockedUrlErrors(urls, blockedDomains);
  if (errors.length > 0) throw validationError(errors);
}
