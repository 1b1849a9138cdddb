// The hourly cron: drop what no one may use or read any more (and make the next analytics salts).
import { lt, or } from "drizzle-orm";
import { deleteNeverVerifiedAccounts } from "../accounts/email-address";
import { dropExpiredFormerUsernames } from "../accounts/former-usernames";
import { pruneAnalytics } from "../analytics/retention";
import { dropExpiredSignUps } from "../audience/subscribers";
import type { Db } from "../db/client";
import { devMailbox, logs, tokens } from "../db/schema";
import { removeOrphanedAvatars } from "./avatar-orphans";

export const logRetentionMs = 7 * 24 * 60 * 60 * 1000;
/** Used tokens are kept a day so a second click on a mailed link can say "already used". */
const usedTokenRetentionMs = 24 * 60 * 60 * 1000;

export async function cleanUp(db: Db, env: Env, now = Date.now()) {
  const [expiredTokens, oldLogs, oldMail, formerUsernames] = await db.batch([
    db.delete(tokens).where(or(lt(tokens.expiresAt, now), lt(tokens.usedAt, now - usedTokenRetentionMs))),
    db.delete(logs).where(lt(logs.createdAt, now - logRetentionMs)),
    db.delete(devMailbox).where(lt(devMailbox.createdAt, now - logRetentionMs)),
    dropExpiredFormerUsernames(db, now),
  ]);
  const neverVerifiedAccounts = await deleteNeverVerifiedAccounts(db, now);
  await dropExpiredSignUps(db, now);
  const avatars = await removeOrphanedAvatars(db, env.AVATARS, now);
  const analytics = await pruneAnalytics(db, now);
  return {
    tokens: expiredTokens.meta.changes,
    logs: oldLogs.meta.changes,
    mail: oldMail.meta.changes,
    formerUsernames: formerUsernames.meta.changes,
    neverVerifiedAccounts,
    avatars,
    analytics,
  };
}
