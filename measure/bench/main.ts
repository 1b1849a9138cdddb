// `npm run bench [-- --label NAME]`: builds the app, serves the build with `vite preview` on a fresh
// local state of its own, seeds it, measures the budgets of docs/performance.md side by side, prints a
// markdown table and Lighthouse's table of the screens, and writes the run's figures to
// measure/results/{date}-bench-{label}.json. Bounded to fifteen minutes.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildApp, freshLocalState, startPreview, writePreviewVars } from "../../scripts/lib/built-app";
import { withLocalEnv } from "../../scripts/lib/local-state";
import { exited, freePort, stop, waitForHttp } from "../../scripts/lib/processes";
import { adminSession, explainShapes, timeD1Shapes, timeHttpShapes } from "./admin-queries";
import { analyticsRows, eventsPerMessage, measureLag, rowsPerThousandEvents, waitForFold } from "./analytics";
import { measureBundles } from "./bundle-sizes";
import { measureClicks, storedClicks } from "./clicks";
import { benchScreens, lighthouseRows, lighthouseTable, measureScreensCompressed } from "./lighthouse";
import { checkStaticTwin, fetchPage, measurePublicPath, staticFile, writeStaticTwin } from "./public-path";
import { markdownTable, writeRunResults } from "./report";
import { buildRows } from "./rows";
import { benchAdmin, benchProfile, seedBench } from "./seed-bench";
import { type CpuMs, processGroupCpuMs } from "./server-cpu";

const { values: args } = parseArgs({
  options: {
    label: { type: "string", default: "latest" },
    // For iterating on the harness itself; a recorded run always builds.
    "skip-build": { type: "boolean", default: false },
  },
});

const settings = {
  connections: 8,
  /** Page, static twin and profile JSON: rounds × seconds each, alternating. Many short rounds give
   * the median something to work with on a busy machine. */
  rounds: 8,
  seconds: 2,
  clickRounds: 5,
  clicksPerRound: 1000,
  /** Timed runs of each admin query shape, through D1 and through HTTP: enough that a p95 is the
   * 57th of 60 answers, not decided by the one or two a busy machine delays. */
  adminIterations: 60,
};

const startedAt = Date.now();
const deadlineMs = 15 * 60_000;
process.env.LN_STATE_DIR ??= ".wrangler/bench-state";

let preview: ReturnType<typeof startPreview> | undefined;
const watchdog = setTimeout(() => {
  console.error("bench: over fifteen minutes; stopping");
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

async function servePreview(port: number): Promise<void> {
  preview = startPreview(port, { quiet: true, ownProcessGroup: true });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000);
}

async function stopPreview(): Promise<void> {
  if (!preview) return;
  stop(preview);
  await exited(preview);
  preview = undefined;
}

try {
  if (!args["skip-build"]) {
    step("building");
    buildApp();
  }
  step(`fresh local state in ${process.env.LN_STATE_DIR}, seeding 100,000 users`);
  freshLocalState();
  const { profileOwnerId } = await withLocalEnv(seedBench);

  const port = await freePort(8795);
  const baseUrl = `http://127.0.0.1:${port}`;
  writePreviewVars({
    APP_URL: baseUrl,
    STRIPE_SECRET_KEY: "sk_test_bench",
    STRIPE_WEBHOOK_SECRET: "whsec_bench",
    // The home page shows off the bench's own 10-link page (there is no seeded demo here).
    SHOWCASE_USERNAME: benchProfile.username,
  });

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
    benchProfile.username,
    { connections: settings.connections, seconds: settings.seconds, cpuMs: serverCpuMs },
    settings.rounds,
  );
  // Each page answer queued a view: let the consumer fold them before the clicks are measured.
  step("waiting for the page views to be folded");
  await waitForFold(baseUrl, cookie, { views: publicPath.page.ok, clicks: 0 });
  step("measuring clicks");
  const folded = async (clicks: number) => {
    await waitForFold(baseUrl, cookie, { views: publicPath.page.ok, clicks });
  };
  const {
    click: clicks,
    staticFile: staticBesideClicks,
    drainSeconds,
  } = await measureClicks(
    baseUrl,
    benchProfile.username,
    benchProfile.links.length,
    { connections: settings.connections, amount: settings.clicksPerRound, cpuMs: serverCpuMs },
    settings.clickRounds,
    folded,
  );
  step("measuring the lag of single clicks");
  const lagsMs = await measureLag(baseUrl, cookie, benchProfile.username, 5);
  step("measuring GET /api/admin/users");
  const adminHttp = await timeHttpShapes(baseUrl, cookie, settings.adminIterations);
  const member = await adminSession(baseUrl, benchProfile.username, benchProfile.password);
  const screens = await measureScreensCompressed(
    baseUrl,
    benchScreens({ member, admin: cookie }, benchProfile.username),
    (name) => step(`Lighthouse ${name}`),
  );
  await stopPreview();

  step("checking stored clicks and the admin queries in D1");
  const { stored, plans, adminD1, perMessage, analyticsD1Rows } = await withLocalEnv(async (env) => {
    const perMessage = await eventsPerMessage(env.DB);
    return {
      // The lag probes' clicks are not the load's.
      stored: (await storedClicks(env.DB, profileOwnerId)) - lagsMs.length,
      plans: await explainShapes(env.DB),
      adminD1: await timeD1Shapes(env.DB, settings.adminIterations),
      perMessage,
      // Last: it adds clicks and messages of its own.
      analyticsD1Rows: await rowsPerThousandEvents(env.DB, profileOwnerId, perMessage),
    };
  });
  const bundles = measureBundles();

  const rows = [
    ...buildRows({ page, publicPath, clicks, stored, plans, adminD1, adminHttp, bundles }),
    ...analyticsRows({
      clicks,
      staticFile: staticBesideClicks,
      pageViewsPerSecond: publicPath.page.rps,
      lagsMs,
      drainSeconds,
      rows: analyticsD1Rows,
      eventsPerMessage: perMessage,
    }),
    ...lighthouseRows(screens),
  ];
  const table = `${markdownTable(rows)}\n\n${lighthouseTable(screens)}`;
  const elapsed = (Date.now() - startedAt) / 1000;
  console.log(`\n${table}\n`);
  const written = writeRunResults({ label: args.label, rows, screens, plans, settings, elapsedSeconds: elapsed });
  step(`done; ${written} written`);
  const failed = rows.filter((row) => row.pass === false).length;
  if (failed > 0) console.log(`bench: ${failed} budget(s) not met`);
} finally {
  clearTimeout(watchdog);
  await stopPreview();
  rmSync(staticFile.file, { force: true });
}
