// The main thread's work while a signed-in screen loads, measured so that a shared machine's noise
// mostly cancels out (docs/performance.md, "Where a screen's time goes"): Chromium at a 4× CPU slowdown
// (CDP `Emulation.setCPUThrottlingRate`), a fresh browser profile holding only the session cookie, as
// Lighthouse opens the screen, and for the first 5 s after navigation the long tasks (a
// PerformanceObserver 'longtask') and a JS CPU profile (`Profiler.start`/`stop`). The screens alternate
// run by run and each figure is the median over the runs. With a build made with source maps
// (`vite build --sourcemap`), self time is attributed to source modules, otherwise to the built files.
//
//   npx tsx measure/bench/main-thread.ts --url http://127.0.0.1:8791 --runs 7 [--json out.json] [--tasks]
//
// `--tasks` prints each run's stretches of work over 50 ms (no idle sample between) with the modules
// that ran in them, to see which long task a module's time falls in.
//
// It signs in through the API as the seeded demo owner and the seeded admin (scripts/seed.ts), so it runs
// against `scripts/e2e-server.ts` or `npm run preview` after `npm run seed`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright";
import { SourceMapConsumer } from "source-map-js";
import { clientDir } from "../../scripts/lib/built-app";
import { seedAccounts } from "../../scripts/seed";
import { adminSession } from "./admin-queries";
import { median } from "./stats";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:8791" },
    runs: { type: "string", default: "5" },
    json: { type: "string" },
    top: { type: "string", default: "15" },
    tasks: { type: "boolean", default: false },
  },
});
const baseUrl = args.url as string;
const windowMs = 5_000;
const cpuSlowdown = 4;

type ProfileNode = {
  id: number;
  children?: number[];
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
type Run = {
  longTaskMs: number;
  overFiftyMs: number;
  longTasks: number;
  selfMsByModule: Record<string, number>;
  totalMsByModule: Record<string, number>;
};

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const file = resolve(clientDir, `${new URL(url).pathname.replace(/^\//, "")}.map`);
    consumers.set(url, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : null);
  }
  return consumers.get(url) ?? null;
}

/** A frame's module: its package under node_modules, its source file in the app, or the built file. */
function moduleOf(frame: ProfileNode["callFrame"]): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, "")})` : "(native)";
  if (!frame.url.startsWith(baseUrl)) return frame.url;
  const consumer = consumerFor(frame.url);
  const built = new URL(frame.url).pathname;
  if (!consumer) return built;
  const source = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return built;
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (inPackage) return `${inPackage[1]}/${(inPackage[2] as string).replace(/^(cjs|dist|esm|build)\//, "")}`;
  return source.replace(/^(\.\.\/)+/, "");
}

function selfTimeByModule(profile: CpuProfile): Record<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals: Record<string, number> = {};
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const name = moduleOf(node.callFrame);
    if (name === "(idle)") return;
    totals[name] = (totals[name] ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return totals;
}

/**
 * The time spent in a module and in what it called, counted where the stack enters the module: a
 * component's total holds its hooks and the libraries it calls, but not React's work around it.
 */
function totalTimeByModule(profile: CpuProfile): Record<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const totals: Record<string, number> = {};
  const visit = (id: number, openModules: Set<string>): number => {
    const node = byId.get(id);
    if (!node) return 0;
    const name = moduleOf(node.callFrame);
    const entered = !openModules.has(name);
    const inside = entered ? new Set([...openModules, name]) : openModules;
    let ms = name === "(idle)" ? 0 : (selfMs.get(id) ?? 0);
    for (const child of node.children ?? []) ms += visit(child, inside);
    if (entered) totals[name] = (totals[name] ?? 0) + ms;
    return ms;
  };
  const root = profile.nodes[0];
  if (root) visit(root.id, new Set());
  return totals;
}

/** Stretches of the profile without an idle sample, longer than 50 ms: the long tasks, with what ran in them. */
function busyStretches(profile: CpuProfile): { ms: number; atMs: number; modules: [string, number][] }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stretches: { ms: number; atMs: number; modules: [string, number][] }[] = [];
  let at = 0;
  let current: { ms: number; atMs: number; byModule: Record<string, number> } | null = null;
  const close = () => {
    if (current && current.ms > 50)
      stretches.push({
        ms: Math.round(current.ms),
        atMs: Math.round(current.atMs),
        modules: Object.entries(current.byModule)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, ms]) => [name, Math.round(ms)]),
      });
    current = null;
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const node = byId.get(id);
    const name = node ? moduleOf(node.callFrame) : "?";
    if (name === "(idle)") {
      close();
      return;
    }
    current ??= { ms: 0, atMs: at, byModule: {} };
    current.ms += ms;
    current.byModule[name] = (current.byModule[name] ?? 0) + ms;
  });
  close();
  return stretches;
}

