// A page as its owner's dashboard loads it, with the owner's account details it shows (docs/product.md, "Making the page yours"; the API reference (User/profile (dashboard))):
// every link, hidden or not, with its state and lifetime clicks, and the page's theme and socials.
import { asc, eq } from "drizzle-orm";
import { addressOf, linkFromFlat, toOwnerLink } from "#contract/links";
import type { OwnerProfile } from "#contract/types";
import { withLifetimeClicks } from "../analytics/stores";
import type { Db } from "../db/client";
import { links, pages, users } from "../db/schema";
import { heldAmong, heldUrlsQuery, linkColumns, styleQuery, toProfileStyle } from "../page-snapshot/page-content";

/**
 * The page with the account details the dashboard shows beside it (e-mail, pending e-mail, referrals):
 * the owner's, or with `accountId` that account's — a member reads a page with its own, never the owner's.
 */
export async function loadOwnerProfile(
  db: Db,
  env: Env,
  pageId: string,
  accountId?: string,
): Promise<OwnerProfile | null> {
  const [userRows, storedLinks, styleRows, heldUrls] = await db.batch([
    db
      .select({
        username: pages.username,
        displayName: pages.displayName,
        bio: pages.bio,
        email: users.email,
        avatar: pages.avatar,
        referralCode: users.referralCode,
        referralCount: users.referralCount,
        pendingEmail: users.pendingEmail,
        showBranding: pages.showBranding,
        sensitive: pages.sensitive,
        pageTitle: pages.pageTitle,
        pageDescription: pages.pageDescription,
        noindex: pages.noindex,
        version: pages.pageVersion,
        language: pages.pageLanguage,
      })
      .from(pages)
      .innerJoin(users, eq(users.id, accountId ?? pages.ownerId))
      .where(eq(pages.id, pageId))
      .limit(1),
    db
      .select({ ...linkColumns, clicks: links.clicks })
      .from(links)
      .where(eq(links.pageId, pageId))
      .orderBy(asc(links.position)),
    styleQuery(db, pageId),
    heldUrlsQuery(db, eq(pages.id, pageId)),
  ]);
  const user = userRows[0];
  if (!user) return null;
  const isHeld = heldAmong(heldUrls);
  const linkRows = await withLifetimeClicks(env, pageId, storedLinks);
  const ownerLinks = linkRows.map(({ clicks, ...row }) => {
    const link = linkFromFlat(row);
    return toOwnerLink(link, { clicks, held: addressOf(link) !== "" && isHeld(addressOf(link)) });
  });
  const { theme, socials } = toProfileStyle(styleRows[0]);
  // `held` on a social only where it is held, so a save sends back the same list.
  const ownerSocials = socials.map((social) => (isHeld(social.url) ? { ...social, held: true as const } : social));
  return { ...user, links: ownerLinks, theme, socials: ownerSocials };
}
