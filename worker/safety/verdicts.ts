// The verdicts on the URLs profiles carry (docs/product.md, "Trust and safety"), one row per owner and URL in url_checks, and what
// they decide: a held URL is absent from /{username} and /api/user and marked in the editor wherever the
// profile carries it. A verdict stands for its URL, so a new title, a link added back, an import or a
// social icon with that URL is judged by it. Who writes one: the provider's check (url-checks.ts), a
// blocked domain (blocked-domains.ts), an admin (held-links.ts), each followed by pageChanged; what the
// page and the editor leave out is read with the page's other rows (worker/page-snapshot/page-content.ts).
import type { Db } from "../db/client";
import { urlChecks } from "../db/schema";

/** Why an admin's hide holds a URL, and why a blocked domain does; the provider's threat types are the others. */
export const reportedThreat = "REPORTED";
export const blockedDomainThreat = "BLOCKED_DOMAIN";

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
    .values({ id: crypto.randomUUID(), pageId: userId, url, ...judged })
    .onConflictDoUpdate({ target: [urlChecks.pageId, urlChecks.url], set: judged });
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
