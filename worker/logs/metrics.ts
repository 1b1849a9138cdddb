// The admin metrics (docs/architecture.md, "Errors, validation and observability"): over the last hour, day and week, the number of API requests, their
// status classes, latency percentiles, error reports and e-mails given up on. Two grouped queries
// over the week: SQLite returns one row per (window, status class, duration in whole ms), so the answer
// grows with the spread of durations rather than with traffic, and the percentiles are read off that
// histogram exactly. Computed columns are named, as D1 answers batched rows keyed by column name.
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { AdminMetrics, MetricsWindow, StatusClass } from "#contract/admin-types";
import type { Db } from "../db/client";
import { logs } from "../db/schema";

const hourMs = 60 * 60 * 1000;
const windows = [
  { window: "1h", ms: hourMs },
  { window: "24h", ms: 24 * hourMs },
  { window: "7d", ms: 7 * 24 * hourMs },
] as const;
const statusClasses: readonly StatusClass[] = ["2xx", "3xx", "4xx", "5xx"];

/** The narrowest window a row falls in (0 = last hour); each window also counts the narrower ones. */
function windowIndex(now: number) {
  const [hour, day] = windows;
  return sql<number>`case when ${logs.createdAt} >= ${now - hour.ms} then 0 when ${logs.createdAt} >= ${now - day.ms} then 1 else 2 end`.as(
    "bucket",
  );
}

/** Nearest-rank percentile of a histogram sorted by value; null when it is empty. */
export function percentile(histogram: [value: number, count: number][], total: number, p: number): number | null {
  if (total === 0) return null;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const [value, n] of histogram) {
    seen += n;
    if (seen >= rank) return value;
  }
  return histogram.at(-1)?.[0] ?? null;
}

export async function adminMetrics(db: Db, now = Date.now()): Promise<Omit<AdminMetrics, "traffic" | "customDomains">> {
  const since = now - windows[2].ms;
  const bucket = windowIndex(now);
  const [requestRows, errorRows] = await db.batch([
    db
      .select({
        bucket,
        statusClass: sql<number>`${logs.status} / 100`.as("status_class"),
        durationMs: sql<number>`ifnull(${logs.durationMs}, 0)`.as("duration"),
        n: count(),
      })
      .from(logs)
      .where(and(eq(logs.kind, "request"), gte(logs.createdAt, since)))
      .groupBy(sql`1`, sql`2`, sql`3`),
    db
      .select({ bucket, fromQueue: sql<number>`ifnull(${logs.path}, '') like 'queue:%'`.as("from_queue"), n: count() })
      .from(logs)
      .where(and(eq(logs.kind, "error"), gte(logs.createdAt, since)))
      .groupBy(sql`1`, sql`2`),
  ]);

  return {
    generatedAt: new Date(now).toISOString(),
    windows: windows.map(({ window }, index): MetricsWindow => {
      const inWindow = <T extends { bucket: number }>(rows: T[]) => rows.filter((row) => row.bucket <= index);
      const requests = inWindow(requestRows);
      const byStatusClass = Object.fromEntries(statusClasses.map((name) => [name, 0])) as Record<StatusClass, number>;
      const durations = new Map<number, number>();
      let total = 0;
      for (const row of requests) {
        total += row.n;
        const name = `${row.statusClass}xx` as StatusClass;
        if (name in byStatusClass) byStatusClass[name] += row.n;
        durations.set(row.durationMs, (durations.get(row.durationMs) ?? 0) + row.n);
      }
      const histogram = [...durations].sort(([a], [b]) => a - b);
      const errors = inWindow(errorRows);
      return {
        window,
        requests: total,
        byStatusClass,
        latencyMs: {
          p50: percentile(histogram, total, 50),
          p95: percentile(histogram, total, 95),
          p99: percentile(histogram, total, 99),
        },
        errors: errors.reduce((sum, row) => sum + row.n, 0),
        emailFailures: errors.filter((row) => row.fromQueue).reduce((sum, row) => sum + row.n, 0),
      };
    }),
  };
}
