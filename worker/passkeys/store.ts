// The account's passkeys in D1: list, add, rename, remove, and what a sign-in needs of one.
import { and, asc, count, eq } from "drizzle-orm";
import type { PasskeySummary } from "#contract/security";
import type { Db } from "../db/client";
import { passkeys } from "../db/schema";

export const passkeysMax = 20;
type Row = typeof passkeys.$inferSelect;

export const summaryOf = (row: Row): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
});

export async function listPasskeys(db: Db, userId: string): Promise<Row[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  return (await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get())?.n ?? 0;
}

export function findPasskey(db: Db, id: string): Promise<Row | undefined> {
  return db.select().from(passkeys).where(eq(passkeys.id, id)).get();
}

export async function addPasskey(db: Db, row: Omit<Row, "lastUsedAt" | "createdAt">): Promise<Row> {
  const [added] = await db
    .insert(passkeys)
    .values({ ...row, createdAt: Date.now(), lastUsedAt: null })
    .returning();
  if (!added) throw new Error("passkey insert returned no row");
  return added;
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<Row | undefined> {
  return db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning()
    .get();
}

export async function removePasskey(db: Db, userId: string, id: string): Promise<Row | undefined> {
  return db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning()
    .get();
}

/** A sign-in used the passkey: its signature counter and when. */
export async function notePasskeyUse(db: Db, id: string, counter: number): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: Date.now() }).where(eq(passkeys.id, id));
}
