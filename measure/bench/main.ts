// `npm run bench [-- --label NAME] [-- --only analytics|screens]`: builds the app, serves the build with
// `vite preview` on a fresh local state of its own, seeds it, measures the budgets of docs/performance.md
// side by side, prints a markdown table and Lighthouse's table of the screens, and writes the run's
// figures to measure/results/{date}-bench-{label}.json (results-file.ts). `--only analytics` measures the analytics part alone
// (analytics.ts), without the page, the clicks, the admin queries or Lighthouse; `--only screens` the
// build's files and the screens in Lighthouse alone, with no load beside them. Bounded to twenty-five
// minutes (ten screens, three Lighthouse runs each).
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildApp, freshLocalState, startPreview, writePreviewVars } from "../../scripts/lib/built-app";
import { localCloudflareFake } from "../../scripts/lib/development-vars";
import { withLocalEnv } from "../../scripts/lib/local-state";
import { exited, freePort, stop, waitForHttp } from "../../scripts/lib/processes";
import { adminSession, explainShapes, timeD1Shapes, timeHttpShapes } from "./admin-queries";
import {
  allAnalyticsProfiles,
  analyticsProfiles,
  analyticsRows,
  countD1Writes,
  d1RowsWritten,
  FoldedBatches,
  measureLag,
  seedAnalyticsProfiles,
  spreadLoad,
  waitForFold,
} from "./analytics";
import { measureBundles } from "./bundle-sizes";
import { clickCpuRow, measureClicks, storedClicks } from "./clicks";
import { benchScreens, lighthouseRows, lighthouseTable, measureScreensCompressed } from "./lighthouse";
import { checkStaticTwin, fetchPage, measurePublicPath, staticFile, writeStaticTwin } from "./public-path";
import { markdownTable } from "./report";
import { type BenchRun, writeRunResults } from "./results-file";
import { buildRows, bundleRows, loadDescription } from "./rows";
import { benchAdmin, benchProfile, seedBench } from "./seed-bench";
import { type CpuMs, processGroupCpuMs } from "./server-cpu";

const { values: args } = parseArgs({
  options: {
    label: { type: "string" },
    // For iterating on the harness itself; a recorded run always builds.
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const parts = ["analytics", "screens"] as const;
const only = parts.find((part) => part === args.only);
if (args.only !== undefined && only === undefined) throw new Error(`--only takes one part: ${parts.join(" or ")}`);
const label = args.label ?? (only ? `${only}-latest` : "latest");

const settings = {
  connections: 8,
  /** Page, static twin and profile JSON: rounds × seconds each, alternating. Many short rounds give
   * the median something to work with on a busy machine. */
  rounds: 8,
  seconds: 2,
  clickRounds: 5,
  clicksPerRound: 1000,
  /** Page views and clicks spread over the 10,000 profiles (analytics.ts). */
  analyticsSeconds: 30,
  /** Timed runs of each admin query shape, through D1 and through HTTP: enough that a p95 is the
   * 57th of 60 answers, not decided by the one or two a busy machine delays. */
  adminIterations: 60,
};

const startedAt = Date.now();
const deadlineMs = 25 * 60_000;
process.env.LN_STATE_DIR ??= ".wrangler/bench-state";

let preview: ReturnType<typeof startPreview> | undefined;
const watchdog = setTimeout(() => {
  console.error("bench: over twenty-five minutes; stopping");
  if (preview) stop(preview);
  rmSync(staticFile.file, { force: true });
  process.exit(1);
}, deadlineMs);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (preview) stop(preview);
    rmSync(staticFile.file, { force: true });
    process.exit(130);
  });
}