async function measure(path: string, cookie: string): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    // Runs in the page before its own scripts (as text: this project's types hold no DOM).
    await context.addInitScript({
      content: `window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
        }).observe({ type: "longtask", buffered: true });`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    const started = Date.now();
    await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
    await page.waitForTimeout(Math.max(0, windowMs - (Date.now() - started)));
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
    if (args.tasks)
      for (const stretch of busyStretches(profile))
        console.log(path, stretch.atMs, stretch.ms, stretch.modules.map(([n, ms]) => `${n} ${ms}`).join(" | "));
    const tasks = (await page.evaluate("window.__longTasks")) as number[];
    return {
      longTaskMs: tasks.reduce((sum, ms) => sum + ms, 0),
      overFiftyMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longTasks: tasks.length,
      selfMsByModule: selfTimeByModule(profile),
      totalMsByModule: totalTimeByModule(profile),
    };
  } finally {
    await browser.close();
  }
}

/** Each module's median over the runs, largest first. */
function medianByModule(runs: Record<string, number>[]): Record<string, number> {
  const modules = new Set(runs.flatMap((run) => Object.keys(run)));
  return Object.fromEntries(
    [...modules]
      .map((name) => [name, Math.round(median(runs.map((run) => run[name] ?? 0)))] as const)
      .sort((a, b) => b[1] - a[1]),
  );
}

function summarise(runs: Run[]) {
  const scriptMs = runs.map((run) =>
    Object.entries(run.selfMsByModule)
      .filter(([name]) => !name.startsWith("("))
      .reduce((sum, [, ms]) => sum + ms, 0),
  );
  return {
    runs: runs.length,
    longTaskMs: Math.round(median(runs.map((run) => run.longTaskMs))),
    overFiftyMs: Math.round(median(runs.map((run) => run.overFiftyMs))),
    longTasks: median(runs.map((run) => run.longTasks)),
    scriptSelfMs: Math.round(median(scriptMs)),
    selfMs: medianByModule(runs.map((run) => run.selfMsByModule)),
    appTotalMs: Object.fromEntries(
      Object.entries(medianByModule(runs.map((run) => run.totalMsByModule))).filter(([name]) =>
        /^(web|contract)\//.test(name),
      ),
    ),
  };
}

const member = await adminSession(baseUrl, seedAccounts.demo.username, seedAccounts.demo.password);
const admin = await adminSession(baseUrl, seedAccounts.admin.username, seedAccounts.admin.password);
const screens = [
  { path: "/dashboard", cookie: member },
  { path: "/admin", cookie: admin },
];
// The host's load before and after, printed and written with the figures: on a shared machine it says how far to trust them.
const loadBefore = loadavg()[0] as number;
const results: Record<string, Run[]> = Object.fromEntries(screens.map((screen) => [screen.path, []]));
for (let i = 0; i < Number(args.runs); i++) {
  for (const screen of screens) results[screen.path]?.push(await measure(screen.path, screen.cookie));
}
const summary = Object.fromEntries(Object.entries(results).map(([path, runs]) => [path, summarise(runs)]));
for (const [path, figures] of Object.entries(summary)) {
  console.log(
    `${path}: long tasks ${figures.longTaskMs} ms (${figures.longTasks}), over 50 ms ${figures.overFiftyMs} ms, script self time ${figures.scriptSelfMs} ms`,
  );
  console.log("  self time by module:");
  for (const [name, ms] of Object.entries(figures.selfMs).slice(0, Number(args.top)))
    console.log(`    ${ms} ms  ${name}`);
  console.log("  the app's modules, with what they call:");
  for (const [name, ms] of Object.entries(figures.appTotalMs).slice(0, Number(args.top)))
    console.log(`    ${ms} ms  ${name}`);
}
const loadAverage = { before: loadBefore, after: loadavg()[0] as number };
console.log(`load average (1 min) ${loadAverage.before.toFixed(1)} before, ${loadAverage.after.toFixed(1)} after`);
if (args.json) {
  const run = { kind: "main-thread", date: new Date().toISOString(), cpuSlowdown, windowMs, loadAverage, summary };
  writeFileSync(args.json, `${JSON.stringify(run, null, 2)}\n`);
}
