// What a page's share card shows, and the fingerprint that names it (docs/decisions/044): the handle, the
// display name, the page's own title, the bio, the theme and the avatar, read from D1. The fingerprint hashes them with the owner's id and the
// card's design version, so a card is made again only when something it shows changed, and its PNG's
// key (and address) changes with its content: the file can be cached for a year.
import { and, eq } from "drizzle-orm";
import type { Theme } from "#contract/themes";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { styleQuery, toProfileStyle } from "../profiles/profile-styles";
import { shownPublicly } from "../public-page/snapshot";

/** Raised when the card's look changes, so every page gets the new look on its next save. */
const designVersion = 2;

export type ShareCardSource = {
  userId: string;
  username: string;
  /** The name heading the page, drawn above the handle when the page has no title of its own; "" for none. */
  displayName: string;
  /** The page's own title (search and sharing), or null: the card's heading when set. */
  title: string | null;
  bio: string;
  theme: Theme;
  /** The avatar's address (/uploads/… keys are never reused, so it names its bytes), or null. */
  avatar: string | null;
};

/** What the renderer draws: the source with the avatar as a data: URL it can read, or null for the initial. */
export type ShareCardContent = Omit<ShareCardSource, "avatar" | "userId"> & { avatar: string | null };

export type ShareCardState = { source: ShareCardSource; fingerprint: string; current: string | null };

/** The page's card as it should be and as it is; undefined for a page not shown (or gone). */
export async function shareCardState(db: Db, userId: string): Promise<ShareCardState | undefined> {
  const [userRows, styleRows] = await db.batch([
    db
      .select({
        username: users.username,
        displayName: users.displayName,
        pageTitle: users.pageTitle,
        bio: users.bio,
        avatar: users.avatar,
        shareCard: users.shareCard,
      })
      .from(users)
      .where(and(eq(users.id, userId), shownPublicly))
      .limit(1),
    styleQuery(db, userId),
  ]);
  const row = userRows[0];
  if (!row) return undefined;
  const source = {
    userId,
    username: row.username,
    displayName: row.displayName,
    title: row.pageTitle || null,
    bio: row.bio,
    theme: toProfileStyle(styleRows[0]).theme,
    avatar: row.avatar,
  };
  return { source, fingerprint: await fingerprintOf(source), current: row.shareCard };
}

async function fingerprintOf(source: ShareCardSource): Promise<string> {
  const { userId, username, displayName, title, bio, theme, avatar } = source;
  const text = JSON.stringify([
    designVersion,
    userId,
    username,
    displayName,
    title,
    bio,
    theme.preset,
    theme.accent,
    avatar,
  ]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
