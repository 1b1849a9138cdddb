// The analytics part of the hourly cron (docs/product.md, "Analytics"): visitor salts go once their day is over, and
// today's and tomorrow's are made ahead, so the public page's background work only ever reads one; and
// the one-off move of what D1 held into the stores runs its share (move.ts). The figures themselves are
// kept and deleted by their stores, each with its own alarm (profile-store.ts, platform-store.ts).
import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsSalts } from "../db/schema";
import { dayOffset, utcDay } from "./days";
import { moveAnalytics } from "./move";
import { createSalts } from "./visitors";

export async function pruneAnalytics(db: Db, env: Env, now = Date.now()) {
  const today = utcDay(now);
  const salts = await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
  await createSalts(db, [today, dayOffset(now, 1)]);
  return { salts: salts.meta.changes, move: await moveAnalytics(env, now) };
}
