// The one-off move of the analytics the shared D1 held (analytics_daily, analytics_hourly) into the
// stores, on a live deployment (docs/decisions/031, README "Deploy"). The hourly cron runs it: the first
// run after the deploy only notes the time; from a run at least `moveSettleMs` later, when no consumer
// of the previous version can still be writing those tables, each run moves profiles for up to
// `moveRunMs`: a profile's store takes in its D1 rows once (profile-store.ts moveIn), the platform's
// store its recent views, and the rows leave D1. So a run repeated after a failure moves nothing twice,
// and one cut short is taken up by the next. When no profile is left, the hourly counts move and the move
// is marked finished, which lets migration 0011 drop the tables. Until then readers add what D1 still
// holds (legacy.ts).
import { dayOffset } from "./days";
import { legacyHours, legacyInUse, legacyRows } from "./legacy";
import { platformShardOf, platformStore, profileStore } from "./stores";

/** Longer than any consumer invocation of the version before the deploy can still run. */
export const moveSettleMs = 10 * 60 * 1000;
/** A cron run's share of the move; the cron's own limit is 15 minutes. */
export const moveRunMs = 5 * 60 * 1000;
/** Profiles moved side by side, a slice. */
const profilesPerSlice = 20;

export type MoveReport = {
  state: "finished" | "started" | "settling" | "moving";
  profilesMoved: number;
};

async function moveProfile(env: Env, userId: string, now: number): Promise<void> {
  const rows = await legacyRows(env.DB, userId);
  const moved = await profileStore(env, userId).moveIn(userId, rows);
  // The admin's most viewed profiles read the last 8 days.
  const recent = dayOffset(now, -7);
  const views = moved.views.filter((v) => v.day >= recent).map((v) => ({ userId, ...v }));
  if (views.length > 0) await platformStore(env, platformShardOf(userId)).reportDayViews(views);
  await env.DB.prepare("delete from analytics_daily where user_id = ?").bind(userId).run();
}

/** One cron run's share; at least one slice of profiles, then more while `runMs` lasts. */
export async function moveAnalytics(
  env: Env,
  now = Date.now(),
  { runMs = moveRunMs, slice = profilesPerSlice }: { runMs?: number; slice?: number } = {},
): Promise<MoveReport> {
  const db = env.DB;
  if (!(await legacyInUse(db))) return { state: "finished", profilesMoved: 0 };
  const move = await db
    .prepare("select started_at from analytics_move where id = 1")
    .first<{ started_at: number | null }>();
  if (!move) {
    await db
      .prepare("insert into analytics_move (id, started_at) values (1, ?) on conflict do nothing")
      .bind(now)
      .run();
    return { state: "started", profilesMoved: 0 };
  }
  if (move.started_at === null || now - move.started_at < moveSettleMs) return { state: "settling", profilesMoved: 0 };

  const until = Date.now() + runMs;
  let profilesMoved = 0;
  do {
    const { results } = await db
      .prepare("select distinct user_id from analytics_daily order by user_id limit ?")
      .bind(slice)
      .all<{ user_id: string }>();
    if (results.length === 0) {
      await platformStore(env, 0).moveInHours(await legacyHours(db, ""));
      await db.prepare("update analytics_move set finished_at = ? where id = 1").bind(now).run();
      return { state: "finished", profilesMoved };
    }
    await Promise.all(results.map((row) => moveProfile(env, row.user_id, now)));
    profilesMoved += results.length;
  } while (Date.now() < until);
  return { state: "moving", profilesMoved };
}
