// The owner's audience (docs/guides/audience.md): confirmed subscribers a page at a time, newest first;
// removing one; all of them as CSV (no cell a spreadsheet would run as a formula); and the rows the
// account's export carries. Pending addresses are nobody's subscribers yet: only the hourly cleanup sees them.
import { and, count, desc, eq, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import type { AudiencePage, Subscriber } from "#contract/audience";
import { csvCell } from "../analytics/csv";
import type { Db } from "../db/client";
import { subscriberConfirmationTokens, subscribers } from "../db/schema";

const confirmedOf = (userId: string) => and(eq(subscribers.pageId, userId), isNotNull(subscribers.confirmedAt));

const subscriberColumns = { id: subscribers.id, email: subscribers.email, confirmedAt: subscribers.confirmedAt };

const toSubscriber = (row: { id: string; email: string; confirmedAt: number | null }): Subscriber => ({
  id: row.id,
  email: row.email,
  confirmedAt: new Date(row.confirmedAt ?? 0).toISOString(),
});

export async function listSubscribers(db: Db, userId: string, page: number, pageSize: number): Promise<AudiencePage> {
  const [rows, totals] = await db.batch([
    db
      .select(subscriberColumns)
      .from(subscribers)
      .where(confirmedOf(userId))
      .orderBy(desc(subscribers.confirmedAt), desc(subscribers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(subscribers).where(confirmedOf(userId)),
  ]);
  return { items: rows.map(toSubscriber), total: totals[0]?.total ?? 0, page, pageSize };
}

/** Removes one of the owner's subscribers; false when the owner has none by that id. */
export async function deleteSubscriber(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(subscribers)
    .where(and(eq(subscribers.pageId, userId), eq(subscribers.id, id)))
    .returning({ id: subscribers.id });
  return removed.length > 0;
}

/** Every confirmed subscriber, oldest first, as the account's export and the CSV carry them. */
export async function allSubscribers(db: Db, userId: string): Promise<Subscriber[]> {
  const rows = await db
    .select(subscriberColumns)
    .from(subscribers)
    .where(confirmedOf(userId))
    .orderBy(subscribers.confirmedAt, subscribers.id);
  return rows.map(toSubscriber);
}

export const audienceCsvHeader = ["email", "confirmed_at"] as const;

export async function audienceCsv(db: Db, userId: string): Promise<string> {
  const rows = await allSubscribers(db, userId);
  const lines = [
    audienceCsvHeader.join(","),
    ...rows.map((row) => [csvCell(row.email), csvCell(row.confirmedAt)].join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * The hourly cleanup's part: expired confirmation links, and pending addresses left without a link (so
 * an address that never confirmed is not kept past its last link's 48 hours).
 */
export async function dropExpiredSignUps(db: Db, now: number): Promise<void> {
  await db.batch([
    db.delete(subscriberConfirmationTokens).where(lte(subscriberConfirmationTokens.expiresAt, now)),
    db.delete(subscribers).where(
      and(
        isNull(subscribers.confirmedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(subscriberConfirmationTokens)
            .where(eq(subscriberConfirmationTokens.subscriberId, subscribers.id)),
        ),
        // A row a sign-up is still giving its first link is not an abandoned one.
        lte(subscribers.createdAt, now - 60 * 60 * 1000),
      ),
    ),
  ]);
}
