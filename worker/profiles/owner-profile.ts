// The signed-in user's own profile as the dashboard loads it (product §3 "User/profile (dashboard)").
import { asc, eq } from "drizzle-orm";
import type { OwnerProfile } from "#contract/types";
import type { Db } from "../db/client";
import { links, users } from "../db/schema";
import { linkIsHeld } from "../safety/link-visibility";

export async function loadOwnerProfile(db: Db, userId: string): Promise<OwnerProfile | null> {
  const [userRows, linkRows] = await db.batch([
    db
      .select({
        username: users.username,
        bio: users.bio,
        email: users.email,
        avatar: users.avatar,
        referralCode: users.referralCode,
        referralCount: users.referralCount,
        pendingEmail: users.pendingEmail,
        showBranding: users.showBranding,
        sensitive: users.sensitive,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({
        id: links.id,
        title: links.title,
        url: links.url,
        clicks: links.clicks,
        sensitive: links.sensitive,
        held: linkIsHeld,
      })
      .from(links)
      .where(eq(links.userId, userId))
      .orderBy(asc(links.position)),
  ]);
  const user = userRows[0];
  return user ? { ...user, links: linkRows } : null;
}
