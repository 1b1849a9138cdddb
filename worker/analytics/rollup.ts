// Folding a batch of analytics queue messages into the stores (docs/guides/analytics.md, docs/decisions/031
// and 045), exactly once. Each run of the consumer names its batch with a key of its own. The batch's
// events are checked, those of profiles that no longer exist dropped, and each profile's store gets its
// share in one call: one transaction that counts the events and records each message id under the
// batch's key, skipping any it folded before and answering the key that folded it. Then the platform's
// part goes on, one call per key: under this batch's key, to one of the platform's stores, the hourly
// counts of what the profiles folded now, with their day views; under an earlier key, to that key's
// store, what they folded then (a batch that failed after its profiles' folds), which that store applies
// unless it did before. A failed call fails the batch, which the queue delivers again: what was folded is
// skipped, the rest folded, and the platform counts each message once. The shared D1 is only read, once
// a batch; nothing in it grows with traffic.
import { inChunks } from "../db/bound-values";
import { randomToken } from "../security/encoding";
import { utcDay, utcHour } from "./days";
import type { AnalyticsEvent } from "./events";
import { batchKey, type DayViews, type HourCounts, type MessageCounts } from "./platform-store";
import type { Delivery, ProfileFold } from "./profile-store";
import { platformShardOf, platformStore, profileStore } from "./stores";

/** A queue message: its id, when it was first sent (kept by every redelivery) and its body. */
export type QueuedEvent = { id: string; timestamp: Date; body: unknown };
export type FoldResult = {
  /** Events counted now, in the profiles' stores. */
  folded: number;
  /** Messages every store concerned had folded before (a redelivery). */
  skipped: number;
  invalid: number;
  profiles: number;
  /** Rows the profiles' stores and the platform's stores wrote, as the platform bills them. */
  profileRowsWritten: number;
  platformRowsWritten: number;
  /** Rows their alarms will write for what this batch added: deletions, the visitors' removal, bookings. */
  profileRowsLater: number;
  platformRowsLater: number;
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

/** The batch's one D1 read: which of its profiles still exist. */
async function existingProfiles(db: D1Database, messages: Message[]): Promise<Set<string>> {
  const userIds = [...new Set(messages.flatMap((m) => m.events.map((e) => e.userId)))];
  const statements = inChunks(userIds, 99).map((part) =>
    db.prepare(`select id from users where id in (${part.map(() => "?").join(", ")})`).bind(...part),
  );
  const found = new Set<string>();
  if (statements.length === 0) return found;
  for (const result of await db.batch<{ id: string }>(statements)) {
    for (const row of result.results) found.add(row.id);
  }
  return found;
}

/** Views and clicks by hour, added to `hours`. */
function addHourly(hours: Map<string, HourCounts>, events: AnalyticsEvent[]): void {
  for (const event of events) {
    const hour = utcHour(event.at);
    const counts = hours.get(hour) ?? { hour, views: 0, clicks: 0 };
    if (event.kind === "view") counts.views += 1;
    else counts.clicks += 1;
    hours.set(hour, counts);
  }
}

/**
 * The platform's parts by batch key: each message's hourly counts as the profiles folded them under
 * that key (this batch's for what they folded now).
 */
function platformParts(batch: string, folds: { deliveries: Delivery[]; fold: ProfileFold }[]) {
  const parts = new Map<string, Map<string, Map<string, HourCounts>>>();
  for (const { deliveries, fold } of folds) {
    const foldedIn = new Map(fold.earlier.map(({ id, batch }) => [id, batch]));
    for (const delivery of deliveries) {
      const key = foldedIn.get(delivery.id) ?? batch;
      // Folded before decision 045, when the platform kept a ledger of its own: counted then.
      if (key === "") continue;
      const messages = parts.get(key) ?? new Map<string, Map<string, HourCounts>>();
      const hours = messages.get(delivery.id) ?? new Map<string, HourCounts>();
      addHourly(hours, delivery.events);
      messages.set(delivery.id, hours);
      parts.set(key, messages);
    }
  }
  return parts;
}

/**
 * Folds the messages into the stores, as the batch `batch` (a fresh key by default). Throws when a store
 * refuses its part, so the caller can have the whole delivery again; what was folded then is skipped.
 */
export async function foldEvents(
  env: Env,
  queued: QueuedEvent[],
  batch = batchKey(Date.now(), randomToken(12)),
): Promise<FoldResult> {
  const unique = [...new Map(queued.map((m) => [m.id, m])).values()];
  let invalid = 0;
  const messages = unique.map((m): Message => {
    const bodies = messageEvents(m.body);
    const events = bodies.filter(isAnalyticsEvent);
    invalid += bodies.length - events.length;
    return { id: m.id, day: utcDay(m.timestamp.getTime()), events };
  });
  const owners = await existingProfiles(env.DB, messages);

  // A profile deleted meanwhile has no user row: its events are dropped, and no store is made for it.
  const shares = new Map<string, Delivery[]>();
  for (const message of messages) {
    const byProfile = new Map<string, AnalyticsEvent[]>();
    for (const event of message.events.filter((e) => owners.has(e.userId))) {
      byProfile.set(event.userId, [...(byProfile.get(event.userId) ?? []), event]);
    }
    for (const [userId, events] of byProfile) {
      shares.set(userId, [...(shares.get(userId) ?? []), { id: message.id, day: message.day, events }]);
    }
  }
  const profiles = await everyAnswer(
    [...shares].map(async ([userId, deliveries]) => ({
      userId,
      deliveries,
      fold: await profileStore(env, userId).fold(userId, batch, deliveries),
    })),
  );
  const dayViews: DayViews[] = profiles.flatMap(({ userId, fold }) => fold.views.map((v) => ({ userId, ...v })));
  const parts = platformParts(batch, profiles);
  if (!parts.has(batch) && dayViews.length > 0) parts.set(batch, new Map());
  const platform = await everyAnswer(
    [...parts].map(([key, byMessage]) => {
      const counts: MessageCounts[] = [...byMessage].map(([id, hours]) => ({ id, hours: [...hours.values()] }));
      return platformStore(env, platformShardOf(key)).apply(key, counts, key === batch ? dayViews : []);
    }),
  );
  const earlier = new Set(profiles.flatMap(({ fold }) => fold.earlier.map((e) => e.id)));
  const foldedNow = new Set(
    profiles.flatMap(({ deliveries, fold }) => {
      const before = new Set(fold.earlier.map((e) => e.id));
      return deliveries.filter((d) => !before.has(d.id)).map((d) => d.id);
    }),
  );
  const sum = <T>(list: T[], n: (item: T) => number) => list.reduce((total, item) => total + n(item), 0);
  return {
    folded: sum(profiles, (p) => p.fold.folded),
    skipped: [...earlier].filter((id) => !foldedNow.has(id)).length,
    invalid,
    profiles: profiles.length,
    profileRowsWritten: sum(profiles, (p) => p.fold.rowsWritten),
    platformRowsWritten: sum(platform, (p) => p.rowsWritten),
    profileRowsLater: sum(profiles, (p) => p.fold.rowsLater),
    platformRowsLater: sum(platform, (p) => p.rowsLater),
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
