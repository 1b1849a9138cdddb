// The verdicts on the URLs profiles carry (docs/product.md, "Trust and safety"), one row per owner and URL in url_checks, and what
// they decide: a held URL is absent from /{username} and /api/user and marked in the editor wherever the
// profile carries it. A verdict stands for its URL, so a new title, a link added back, an import or a
// social icon with that URL is judged by it. Who writes one: the provider's check (url-checks.ts), a
// blocked domain (blocked-domains.ts), an admin (held-links.ts). The public page's read comes here, so
// this module depends on nothing that rewrites the page.
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { urlChecks, users } from "../db/schema";

/** Why an admin's hide holds a URL, and why a blocked domain does; the provider's threat types are the others. */
export const reportedThreat = "REPORTED";
export const blockedDomainThreat = "BLOCKED_DOMAIN";

/** The held URLs of the users `which` selects, for the caller's batch. */
export function heldUrlsQuery(db: Db, which: SQL) {
  return db
    .select({ url: urlChecks.url })
    .from(urlChecks)
    .innerJoin(users, eq(users.id, urlChecks.userId))
    .where(and(which, eq(urlChecks.state, "held")));
}

/** Whether a URL is among the held ones heldUrlsQuery read. */
export function heldAmong(held: { url: string }[]): (url: string) => boolean {
  const urls = new Set(held.map((row) => row.url));
  return (url) => urls.has(url);
}

/** What a visitor sees of the links or socials: the held ones left out. */
export function withoutHeld<T extends { url: string }>(items: T[], held: { url: string }[]): T[] {
  const isHeld = heldAmong(held);
  return items.filter((item) => !isHeld(item.url));
}

/** The statement recording a verdict on the owner's URL, replacing the one before (its id stays). */
export function verdictStatement(
  db: Db,
  userId: string,
  url: string,
  verdict: { state: "clean" | "held" | "released"; threatTypes: string[] | null },
  now = Date.now(),
) {
  const judged = {
    state: verdict.state,
    threatTypes: verdict.threatTypes ? JSON.stringify(verdict.threatTypes) : null,
    checkedAt: now,
    heldAt: verdict.state === "held" ? now : null,
  };
  return db
    .insert(urlChecks)
    .values({ id: crypto.randomUUID(), userId, url, ...judged })
    .onConflictDoUpdate({ target: [urlChecks.userId, urlChecks.url], set: judged });
}

/** The stored threat types; anything malformed reads as none. */
export function parseThreats(value: string | null): string[] {
  try {
    const list: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
