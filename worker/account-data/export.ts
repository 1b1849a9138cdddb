// The account's data as a file (docs/product.md, "Accounts: the rules"): built from the function that answers
// GET /api/profile, so whatever the profile gains appears here too, plus the analytics rollups, the
// subscription, the referral count and the signed-in sessions — never a token, hash or secret. The
// analytics come from the profile's store (every day it keeps).
import { type AccountExport, exportFormat, exportVersion } from "#contract/account-data";
import { messages } from "#contract/messages";
import { findUserById } from "../accounts/users";
import { profileRows } from "../analytics/stores";
import { allSubscribers } from "../audience/subscribers";
import { subscriptionStatusOf } from "../billing/status";
import type { Db } from "../db/client";
import { allTips } from "../earn/tips";
import { apiError } from "../http/errors";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { listSessions } from "../sessions/sessions";

export async function exportAccount(db: Db, env: Env, userId: string): Promise<AccountExport> {
  const [owner, user] = await Promise.all([loadOwnerProfile(db, env, userId), findUserById(db, userId)]);
  if (!owner || !user) throw apiError(401, messages.notSignedIn);
  const { links, ...profile } = owner;
  const [analytics, sessions, subscribers, tips] = await Promise.all([
    profileRows(env, userId),
    listSessions(db, env.SESSIONS, userId, undefined),
    allSubscribers(db, userId),
    allTips(db, userId),
  ]);
  return {
    format: exportFormat,
    version: exportVersion,
    exportedAt: new Date().toISOString(),
    profile,
    links,
    subscription: subscriptionStatusOf(user),
    referralCount: owner.referralCount,
    analytics,
    sessions: sessions.map(({ createdAt, lastSeenAt, device }) => ({ createdAt, lastSeenAt, device })),
    subscribers,
    tips,
  };
}
