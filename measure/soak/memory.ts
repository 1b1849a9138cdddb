// The worker's memory during the soak: the resident set of the workerd process that `vite preview`
// started, found by walking the process tree under the preview's PID in /proc, sampled on a timer
// once the runtime's own warm-up is behind it.
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";

/** pid → parent pid for every process we may read. */
function parents(): Map<number, { ppid: number; name: string }> {
  const table = new Map<number, { ppid: number; name: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (name) state ppid …" — the name may hold spaces and parentheses, so cut at the last ")".
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const ppid = Number(stat.slice(close + 2).split(" ")[1]);
      table.set(Number(entry), { ppid, name });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/** The workerd process among the descendants of `rootPid`, if it is running yet. */
export function findWorkerd(rootPid: number): number | undefined {
  const table = parents();
  const descendants = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { ppid }] of table) {
      if (descendants.has(ppid) && !descendants.has(pid)) {
        descendants.add(pid);
        grew = true;
      }
    }
  }
  return [...descendants].find((pid) => table.get(pid)?.name === "workerd");
}

export function rssMegabytes(pid: number): number | undefined {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export type RssSummary = {
  pid: number;
  samples: number;
  firstMb: number;
  /** The first sample once the warm-up is over: the baseline that growth is measured from. */
  warmMb: number;
  lastMb: number;
  maxMb: number;
  /** Every sample, in whole MB, to see the shape of the curve. */
  series: number[];
};

/**
 * Samples the RSS every `everyMs` until `stop()` is called. The first samples are taken while the
 * worker is still warming up (code compiled, SQLite's page cache filled, the allocator's arenas
 * sized by the peak of concurrent password hashes), so growth is counted from the first sample after
 * `warmupMs`: memory that keeps growing after that is what a leak looks like.
 */
export function sampleRss(pid: number, everyMs: number, warmupMs: number) {
  const started = Date.now();
  const samples: { at: number; mb: number }[] = [];
  const take = () => {
    const mb = rssMegabytes(pid);
    if (mb !== undefined) samples.push({ at: Date.now() - started, mb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop(): RssSummary {
      clearInterval(timer);
      take();
      const values = samples.map((sample) => sample.mb);
      return {
        pid,
        samples: samples.length,
        firstMb: values[0] ?? Number.NaN,
        warmMb: samples.find((sample) => sample.at >= warmupMs)?.mb ?? Number.NaN,
        lastMb: values.at(-1) ?? Number.NaN,
        maxMb: Math.max(...values),
        series: values.map(Math.round),
      };
    },
  };
}

/**
 * The local runtime grows by itself over its first tens of thousands of requests, whatever the worker
 * does: a bare Miniflare worker answering "ok" went from 49 to ~430 MB over its first 32,000 requests,
 * then ~2 KB per request (docs/reliability.md). Sending that many requests for a static file first
 * (answered by the asset server, no LinkNest code) takes the runtime past it, so the soak's memory
 * figures are about the app.
 */
export async function warmUpRuntime(baseUrl: string, requests: number): Promise<void> {
  const result = await autocannon({ url: `${baseUrl}/favicon.svg`, connections: 8, amount: requests, timeout: 30 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`warm-up: ${result.non2xx} non-2xx, ${result.errors} errors`);
}
