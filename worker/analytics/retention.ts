// The analytics part of the hourly cron (docs/product.md, "Analytics"): visitor salts go once their day is over, and
// today's and tomorrow's are made ahead, so the public page's background work only ever reads one. The
// figures themselves are kept and deleted by their stores, each with its own alarm (profile-store.ts,
// platform-store.ts).
import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsSalts } from "../db/schema";
import { dayOffset, utcDay } from "./days";
import { createSalts } from "./visitors";

export async function pruneAnalytics(db: Db, now = Date.now()) {
  const today = utcDay(now);
  const salts = await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
  await createSalts(db, [today, dayOffset(now, 1)]);
  return { salts: salts.meta.changes };
}
