// The account's data as a file (docs/product.md, "Accounts: the rules"): built from the function that answers
// GET /api/profile, so whatever the profile gains appears here too, plus the analytics rollups, the
// subscription, the referral count and the signed-in sessions — never a token, hash or secret. The
// analytics come from the profile's store (every day it keeps); the avatar and the thumbnails are inside
// the file as data: URLs (docs/decisions/054), so an import elsewhere needs nothing of this account's.
import { type AccountExport, exportFormat, exportVersion } from "#contract/account-data";
import { messages } from "#contract/messages";
import { findUserById } from "../accounts/users";
import { profileRows } from "../analytics/stores";
import { allSubscribers } from "../audience/subscribers";
import { subscriptionStatusOf } from "../billing/status";
import type { Db } from "../db/client";
import { allTips } from "../earn/tips";
import { apiError } from "../http/errors";
import { uploadAsDataUrl } from "../profiles/data-urls";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { listSessions } from "../sessions/sessions";

/** A link with its thumbnail as the image itself, so the file needs nothing of this account's storage. */
const withThumbnailInside =
  (env: Env) =>
  async <T extends { thumbnail?: string }>(link: T): Promise<T> => {
    if (!link.thumbnail) return link;
    const { thumbnail: _, ...rest } = link;
    const inside = await uploadAsDataUrl(env, link.thumbnail);
    return (inside ? { ...rest, thumbnail: inside } : rest) as T;
  };

export async function exportAccount(db: Db, env: Env, userId: string): Promise<AccountExport> {
  const [owner, user] = await Promise.all([loadOwnerProfile(db, env, userId), findUserById(db, userId)]);
  if (!owner || !user) throw apiError(401, messages.notSignedIn);
  const { links, ...profile } = owner;
  const [analytics, sessions, subscribers, tips, avatar, filedLinks] = await Promise.all([
    profileRows(env, userId),
    listSessions(db, env.SESSIONS, userId, undefined),
    allSubscribers(db, userId),
    allTips(db, userId),
    uploadAsDataUrl(env, profile.avatar),
    Promise.all(links.map(withThumbnailInside(env))),
  ]);
  return {
    format: exportFormat,
    version: exportVersion,
    exportedAt: new Date().toISOString(),
    profile: { ...profile, avatar },
    links: filedLinks,
    subscription: subscriptionStatusOf(user),
    referralCount: owner.referralCount,
    analytics,
    sessions: sessions.map(({ createdAt, lastSeenAt, device }) => ({ createdAt, lastSeenAt, device })),
    subscribers,
    tips,
  };
}
