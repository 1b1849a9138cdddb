// Folding a batch of analytics queue messages into the stores (docs/guides/analytics.md, docs/decisions/031),
// exactly once: the batch's events are checked, those of profiles that no longer exist dropped, and
// each profile's store gets its share in one call, which it folds as one transaction that also records
// the message ids, skipping any it folded before; then each of the platform's stores gets its messages'
// hourly counts with their ids, likewise, and its profiles' day views. A failed call fails the batch,
// which the queue delivers again: what was folded is skipped, the rest folded. The shared D1 is only
// read, once a batch; nothing in it grows with traffic.
import { inChunks } from "../db/bound-values";
import { utcDay, utcHour } from "./days";
import type { AnalyticsEvent } from "./events";
import { legacyInUse, legacyLedgerReads } from "./legacy";
import type { DayViews, MessageCounts } from "./platform-store";
import type { Delivery } from "./profile-store";
import { platformShardOf, platformStore, profileStore } from "./stores";

/** A queue message: its id, when it was first sent (kept by every redelivery) and its body. */
export type QueuedEvent = { id: string; timestamp: Date; body: unknown };
export type FoldResult = {
  /** Events counted now, in the profiles' stores. */
  folded: number;
  /** Messages the platform's stores had folded before (a redelivery). */
  skipped: number;
  invalid: number;
  profiles: number;
  /** Rows the profiles' stores and the platform's stores wrote (their SQLite's own counts). */
  profileRowsWritten: number;
  platformRowsWritten: number;
};

const isText = (value: unknown, max = 200): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= max;

/** Our own producers write the events, but a message is still checked before it is counted. */
export function isAnalyticsEvent(body: unknown): body is AnalyticsEvent {
  if (!body || typeof body !== "object") return false;
  const e = body as Record<string, unknown>;
  const base =
    isText(e.userId) &&
    typeof e.at === "number" &&
    Number.isFinite(e.at) &&
    isText(e.source, 100) &&
    isText(e.country, 2) &&
    isText(e.device, 10);
  if (!base) return false;
  if (e.kind === "view") return isText(e.visitor, 128);
  if (e.kind === "click") return isText(e.linkId);
  return false;
}

/** A message holds the events an isolate pooled (`{ events }`), or, as first sent, one event. */
export function messageEvents(body: unknown): unknown[] {
  if (body && typeof body === "object" && Array.isArray((body as { events?: unknown }).events)) {
    return (body as { events: unknown[] }).events;
  }
  return [body];
}

type Message = { id: string; day: string; events: AnalyticsEvent[] };

/**
 * The batch's one D1 read: which of its profiles exist, and while the move is under way (legacy.ts),
 * what the D1 consumer folded and counted before it.
 */
async function readShared(db: D1Database, messages: Message[]) {
  const userIds = [...new Set(messages.flatMap((m) => m.events.map((e) => e.userId)))];
  const owners = inChunks(userIds, 99).map((part) =>
    db
      .prepare(`select id as key, 'owner' as kind from users where id in (${part.map(() => "?").join(", ")})`)
      .bind(...part),
  );
  const legacy = (await legacyInUse(db))
    ? legacyLedgerReads(
        db,
        messages.map((m): [string, string] => [m.day, m.id]),
        messages.flatMap((m) =>
          m.events.flatMap((e): [string, string][] => (e.kind === "view" ? [[utcDay(e.at), e.visitor]] : [])),
        ),
      )
    : [];
  const statements = [...owners, ...legacy];
  const found = { owner: new Set<string>(), message: new Set<string>(), visitor: new Set<string>() };
  if (statements.length === 0) return found;
  for (const result of await db.batch<{ key: string; kind: keyof typeof found }>(statements)) {
    for (const row of result.results) found[row.kind].add(row.key);
  }
  return found;
}

