// Load generation with autocannon: one run against one target, and rounds that alternate between
// targets so that whatever else the machine is doing falls on all of them alike.
import autocannon from "autocannon";
import type { CpuMs } from "./server-cpu";
import { median, percentile } from "./stats";

export type Target = {
  name: string;
  path: string;
  method?: "GET" | "POST" | "HEAD";
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request before it is sent (e.g. a new client address). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  /**
   * Runs after the last answer and inside the run's CPU window: the work a request leaves behind (a
   * queued event's fold) is part of what it costs. Answers per second stop at the last answer.
   */
  settle?: () => Promise<void>;
};

export type RunResult = {
  /** Answers per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers with a 2xx status; the rest are counted in `other` (including connection errors). */
  ok: number;
  other: number;
  /** Answers by status code. */
  statuses: Record<number, number>;
  /** CPU milliseconds the whole local server spent per answer, when a cpuMs probe was given. */
  cpuMsPerRequest: number | null;
  /** The part of it spent in the Workers runtime (server-cpu.ts). */
  runtimeCpuMsPerRequest: number | null;
};

export type Load = {
  connections: number;
  /** The server's CPU time so far, in ms (see server-cpu.ts); null where it cannot be read. */
  cpuMs?: () => CpuMs | null;
} & ({ seconds: number } | { amount: number });

/**
 * One autocannon run. Latencies are taken from each response's own timing (autocannon's histogram
 * rounds to whole milliseconds, too coarse for answers well under one).
 */
export async function run(baseUrl: string, target: Target, load: Load): Promise<RunResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const cpuBefore = load.cpuMs?.() ?? null;
  const started = performance.now();
  const options: autocannon.Options = {
    url: baseUrl,
    connections: load.connections,
    ...("seconds" in load ? { duration: load.seconds } : { amount: load.amount }),
    // A request that times out may still be served; a long timeout keeps counts exact.
    timeout: 30,
    // Only the fields a target sets: autocannon takes an undefined field as an override.
    requests: [
      Object.fromEntries(
        Object.entries({
          method: target.method ?? "GET",
          path: target.path,
          headers: target.headers,
          body: target.body,
          setupRequest: target.setupRequest,
        }).filter(([, value]) => value !== undefined),
      ) as autocannon.Request,
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  await target.settle?.();
  const cpuAfter = load.cpuMs?.() ?? null;
  const ok = result["2xx"];
  const answers = ok + result.non2xx;
  const perAnswer = (part: keyof CpuMs) =>
    cpuBefore !== null && cpuAfter !== null && answers > 0 ? (cpuAfter[part] - cpuBefore[part]) / answers : null;
  return {
    rps: answers / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok,
    other: result.non2xx + result.errors,
    statuses,
    cpuMsPerRequest: perAnswer("total"),
    runtimeCpuMsPerRequest: perAnswer("runtime"),
  };
}

export type RoundsResult = RunResult & { rounds: RunResult[] };

/**
 * `rounds` rounds; in each, every target runs once, the starting target moving one place per round.
 * Each figure is the median over the rounds; `ok` and `other` are totals.
 */
export async function alternatingRounds(
  baseUrl: string,
  targets: Target[],
  load: Load,
  rounds: number,
): Promise<Map<string, RoundsResult>> {
  const runs = new Map<string, RunResult[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(round + i) % targets.length] as Target;
      runs.get(target.name)?.push(await run(baseUrl, target, load));
    }
  }
  const results = new Map<string, RoundsResult>();
  for (const [name, list] of runs) {
    const cpuMedian = (pick: (r: RunResult) => number | null) => {
      const values = list.map(pick);
      return values.some((value) => value === null) ? null : median(values as number[]);
    };
    results.set(name, {
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      cpuMsPerRequest: cpuMedian((r) => r.cpuMsPerRequest),
      runtimeCpuMsPerRequest: cpuMedian((r) => r.runtimeCpuMsPerRequest),
      ok: list.reduce((sum, r) => sum + r.ok, 0),
      other: list.reduce((sum, r) => sum + r.other, 0),
      statuses: {},
      rounds: list,
    });
  }
  return results;
}
