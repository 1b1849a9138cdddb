// POST /api/click under load, beside the static file, then the count check: every click the API accepted
// must be stored. Each request comes from a new client address, so the per-IP rate limit is not what is
// measured.

import { alternatingRounds, type Load, type RoundsResult, type Target } from "./load";
import { staticFile } from "./public-path";
import type { Row } from "./report";
import { formatMs } from "./stats";

let clientCounter = 0;
function nextClientIp(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export function clickTarget(baseUrl: string, username: string, linkCount: number): Target & { sent: () => number } {
  let clicks = 0;
  return {
    sent: () => clicks,
    name: "click",
    method: "POST",
    path: "/api/click",
    setupRequest: (request) => {
      clicks += 1;
      return {
        ...request,
        headers: {
          ...request.headers,
          "content-type": "application/json",
          origin: baseUrl,
          "cf-connecting-ip": nextClientIp(),
        },
        body: JSON.stringify({ username, linkIndex: clicks % linkCount }),
      };
    },
  };
}

/** A click's queued event waits out the isolate's pool and the queue's batch window (wrangler.toml). */
const foldWindowMs = 2_500;

/**
 * Rounds of clicks alternating with rounds of the static file, the same number of requests each, so
 * the two CPU figures share whatever the machine is doing. A click's cost includes the consumer's fold
 * of its event: every round, click or static, ends inside its CPU window with the fold window and a
 * wait until the clicks sent so far are folded (`folded`), which after a static round is one check.
 */
export async function measureClicks(
  baseUrl: string,
  username: string,
  linkCount: number,
  load: Load & { amount: number },
  rounds: number,
  folded: (clicks: number) => Promise<void>,
): Promise<{ click: RoundsResult; staticFile: RoundsResult; drainSeconds: number }> {
  const click = clickTarget(baseUrl, username, linkCount);
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, foldWindowMs));
    await folded(click.sent());
  };
  /** The longest a click round's backlog took to be folded after its last answer. */
  let drainSeconds = 0;
  const settleClicks = async () => {
    const started = performance.now();
    await settle();
    drainSeconds = Math.max(drainSeconds, (performance.now() - started) / 1000);
  };
  // A fixed number of requests per round, each awaited: no answer is cut off when a run ends, so the
  // accepted count is exact.
  const results = await alternatingRounds(
    baseUrl,
    [
      { ...click, settle: settleClicks },
      { name: "static", path: staticFile.path, settle },
    ],
    load,
    rounds,
  );
  return {
    click: results.get("click") as RoundsResult,
    staticFile: results.get("static") as RoundsResult,
    drainSeconds,
  };
}

/** The lifetime clicks of the signed-in owner's links, as GET /api/profile answers them. */
export async function storedClicks(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/profile`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/profile answered ${response.status}`);
  const profile = (await response.json()) as { links: { clicks: number }[] };
  return profile.links.reduce((n, link) => n + link.clicks, 0);
}

/** "a ms vs b ms (r×)", or null when either side was not measured. */
function cpuComparison(mine: number | null, theirs: number | null): { text: string; ratio: number } | null {
  if (mine === null || theirs === null) return null;
  const ratio = mine / theirs;
  return { text: `${formatMs(mine)} ms vs ${formatMs(theirs)} ms (${ratio.toFixed(2)}×)`, ratio };
}

/** A click's server CPU against the static file's, in rounds that alternate (docs/performance.md, "Budgets"). */
export function clickCpuRow(clicks: RoundsResult, staticFile: RoundsResult): Row {
  // Judged in the Workers runtime, the CPU that runs in production; the local front line's share is
  // reported beside it (server-cpu.ts, and the decision on the click's CPU budget).
  const runtime = cpuComparison(clicks.runtimeCpuMsPerRequest, staticFile.runtimeCpuMsPerRequest);
  const whole = cpuComparison(clicks.cpuMsPerRequest, staticFile.cpuMsPerRequest);
  return {
    measure: "POST /api/click server CPU ÷ static file's",
    value:
      runtime && whole
        ? `${runtime.text} in the Workers runtime, the consumer's fold included, in rounds alternating with the static file's; with vite preview's local proxy in front, ${whole.text}`
        : "not measured (no /proc)",
    budget: "≤ 1.00× (runtime)",
    pass: runtime ? runtime.ratio <= 1 : null,
  };
}
