// The analytics part of the bench (docs/performance.md, "Budgets"; docs/guides/analytics.md): how long the queue takes to fold what the
// load sent (the lag from an accepted click to its rollup), how many events per second the app took
// in, and how many D1 rows the consumer writes per 1,000 events.
import type { AdminMetrics } from "#contract/admin-types";
import { foldEvents, type QueuedEvent } from "../../worker/analytics/rollup";
import type { RoundsResult } from "./load";
import type { Row } from "./report";
import { formatMs, median } from "./stats";

/** A browser's User-Agent for the page load: requests without one are not views. */
export const browserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function platformTraffic(baseUrl: string, cookie: string): Promise<{ views: number; clicks: number }> {
  const response = await fetch(`${baseUrl}/api/admin/metrics`, { headers: { cookie } });
  const metrics = (await response.json()) as AdminMetrics;
  const day = metrics.traffic.find((t) => t.window === "24h");
  return { views: day?.views ?? 0, clicks: day?.clicks ?? 0 };
}

/** Waits until the consumer has folded at least this many views and clicks; the seconds it took. */
export async function waitForFold(
  baseUrl: string,
  cookie: string,
  expected: { views: number; clicks: number },
  timeoutMs = 90_000,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const seen = await platformTraffic(baseUrl, cookie);
    if (seen.views >= expected.views && seen.clicks >= expected.clicks) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs) {
      throw new Error(
        `analytics not folded after ${timeoutMs} ms: ${JSON.stringify(seen)} of ${JSON.stringify(expected)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One click at a time on a quiet queue: milliseconds from its 204 to the admin metrics counting it. */
export async function measureLag(
  baseUrl: string,
  cookie: string,
  username: string,
  samples: number,
): Promise<number[]> {
  const lags: number[] = [];
  for (let i = 0; i < samples; i++) {
    const before = await platformTraffic(baseUrl, cookie);
    const sent = await fetch(`${baseUrl}/api/click`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: baseUrl,
        "user-agent": browserAgent,
        "cf-connecting-ip": `10.200.0.${i + 1}`,
      },
      body: JSON.stringify({ username, linkIndex: 0 }),
    });
    const started = performance.now();
    if (sent.status !== 204) throw new Error(`lag probe click answered ${sent.status}`);
    await waitForFold(baseUrl, cookie, { views: before.views, clicks: before.clicks + 1 }, 60_000);
    lags.push(performance.now() - started);
  }
  return lags;
}

/**
 * Events per queue message over the whole run: every event folded (the rollups' totals, all profiles)
 * over the ledger's message ids. Isolates pool the events of concurrent requests (events.ts).
 */
export async function eventsPerMessage(db: D1Database): Promise<number> {
  const events = await db
    .prepare(
      "select coalesce(sum(count), 0) as n from analytics_daily where dimension = 'total' and metric in ('views', 'clicks')",
    )
    .first<{ n: number }>();
  const messages = await db.prepare("select count(*) as n from analytics_messages").first<{ n: number }>();
  return messages?.n ? (events?.n ?? 0) / messages.n : 1;
}

/**
 * The consumer's own fold of 1,000 events shaped like a busy page's traffic (half views from distinct
 * visitors, half clicks over 10 links, 5 sources, 3 devices, 8 countries), pooled `perMessage` to a
 * message as the load's were and delivered in batches of 100 messages as the queue does, on the bench's
 * D1. D1's own rows_written, in all and for the rollups alone.
 */
export async function rowsPerThousandEvents(
  db: D1Database,
  userId: string,
  perMessage: number,
): Promise<{ all: number; rollups: number; perMessage: number }> {
  const { results } = await db
    .prepare("select id from links where user_id = ? order by position")
    .bind(userId)
    .all<{ id: string }>();
  const linkIds = results.map((r) => r.id);
  const sources = ["instagram", "tiktok", "direct", "x", "example.org"];
  const devices = ["mobile", "tablet", "desktop"];
  const countries = ["DE", "US", "FR", "GB", "NL", "ES", "IT", "XX"];
  const now = Date.now();
  const events = Array.from({ length: 1000 }, (_, i) => {
    const base = {
      userId,
      at: now,
      source: sources[i % sources.length],
      country: countries[i % countries.length],
      device: devices[i % devices.length],
    };
    const body =
      i % 2 === 0
        ? { kind: "view", ...base, visitor: `bench${i.toString(16).padStart(59, "0")}` }
        : { kind: "click", ...base, linkId: linkIds[i % linkIds.length] };
    return body;
  });
  const size = Math.max(1, Math.round(perMessage));
  const messages: QueuedEvent[] = [];
  for (let i = 0; i < events.length; i += size) {
    messages.push({
      id: `bench-rows-${now}-${i}`,
      timestamp: new Date(now),
      body: { events: events.slice(i, i + size) },
    });
  }
  let all = 0;
  let ledger = 0;
  for (let i = 0; i < messages.length; i += 100) {
    const result = await foldEvents(db, messages.slice(i, i + 100));
    all += result.rowsWritten;
    ledger += result.ledgerRowsWritten;
  }
  return { all, rollups: all - ledger, perMessage: size };
}

export type AnalyticsMeasurements = {
  clicks: RoundsResult;
  /** The static file's rounds, alternating with the clicks'. */
  staticFile: RoundsResult;
  pageViewsPerSecond: number;
  lagsMs: number[];
  drainSeconds: number;
  rows: { all: number; rollups: number; perMessage: number };
  /** Measured over the run's own traffic. */
  eventsPerMessage: number;
};

/** "a ms vs b ms (r×)", or null when either side was not measured. */
function cpuComparison(mine: number | null, theirs: number | null): { text: string; ratio: number } | null {
  if (mine === null || theirs === null) return null;
  const ratio = mine / theirs;
  return { text: `${formatMs(mine)} ms vs ${formatMs(theirs)} ms (${ratio.toFixed(2)}×)`, ratio };
}

export function analyticsRows(m: AnalyticsMeasurements): Row[] {
  // Judged in the Workers runtime, the CPU that runs in production; the local front line's share is
  // reported beside it (server-cpu.ts, and the decision on the click's CPU budget).
  const runtime = cpuComparison(m.clicks.runtimeCpuMsPerRequest, m.staticFile.runtimeCpuMsPerRequest);
  const whole = cpuComparison(m.clicks.cpuMsPerRequest, m.staticFile.cpuMsPerRequest);
  return [
    {
      measure: "POST /api/click server CPU ÷ static file's",
      value:
        runtime && whole
          ? `${runtime.text} in the Workers runtime, the consumer's fold included, in rounds alternating with the static file's; with vite preview's local proxy in front, ${whole.text}`
          : "not measured (no /proc)",
      budget: "≤ 1.00× (runtime)",
      pass: runtime ? runtime.ratio <= 1 : null,
    },
    {
      measure: "analytics events accepted",
      value: `${Math.round(m.clicks.rps).toLocaleString("en-US")} clicks/s; ${Math.round(m.pageViewsPerSecond).toLocaleString("en-US")} page views/s queued during the page rounds; ${m.eventsPerMessage.toFixed(1)} events per queue message over the run`,
      budget: "reported",
      pass: null,
    },
    {
      measure: "D1 rows written per 1,000 events",
      value: `${m.rows.all.toLocaleString("en-US")} in all: ${m.rows.rollups.toLocaleString("en-US")} rollup, visitor and link rows, ${(m.rows.all - m.rows.rollups).toLocaleString("en-US")} for the message-id ledger (${m.rows.perMessage} events a message, 100 messages a batch)`,
      budget: "reported",
      pass: null,
    },
    {
      measure: "lag from event to rollup",
      value: `median ${formatMs(median(m.lagsMs))} ms, max ${formatMs(Math.max(...m.lagsMs))} ms over ${m.lagsMs.length} clicks on a quiet queue; each round's backlog folded within ${m.drainSeconds.toFixed(1)} s of its last answer (it first waits out the queue's 2 s batch window)`,
      budget: "≤ 60 s",
      pass: Math.max(...m.lagsMs) <= 60_000,
    },
  ];
}
