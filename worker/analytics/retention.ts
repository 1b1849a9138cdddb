// The analytics part of the hourly cron (docs/product.md, "Analytics"): daily rows older than 30 days for free accounts
// and 365 for Pro go; visitor hashes and salts go once their day is over; today's and tomorrow's
// salts are made ahead, so the public page's background work only ever reads one.
import { and, lt, notInArray } from "drizzle-orm";
import { retentionDays } from "#contract/analytics";
import { proCondition } from "../billing/tier";
import type { Db } from "../db/client";
import {
  analyticsDaily,
  analyticsHourly,
  analyticsMessages,
  analyticsSalts,
  analyticsVisitors,
  users,
} from "../db/schema";
import { dayOffset, utcDay, utcHour } from "./days";
import { createSalts } from "./visitors";

/** Folded message ids are kept longer than a queue keeps a message (four days by default). */
const messageIdRetentionMs = 7 * 24 * 60 * 60 * 1000;
/** The admin's widest platform window is 7 days; a day more is kept. */
const hourlyRetentionHours = 8 * 24;

export async function pruneAnalytics(db: Db, now = Date.now()) {
  const today = utcDay(now);
  // Day `today - (n - 1)` is the oldest a range of n days shows.
  const freeCutoff = dayOffset(now, -(retentionDays.free - 1));
  const proCutoff = dayOffset(now, -(retentionDays.pro - 1));
  const proUsers = db.select({ id: users.id }).from(users).where(proCondition(now));
  const [beyondPro, beyondFree, visitors, salts, messageIds, hours] = await db.batch([
    db.delete(analyticsDaily).where(lt(analyticsDaily.day, proCutoff)),
    db
      .delete(analyticsDaily)
      .where(and(lt(analyticsDaily.day, freeCutoff), notInArray(analyticsDaily.userId, proUsers))),
    db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today)),
    db.delete(analyticsSalts).where(lt(analyticsSalts.day, today)),
    db.delete(analyticsMessages).where(lt(analyticsMessages.day, utcDay(now - messageIdRetentionMs))),
    db.delete(analyticsHourly).where(lt(analyticsHourly.hour, utcHour(now - hourlyRetentionHours * 60 * 60 * 1000))),
  ]);
  await createSalts(db, [today, dayOffset(now, 1)]);
  return {
    dailyRows: beyondPro.meta.changes + beyondFree.meta.changes,
    visitorHashes: visitors.meta.changes,
    salts: salts.meta.changes,
    messageIds: messageIds.meta.changes,
    hourlyRows: hours.meta.changes,
  };
}
