// The account's data as a file (docs/product.md, "Accounts: the rules"): built from the function that answers
// GET /api/profile, so whatever the profile gains appears here too, plus the analytics rollups, the
// subscription, the referral count and the signed-in sessions, and each other page the account owns the
// way its primary page is — never a token, hash or secret. The analytics come from each page's store
// (every day it keeps); the avatar and the thumbnails are inside the file as data: URLs (docs/decisions/054),
// so an import elsewhere needs nothing of this account's.
import { type AccountExport, exportFormat, exportVersion, type PageExport } from "#contract/account-data";
import { messages } from "#contract/messages";
import { findUserById } from "../accounts/users";
import { profileRows } from "../analytics/stores";
import { allSubscribers } from "../audience/subscribers";
import { subscriptionStatusOf } from "../billing/status";
import type { Db } from "../db/client";
import { allTips } from "../earn/tips";
import { apiError } from "../http/errors";
import { pagesOwnedBy } from "../pages/pages";
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
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, messages.notSignedIn);
  const [primary, ...others] = await pagesOwnedBy(db, userId);
  if (!primary) throw apiError(401, messages.notSignedIn);
  const [page, sessions, tips, otherPages] = await Promise.all([
    exportPage(db, env, primary.id),
    listSessions(db, env.SESSIONS, userId, undefined),
    allTips(db, userId),
    Promise.all(others.map((other) => exportPage(db, env, other.id))),
  ]);
  const { profile, links, analytics, subscribers } = page;
  return {
    format: exportFormat,
    version: exportVersion,
    exportedAt: new Date().toISOString(),
    profile,
    links,
    subscription: subscriptionStatusOf(user),
    referralCount: profile.referralCount,
    analytics,
    sessions: sessions.map(({ createdAt, lastSeenAt, device }) => ({ createdAt, lastSeenAt, device })),
    subscribers,
    tips,
    ...(otherPages.length ? { otherPages } : {}),
  };
}

/** A page as its owner loads it, its avatar and thumbnails inside the file, with its analytics and audience. */
async function exportPage(db: Db, env: Env, pageId: string): Promise<PageExport> {
  const owner = await loadOwnerProfile(db, env, pageId);
  if (!owner) throw apiError(401, messages.notSignedIn);
  const { links, ...profile } = owner;
  const [analytics, subscribers, avatar, filedLinks] = await Promise.all([
    profileRows(env, pageId),
    allSubscribers(db, pageId),
    uploadAsDataUrl(env, profile.avatar),
    Promise.all(links.map(withThumbnailInside(env))),
  ]);
  return { profile: { ...profile, avatar }, links: filedLinks, analytics, subscribers };
}