function step(message: string): void {
  console.log(`bench [${((Date.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);
}

/** CPU time of vite preview and workerd, which run in a process group of their own. */
function serverCpuMs(): CpuMs | null {
  return preview?.pid ? processGroupCpuMs(preview.pid) : null;
}

async function servePreview(port: number, options: Parameters<typeof startPreview>[1] = {}): Promise<void> {
  preview = startPreview(port, { quiet: true, ownProcessGroup: true, ...options });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000);
}

/**
 * The analytics part (analytics.ts), on a preview of its own: triggers count the shared D1's writes while
 * no server holds it, and the preview passes on the consumer's line for each batch.
 */
async function measureAnalytics(port: number) {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Signed in before the count starts: signing in writes rows of its own.
  await servePreview(port);
  const cookie = await adminSession(baseUrl, benchAdmin.username, benchAdmin.password);
  await stopPreview();
  countD1Writes();
  const batches = new FoldedBatches();
  step(`spreading page views and clicks over ${analyticsProfiles.count.toLocaleString("en-US")} profiles`);
  await servePreview(port, {
    quiet: false,
    config: "measure/bench/analytics-preview.config.ts",
    onLine: batches.onLine,
  });
  // The first pass meets each profile for the first time (its store is made); the second goes back to
  // the profiles the first met (their stores exist, the pages' snapshots are in KV).
  const passes: Awaited<ReturnType<typeof spreadLoad>>[] = [];
  let drainSeconds = 0;
  for (const pass of ["first", "second"]) {
    const profiles = passes[0]?.usernames ?? allAnalyticsProfiles();
    const load = await spreadLoad(baseUrl, settings.connections, settings.analyticsSeconds, profiles);
    step(`waiting for the ${pass} pass to be folded`);
    const counted = passes.reduce(
      (n, earlier) => ({ views: n.views + earlier.views, clicks: n.clicks + earlier.clicks }),
      { views: load.views, clicks: load.clicks },
    );
    drainSeconds = Math.max(drainSeconds, await waitForFold(baseUrl, cookie, counted));
    passes.push(load);
  }
  step("measuring the lag of single clicks");
  const lagsMs = await measureLag(baseUrl, cookie, `${analyticsProfiles.usernamePrefix}1`, 5);
  await stopPreview();
  return analyticsRows({ passes, drainSeconds, lagsMs, d1Rows: d1RowsWritten(), batches: batches.take() });
}

async function stopPreview(): Promise<void> {
  if (!preview) return;
  stop(preview);
  await exited(preview);
  preview = undefined;
}

/** The build's files and the screens in Lighthouse, as a guest, the bench profile's owner and the admin. */
async function measureScreensAlone(port: number) {
  const baseUrl = `http://127.0.0.1:${port}`;
  await servePreview(port);
  const admin = await adminSession(baseUrl, benchAdmin.username, benchAdmin.password);
  const member = await adminSession(baseUrl, benchProfile.username, benchProfile.password);
  const screens = await measureScreensCompressed(
    baseUrl,
    benchScreens({ member, admin }, benchProfile.username),
    (name) => step(`Lighthouse ${name}`),
  );
  await stopPreview();
  const rows = [...bundleRows(measureBundles()), ...lighthouseRows(screens)];
  return { rows, table: `${markdownTable(rows)}\n\n${lighthouseTable(screens)}`, screens };
}

/** The public path, clicks, admin queries, bundles, Lighthouse and then the analytics part. */
async function measureEverything(port: number) {
  const baseUrl = `http://127.0.0.1:${port}`;
  // The static twin must be on disk before the asset server starts, and its size is the page's: a
  // first start renders the page, the second serves both.
  step(`rendering the page once on ${baseUrl}`);
  await servePreview(port);
  const page = await fetchPage(baseUrl, benchProfile.username);
  await stopPreview();
  writeStaticTwin(page);

  step("measuring the public path");
  await servePreview(port);
  await checkStaticTwin(baseUrl, page);
  // The admin session reads the analytics consumer's progress, and later the admin shapes.
  const cookie = await adminSession(baseUrl, benchAdmin.username, benchAdmin.password);
  const publicPath = await measurePublicPath(
    baseUrl,
    benchProfile,
    { connections: settings.connections, seconds: settings.seconds, cpuMs: serverCpuMs },
    settings.rounds,
  );
  // Each page answer queued a view, on either host: let the consumer fold them before the clicks are measured.
  const views = publicPath.page.ok + publicPath.customDomainPage.ok;
  step("waiting for the page views to be folded");
  await waitForFold(baseUrl, cookie, { views, clicks: 0 });
  step("measuring clicks");
  const folded = async (clicks: number) => {
    await waitForFold(baseUrl, cookie, { views, clicks });
  };
  const { click: clicks, staticFile: staticBesideClicks } = await measureClicks(
    baseUrl,
    benchProfile.username,
    benchProfile.links.length,
    { connections: settings.connections, amount: settings.clicksPerRound, cpuMs: serverCpuMs },
    settings.clickRounds,
    folded,
  );
  step("measuring GET /api/admin/users");
  const adminHttp = await timeHttpShapes(baseUrl, cookie, settings.adminIterations);
  const member = await adminSession(baseUrl, benchProfile.username, benchProfile.password);
  const stored = await storedClicks(baseUrl, member);
  const screens = await measureScreensCompressed(
    baseUrl,
    benchScreens({ member, admin: cookie }, benchProfile.username),
    (name) => step(`Lighthouse ${name}`),
  );
  await stopPreview();

  step("timing the admin queries in D1");
  const { plans, adminD1 } = await withLocalEnv(async (env) => ({
    plans: await explainShapes(env.DB),
    adminD1: await timeD1Shapes(env.DB, settings.adminIterations),
  }));
  const bundles = measureBundles();
  const analytics = await measureAnalytics(port);

  const rows = [
    ...buildRows({ page, publicPath, clicks, stored, plans, adminD1, adminHttp, bundles }),
    clickCpuRow(clicks, staticBesideClicks),
    ...analytics,
    ...lighthouseRows(screens),
  ];
  return { rows, table: `${markdownTable(rows)}\n\n${lighthouseTable(screens)}`, plans, screens };
}

/** Prints the table, writes the run to measure/results/ and says which budgets were missed. */
function finish(run: Omit<BenchRun, "label" | "scope" | "load" | "settings" | "elapsedSeconds">): void {
  console.log(`\n${run.table}\n`);
  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  const scope =
    only &&
    `the ${only === "analytics" ? "analytics part" : "build's files and the screens"} alone (\`npm run bench -- --only ${only}\`)`;
  const written = writeRunResults({
    ...run,
    label,
    scope,
    load: loadDescription(settings, only),
    settings,
    elapsedSeconds,
  });
  step(`done; ${written} written`);
  const failed = run.rows.filter((row) => row.pass === false).length;
  if (failed > 0) console.log(`bench: ${failed} budget(s) not met`);
}

try {
  if (!args["skip-build"]) {
    step("building");
    buildApp();
  }
  // The screens alone need no analytics profiles.
  step(
    `fresh local state in ${process.env.LN_STATE_DIR}, seeding 100,000 users${only === "screens" ? "" : " and 10,000 profiles"}`,
  );
  freshLocalState();
  await withLocalEnv(async (env) => {
    await seedBench(env);
    if (only !== "screens") await seedAnalyticsProfiles(env);
  });

  const port = await freePort(8795);
  const baseUrl = `http://127.0.0.1:${port}`;
  writePreviewVars({
    APP_URL: baseUrl,
    STRIPE_SECRET_KEY: "sk_test_bench",
    STRIPE_WEBHOOK_SECRET: "whsec_bench",
    STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_bench_connect",
    // The home page shows off the bench's own 10-link page (there is no seeded demo here).
    SHOWCASE_USERNAME: benchProfile.username,
    // Custom domains on, for the page's own domain; serving one never asks the provider.
    CLOUDFLARE_API_TOKEN: localCloudflareFake.apiToken,
  });

  if (only === "analytics") {
    const rows = await measureAnalytics(port);
    finish({ rows, table: markdownTable(rows), screens: [], plans: [] });
  } else if (only === "screens") {
    finish({ ...(await measureScreensAlone(port)), plans: [] });
  } else {
    finish(await measureEverything(port));
  }
} finally {
  clearTimeout(watchdog);
  await stopPreview();
  rmSync(staticFile.file, { force: true });
}
