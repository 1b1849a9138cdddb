// The tips an owner received (docs/guides/earn.md): a page at a time, newest first, with totals per month
// (UTC) and currency over all of them; all of them as CSV (figures as Stripe's own exports write them, no
// cell a spreadsheet would run as a formula); and the rows the account's export carries. Totals count
// what the owner keeps: a tip refunded in whole or disputed leaves them, a partial refund lowers them.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { moneyFigure, type Tip, type TipsPage, type TipTotals } from "#contract/earn";
import { csvCell } from "../analytics/csv";
import type { Db } from "../db/client";
import { tips } from "../db/schema";

const tipColumns = {
  id: tips.id,
  amount: tips.amount,
  currency: tips.currency,
  fee: tips.fee,
  name: tips.name,
  message: tips.message,
  status: tips.status,
  createdAt: tips.createdAt,
};

type TipRow = { [Key in keyof typeof tipColumns]: (typeof tips.$inferSelect)[Key] };

const toTip = (row: TipRow): Tip => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

const ofOwner = (userId: string) => eq(tips.userId, userId);

/** The month a tip was paid in, as 2026-12 (UTC). */
const monthOf = sql<string>`strftime('%Y-%m', ${tips.createdAt} / 1000, 'unixepoch')`;
const kept = sql<number>`${tips.amount} - ${tips.amountRefunded}`;

function totalsQuery(db: Db, userId: string) {
  return db
    .select({
      month: monthOf,
      currency: tips.currency,
      gross: sql<number>`sum(${kept})`,
      fees: sql<number>`sum(${tips.fee})`,
    })
    .from(tips)
    .where(and(ofOwner(userId), eq(tips.status, "paid")))
    .groupBy(monthOf, tips.currency)
    .orderBy(desc(monthOf), tips.currency);
}

export async function listTips(db: Db, userId: string, page: number, pageSize: number): Promise<TipsPage> {
  const [rows, counted, totals] = await db.batch([
    db
      .select(tipColumns)
      .from(tips)
      .where(ofOwner(userId))
      .orderBy(desc(tips.createdAt), desc(tips.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(tips).where(ofOwner(userId)),
    totalsQuery(db, userId),
  ]);
  return {
    items: rows.map(toTip),
    total: counted[0]?.total ?? 0,
    page,
    pageSize,
    totals: totals.map((row): TipTotals => ({ ...row, net: row.gross - row.fees })),
  };
}

/** Every tip, oldest first, as the account's export and the CSV carry them. */
export async function allTips(db: Db, userId: string): Promise<Tip[]> {
  const rows = await db.select(tipColumns).from(tips).where(ofOwner(userId)).orderBy(tips.createdAt, tips.id);
  return rows.map(toTip);
}

export const tipsCsvHeader = ["date", "amount", "currency", "fee", "net", "name", "message", "status"] as const;

/** "1000.00": a figure a spreadsheet reads as a number, as Stripe's exports write amounts. */
const csvFigure = (amount: number) => moneyFigure(amount).replaceAll(",", "");

export async function tipsCsv(db: Db, userId: string): Promise<string> {
  const rows = await allTips(db, userId);
  const lines = [
    tipsCsvHeader.join(","),
    ...rows.map((tip) =>
      [
        tip.createdAt,
        csvFigure(tip.amount),
        tip.currency.toUpperCase(),
        csvFigure(tip.fee),
        csvFigure(tip.amount - tip.fee),
        tip.name ?? "",
        tip.message ?? "",
        tip.status,
      ]
        .map(csvCell)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
