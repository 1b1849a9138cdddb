// Share cards (docs/product.md, "Making the page yours"; docs/decisions/044): after a change, a page whose
// card no longer shows what the page does gets a message on the share-cards queue (pageChanged, through
// worker/page-snapshot/share-card.ts); this consumer draws the card (render.tsx), stores the PNG in R2
// under a key named by the card's fingerprint, points the user row at it, deletes the card it replaced
// and runs pageChanged, whose snapshot's og:image then names the new file. Nothing of this runs while a
// request waits, and a failure never fails the change: the message is retried with backoff, the
// dead-letter queue records the loss, and until a card exists the page shows the avatar as a small preview.
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { type Db, openDb } from "../db/client";
import { pages } from "../db/schema";
import { afterCommit, recordError } from "../logs/record";
import { pageChanged } from "../page-snapshot/page-changed";
import {
  type ShareCardMessage,
  type ShareCardSource,
  shareCardDeadLetterQueueName,
  shareCardFingerprint,
  shareCardQueueName,
  shareCardSourceOf,
} from "../page-snapshot/share-card";
import { publicSourceById } from "../page-snapshot/snapshot";
import { uploadAsDataUrl } from "../profiles/data-urls";
import type { ShareCardContent } from "./render";

export const shareCardQueues: ReadonlySet<string> = new Set([shareCardQueueName, shareCardDeadLetterQueueName]);

// --- Where a card lives ---------------------------------------------------------------------------
// In the AVATARS bucket beside the avatars, under a prefix of its own, served by /uploads/* like them.

const keyPrefix = "cards/";
const cardKeyPattern = /^cards\/[0-9a-f]{32}\.png$/;

const cardKey = (fingerprint: string) => `${keyPrefix}${fingerprint}.png`;

/** Whether a path under /uploads/ can name a share card. */
export function isShareCardKey(key: string): boolean {
  return cardKeyPattern.test(key);
}

/** The card's path on the app's origin. */
export function shareCardPath(fingerprint: string): string {
  return `/uploads/${cardKey(fingerprint)}`;
}

// --- Making one -----------------------------------------------------------------------------------

/** Image types the renderer decodes; a WebP avatar shows as the initial instead. */
const drawableAvatarTypes = new Set(["image/png", "image/jpeg", "image/gif"]);

async function contentOf(env: Env, source: ShareCardSource): Promise<ShareCardContent> {
  const { username, displayName, title, bio, theme } = source;
  const avatar = await uploadAsDataUrl(env, source.avatar, drawableAvatarTypes);
  return { username, displayName, title, bio, theme, avatar };
}

/** A card that cannot be drawn, even with the initial for the avatar: retrying would draw nothing either. */
class UndrawableCard extends Error {}

/**
 * The card's PNG: with the avatar, or with the initial when the avatar cannot be drawn (a file damaged
 * before uploads were read whole). Loaded here, not with the worker: the engines cost a page request
 * nothing.
 */
async function drawCard(content: ShareCardContent, assets: Fetcher): Promise<Uint8Array> {
  const { renderShareCard } = await import("./render");
  if (content.avatar) {
    try {
      return await renderShareCard(content, assets);
    } catch (error) {
      console.error("share card: the avatar could not be drawn; drawing the initial instead", error);
    }
  }
  try {
    return await renderShareCard({ ...content, avatar: null }, assets);
  } catch (error) {
    throw new UndrawableCard(`Share card: the page of ${content.username} could not be drawn`, { cause: error });
  }
}

type CardState = { source: ShareCardSource; fingerprint: string; current: string | null };

/** The page's card as it should be and as it is; undefined for a page not shown (or gone). */
async function cardState(db: Db, userId: string): Promise<CardState | undefined> {
  const found = await publicSourceById(db, userId);
  if (!found?.shown) return undefined;
  const source = shareCardSourceOf(found.snapshot);
  return { source, fingerprint: await shareCardFingerprint(source), current: found.snapshot.shareCard };
}

/** Still what the row names, or another card since: the row's card is the one to keep. */
const cardIs = (fingerprint: string | null): SQL =>
  fingerprint === null ? isNull(pages.shareCard) : (eq(pages.shareCard, fingerprint) as SQL);

/**
 * Makes the page's card if it is missing or out of date. A page changed again while this one was drawn
 * is left to the message its own save sent; the file just stored is then nobody's and goes.
 */
export async function makeShareCard(db: Db, env: Env, userId: string): Promise<void> {
  const state = await cardState(db, userId);
  if (!state || state.fingerprint === state.current) return;
  const png = await drawCard(await contentOf(env, state.source), env.ASSETS);
  const key = cardKey(state.fingerprint);
  await env.AVATARS.put(key, png, {
    httpMetadata: { contentType: "image/png" },
    customMetadata: { owner: userId },
  });
  const latest = await cardState(db, userId);
  const swapped =
    latest?.fingerprint === state.fingerprint
      ? await db
          .update(pages)
          .set({ shareCard: state.fingerprint })
          .where(and(eq(pages.id, userId), cardIs(state.current)) as SQL)
          .returning({ id: pages.id })
      : [];
  if (swapped.length === 0) {
    await env.AVATARS.delete(key);
    return;
  }
  if (state.current) {
    const replaced = cardKey(state.current);
    await afterCommit(db, { path: "r2:AVATARS", userId }, () => env.AVATARS.delete(replaced));
  }
  await pageChanged(db, env, { pageId: userId });
}

/** An account's card goes with it. */
export async function deleteShareCard(env: Env, fingerprint: string | null): Promise<void> {
  if (fingerprint) await env.AVATARS.delete(cardKey(fingerprint));
}

// --- The queue ------------------------------------------------------------------------------------

function isMessage(body: unknown): body is ShareCardMessage {
  return typeof (body as ShareCardMessage | null)?.userId === "string";
}

/** 30 s, 60 s, 120 s … capped at an hour. */
const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

async function handleBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = openDb(env.DB);
  for (const message of batch.messages) {
    if (!isMessage(message.body)) {
      console.error("share cards: malformed message dropped");
      message.ack();
      continue;
    }
    try {
      await makeShareCard(db, env, message.body.userId);
      message.ack();
    } catch (error) {
      if (error instanceof UndrawableCard) {
        // Drawing it again would fail the same way: recorded for the admin, and the page keeps its preview.
        await recordError(db, error, { path: `queue:${shareCardQueueName}`, userId: message.body.userId });
        message.ack();
        continue;
      }
      console.error(`share card failed (attempt ${message.attempts}); retrying`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

async function recordLostMessages(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await recordError(
    openDb(env.DB),
    new Error(
      `Share cards: ${batch.messages.length} card(s) gave up after retries; those pages keep their previous preview until their next save`,
    ),
    { path: `queue:${shareCardDeadLetterQueueName}` },
  );
  batch.ackAll();
}

export function handleShareCardQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === shareCardDeadLetterQueueName) return recordLostMessages(batch, env);
  return handleBatch(batch, env);
}
