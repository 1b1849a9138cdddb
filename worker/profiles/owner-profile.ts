// The signed-in user's own profile as the dashboard loads it (docs/product.md, "Making the page yours"; the API reference (User/profile (dashboard))):
// every link, hidden or not, with its state and lifetime clicks, and the page's theme and socials.
import { asc, eq } from "drizzle-orm";
import { addressOf, linkFromFlat, toOwnerLink } from "#contract/links";
import type { OwnerProfile } from "#contract/types";
import { withLifetimeClicks } from "../analytics/stores";
import type { Db } from "../db/client";
import { links, users } from "../db/schema";
import { heldAmong, heldUrlsQuery, linkColumns, styleQuery, toProfileStyle } from "../page-snapshot/page-content";

export async function loadOwnerProfile(db: Db, env: Env, userId: string): Promise<OwnerProfile | null> {
  const [userRows, storedLinks, styleRows, heldUrls] = await db.batch([
    db
      .select({
        username: users.username,
        displayName: users.displayName,
        bio: users.bio,
        email: users.email,
        avatar: users.avatar,
        referralCode: users.referralCode,
        referralCount: users.referralCount,
        pendingEmail: users.pendingEmail,
        showBranding: users.showBranding,
        sensitive: users.sensitive,
        pageTitle: users.pageTitle,
        pageDescription: users.pageDescription,
        noindex: users.noindex,
        version: users.pageVersion,
        language: users.pageLanguage,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({ ...linkColumns, clicks: links.clicks })
      .from(links)
      .where(eq(links.userId, userId))
      .orderBy(asc(links.position)),
    styleQuery(db, userId),
    heldUrlsQuery(db, eq(users.id, userId)),
  ]);
  const user = userRows[0];
  if (!user) return null;
  const isHeld = heldAmong(heldUrls);
  const linkRows = await withLifetimeClicks(env, userId, storedLinks);
  const ownerLinks = linkRows.map(({ clicks, ...row }) => {
    const link = linkFromFlat(row);
    return toOwnerLink(link, { clicks, held: addressOf(link) !== "" && isHeld(addressOf(link)) });
  });
  const { theme, socials } = toProfileStyle(styleRows[0]);
  // `held` on a social only where it is held, so a save sends back the same list.
  const ownerSocials = socials.map((social) => (isHeld(social.url) ? { ...social, held: true as const } : social));
  return { ...user, links: ownerLinks, theme, socials: ownerSocials };
}
