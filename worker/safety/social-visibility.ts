// Whether a social icon shows (docs/product.md, "Trust and safety"): one whose URL is held for its owner is absent from
// /{username} and /api/user until an admin releases it, and marked in the editor. Held state lives in
// social_checks, keyed by owner and URL, so the profile queries each add one small read.
import { and, eq, type SQL } from "drizzle-orm";
import type { Social } from "#contract/socials";
import type { OwnerSocial } from "#contract/types";
import type { Db } from "../db/client";
import { socialChecks, users } from "../db/schema";

/** The held social URLs of the user matching `which`, for the caller's batch. */
export function heldSocialsQuery(db: Db, which: SQL) {
  return db
    .select({ url: socialChecks.url })
    .from(socialChecks)
    .innerJoin(users, eq(users.id, socialChecks.userId))
    .where(and(which, eq(socialChecks.state, "held")));
}

export function withoutHeld(socials: Social[], held: { url: string }[]): Social[] {
  const urls = new Set(held.map((row) => row.url));
  return socials.filter((social) => !urls.has(social.url));
}

/** The owner's socials, `held: true` on those held (absent elsewhere, so a save sends back the same). */
export function markHeld(socials: Social[], held: { url: string }[]): OwnerSocial[] {
  const urls = new Set(held.map((row) => row.url));
  return socials.map((social) => (urls.has(social.url) ? { ...social, held: true } : social));
}
