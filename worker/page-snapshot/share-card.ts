// A page's share card as its snapshot decides it (docs/decisions/044): what the card shows — the handle, the
// display name, the page's own title, the bio, the theme and the avatar — and the fingerprint that names it, a hash of
// those with the owner's id and the card's design version, so a card is made again only when something it shows changed, and its
// file's key (and address) changes with its content. pageChanged (page-changed.ts) asks for a card on the
// share-cards queue when the page's no longer matches; the queue's consumer (worker/share-cards/cards.ts)
// draws it, stores it and runs pageChanged again, which then finds the card up to date.
import type { Theme } from "#contract/themes";
import type { Db } from "../db/client";
import { afterCommit } from "../logs/record";
import type { PublicProfileSnapshot } from "./snapshot";

export const shareCardQueueName = "linknest-share-cards";
export const shareCardDeadLetterQueueName = "linknest-share-cards-dlq";

export type ShareCardMessage = { userId: string };

/** Raised when the card's look changes, so every page gets the new look on its next change. */
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

export function shareCardSourceOf(snapshot: PublicProfileSnapshot): ShareCardSource {
  const { userId, username, displayName, pageTitle, bio, theme, avatar } = snapshot;
  return { userId, username, displayName, title: pageTitle || null, bio, theme, avatar };
}

export async function shareCardFingerprint(source: ShareCardSource): Promise<string> {
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

/**
 * Queues the page's card when the one the snapshot names no longer shows what the page does. A queue
 * that refuses is recorded, never answered: the page keeps its previous preview until its next change.
 */
export async function requestShareCard(db: Db, env: Env, snapshot: PublicProfileSnapshot): Promise<void> {
  if ((await shareCardFingerprint(shareCardSourceOf(snapshot))) === snapshot.shareCard) return;
  const { userId } = snapshot;
  await afterCommit(db, { path: `queue:${shareCardQueueName}`, userId }, () =>
    env.SHARE_CARD_QUEUE.send({ userId } satisfies ShareCardMessage, { contentType: "json" }),
  );
}
