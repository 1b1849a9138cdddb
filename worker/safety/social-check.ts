// One social icon's threat check, as the link safety queue's consumer runs it (docs/product.md, "Trust and safety"): a listed
// URL is held (absent from the public page) and the page's snapshot rewritten, an unlisted one marked
// clean. An admin's word (released) stands while the URL is on the page; a provider outage throws, and
// the consumer retries the message.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profileStyles, socialChecks } from "../db/schema";
import { parseSocials } from "../profiles/profile-styles";
import { refreshPublicProfile } from "../profiles/snapshot";
import { isCheckableUrl, type SocialCheckMessage } from "./social-checks";
import { lookUpThreats } from "./webrisk";

export function isSocialCheckMessage(body: unknown): body is SocialCheckMessage {
  const value = body as Partial<SocialCheckMessage> | null;
  return value?.kind === "social" && typeof value.userId === "string" && typeof value.url === "string";
}

/** Records the verdict on the social's URL; answers whether it is now held. */
export async function checkSocial(db: Db, env: Env, message: SocialCheckMessage): Promise<boolean> {
  const [styleRows, verdictRows] = await db.batch([
    db.select({ socials: profileStyles.socials }).from(profileStyles).where(eq(profileStyles.userId, message.userId)),
    db
      .select({ state: socialChecks.state })
      .from(socialChecks)
      .where(and(eq(socialChecks.userId, message.userId), eq(socialChecks.url, message.url))),
  ]);
  const social = parseSocials(styleRows[0]?.socials ?? "[]").find((item) => item.url === message.url);
  // Removed since it was queued (or never a web URL): there is nothing on the page to judge.
  if (!social || !isCheckableUrl(social.url)) return false;
  const standing = verdictRows[0]?.state;
  if (standing && standing !== "clean") return standing === "held";

  const threats = await lookUpThreats(env, social.url);
  const now = Date.now();
  const verdict = threats.length
    ? { state: "held" as const, threatTypes: JSON.stringify(threats), heldAt: now }
    : { state: "clean" as const, threatTypes: null, heldAt: null };
  const judged = { platform: social.platform, checkedAt: now, ...verdict };
  await db
    .insert(socialChecks)
    .values({ id: crypto.randomUUID(), userId: message.userId, url: social.url, ...judged })
    .onConflictDoUpdate({ target: [socialChecks.userId, socialChecks.url], set: judged });
  if (verdict.state === "held") await refreshPublicProfile(db, env, message.userId);
  return verdict.state === "held";
}
