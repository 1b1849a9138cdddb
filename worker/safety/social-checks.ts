// Sending social icon URLs to the threat-intelligence check (docs/product.md, "Trust and safety"), on the same queue as links:
// after a save, every http(s) social whose URL has no verdict yet; once a day, every live one again.
// mailto: addresses are never sent: the provider judges web URLs only. A queue that refuses is logged
// and never fails the save; the daily re-check picks the social up, and meanwhile it stays visible.
import { and, asc, eq, gt, gte, lte, ne } from "drizzle-orm";
import type { Social } from "#contract/socials";
import type { Db } from "../db/client";
import { profileStyles, socialChecks } from "../db/schema";
import { parseSocials } from "../profiles/profile-styles";
import { sendSafetyChecks } from "./link-checks";
import { linkSafetyEnabled } from "./webrisk";

export type SocialCheckMessage = { kind: "social"; userId: string; url: string };

/** Whether the provider can judge the URL: web addresses only, never mailto:. */
export function isCheckableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function messagesFor(userId: string, socials: Social[], judged: Set<string>): SocialCheckMessage[] {
  const urls = new Set(socials.map((social) => social.url).filter((url) => isCheckableUrl(url) && !judged.has(url)));
  return [...urls].map((url) => ({ kind: "social", userId, url }));
}

/** The user's web socials whose URL has no verdict yet. */
export async function queueSocialChecks(db: Db, env: Env, userId: string): Promise<void> {
  if (!linkSafetyEnabled(env)) return;
  try {
    const [styleRows, verdicts] = await db.batch([
      db.select({ socials: profileStyles.socials }).from(profileStyles).where(eq(profileStyles.userId, userId)),
      db.select({ url: socialChecks.url }).from(socialChecks).where(eq(socialChecks.userId, userId)),
    ]);
    const socials = parseSocials(styleRows[0]?.socials ?? "[]");
    await sendSafetyChecks(env, messagesFor(userId, socials, new Set(verdicts.map((row) => row.url))));
  } catch (error) {
    console.error("social safety checks could not be queued; the daily re-check will send them", error);
  }
}

/** Profiles read per page of the daily re-check: small, as their verdicts are read by a user id range. */
const recheckPageSize = 100;

/**
 * Every live web social again: not held, and not released by an admin for its URL (a release stands
 * while the URL is on the page). Answers how many checks were queued.
 */
export async function recheckLiveSocials(db: Db, env: Env): Promise<number> {
  if (!linkSafetyEnabled(env)) return 0;
  let after = "";
  let queued = 0;
  for (;;) {
    const page = await db
      .select({ userId: profileStyles.userId, socials: profileStyles.socials })
      .from(profileStyles)
      .where(and(gt(profileStyles.userId, after), ne(profileStyles.socials, "[]")))
      .orderBy(asc(profileStyles.userId))
      .limit(recheckPageSize);
    const first = page[0]?.userId;
    const last = page[page.length - 1]?.userId;
    if (first === undefined || last === undefined) return queued;
    const standing = await db
      .select({ userId: socialChecks.userId, url: socialChecks.url })
      .from(socialChecks)
      .where(and(gte(socialChecks.userId, first), lte(socialChecks.userId, last), ne(socialChecks.state, "clean")));
    const messages = page.flatMap((row) => {
      const judged = new Set(standing.filter((check) => check.userId === row.userId).map((check) => check.url));
      return messagesFor(row.userId, parseSocials(row.socials), judged);
    });
    await sendSafetyChecks(env, messages);
    queued += messages.length;
    after = last;
  }
}