/** The platform's part of a message: its views and clicks by hour. */
function hourlyCounts(message: Message): MessageCounts {
  const hours = new Map<string, { hour: string; views: number; clicks: number }>();
  for (const event of message.events) {
    const hour = utcHour(event.at);
    const counts = hours.get(hour) ?? { hour, views: 0, clicks: 0 };
    if (event.kind === "view") counts.views += 1;
    else counts.clicks += 1;
    hours.set(hour, counts);
  }
  return { id: message.id, day: message.day, hours: [...hours.values()] };
}

/**
 * Folds the messages into the stores. Throws when a store refuses its part, so the caller can have the
 * whole delivery again; what was folded then is skipped.
 */
export async function foldEvents(env: Env, queued: QueuedEvent[]): Promise<FoldResult> {
  const unique = [...new Map(queued.map((m) => [m.id, m])).values()];
  let invalid = 0;
  const parsed = unique.map((m): Message => {
    const bodies = messageEvents(m.body);
    const events = bodies.filter(isAnalyticsEvent);
    invalid += bodies.length - events.length;
    return { id: m.id, day: utcDay(m.timestamp.getTime()), events };
  });
  const shared = await readShared(env.DB, parsed);
  const messages = parsed.filter((m) => !shared.message.has(m.id));

  // A profile deleted meanwhile has no user row: its events are dropped, and no store is made for it.
  const shares = new Map<string, { deliveries: Delivery[]; countedBefore: string[] }>();
  for (const message of messages) {
    const byProfile = new Map<string, AnalyticsEvent[]>();
    for (const event of message.events.filter((e) => shared.owner.has(e.userId))) {
      byProfile.set(event.userId, [...(byProfile.get(event.userId) ?? []), event]);
    }
    for (const [userId, events] of byProfile) {
      const share = shares.get(userId) ?? { deliveries: [], countedBefore: [] };
      share.deliveries.push({ id: message.id, day: message.day, events });
      for (const event of events)
        if (event.kind === "view" && shared.visitor.has(event.visitor)) share.countedBefore.push(event.visitor);
      shares.set(userId, share);
    }
  }
  const profiles = await everyAnswer(
    [...shares].map(async ([userId, { deliveries, countedBefore }]) => ({
      userId,
      fold: await profileStore(env, userId).fold(userId, deliveries, countedBefore),
    })),
  );
  // The platform counts every view and click, as it did when profiles were folded in D1: each of its
  // stores gets the counts of its messages and the day views of its profiles.
  const parts = new Map<number, { messages: MessageCounts[]; dayViews: DayViews[] }>();
  const partOf = (key: string) => {
    const shard = platformShardOf(key);
    const part = parts.get(shard) ?? { messages: [], dayViews: [] };
    parts.set(shard, part);
    return part;
  };
  for (const message of messages.filter((m) => m.events.length > 0))
    partOf(message.id).messages.push(hourlyCounts(message));
  for (const { userId, fold } of profiles) {
    for (const { day, views } of fold.views) partOf(userId).dayViews.push({ userId, day, views });
  }
  const platform = await everyAnswer(
    [...parts].map(([shard, part]) => platformStore(env, shard).fold(part.messages, part.dayViews)),
  );
  return {
    folded: profiles.reduce((n, p) => n + p.fold.folded, 0),
    skipped: platform.reduce((n, p) => n + p.skipped, 0),
    invalid,
    profiles: profiles.length,
    profileRowsWritten: profiles.reduce((n, p) => n + p.fold.rowsWritten, 0),
    platformRowsWritten: platform.reduce((n, p) => n + p.rowsWritten, 0),
  };
}

/**
 * Waits for every store's answer before the batch's fate is decided: with Promise.all, one store's
 * refusal would hand the batch back for a retry while another store's fold is still being written, and
 * the retry would race it. The first refusal is then thrown.
 */
async function everyAnswer<T>(folds: Promise<T>[]): Promise<T[]> {
  const answers = await Promise.allSettled(folds);
  const refused = answers.find((answer) => answer.status === "rejected");
  if (refused) throw refused.reason;
  return answers.map((answer) => (answer as PromiseFulfilledResult<T>).value);
}
