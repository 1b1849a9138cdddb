// `npm run bench [-- --label NAME] [-- --only page,analytics,screens] [-- --before REF]`: builds the app,
// serves the build with `vite preview` on a fresh local state of its own, seeds it, measures the budgets
// of docs/performance.md side by side, prints a markdown table and Lighthouse's table of the screens, and
// writes the run's figures to measure/results/{date}-bench-{label}.json (results-file.ts). `--only`
// measures some parts alone: `page` the public page beside its static twin and its weight, `analytics`
// the analytics over 10,000 profiles (analytics.ts), `screens` the build's files and the screens in
// Lighthouse with no load beside them. `--before REF` first measures the page and the analytics of the
// commit REF with this same harness (before.ts) and prints the two side by side. `--languages de,fr`
// measures the guest screens again as a browser set to each language opens them; `--screens NAME,…`
// only the screens of those names or paths. Bounded to thirty-two minutes (fifteen screens, three
// Lighthouse runs each), fifty with --before.
import { rmSync, writeFileSync } from "node:fs";
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
import { measureBefore } from "./before";
import { measureBundles } from "./bundle-sizes";
import { clickCpuRow, measureClicks, storedClicks } from "./clicks";
import { benchScreens, lighthouseRows, lighthouseTable, measureScreensCompressed } from "./lighthouse";
import { checkStaticTwin, fetchPage, measurePublicPath, staticFile, writeStaticTwin } from "./public-path";
import { markdownTable, type Row, sideBySideTable } from "./report";
import { type BenchRun, writeRunResults } from "./results-file";
import { buildRows, bundleRows, loadDescription, publicSideRows } from "./rows";
import { benchAdmin, benchPlainProfile, benchProfile, seedBench } from "./seed-bench";
import { type CpuMs, processGroupCpuMs } from "./server-cpu";

const { values: args } = parseArgs({
  options: {
    label: { type: "string" },
    // For iterating on the harness itself; a recorded run always builds.
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
    // For iterating on some screens: the screens of these names or paths, comma-separated.
    screens: { type: "string" },
    // The guest screens again in each of these languages (comma-separated), as a browser set to it opens them.
    languages: { type: "string" },
    before: { type: "string" },
    // Where a run made by --before leaves its rows for the run that made it (before.ts).
    "rows-out": { type: "string" },
  },
});
const allParts = ["page", "analytics", "screens"] as const;
type Part = (typeof allParts)[number];
const only = args.only?.split(",").map((name) => {
  const part = allParts.find((known) => known === name.trim());
  if (!part) throw new Error(`--only takes parts among ${allParts.join(", ")}, comma-separated`);
  return part;
});
const screenNames = args.screens?.split(",").map((name) => name.trim());
const languages = args.languages?.split(",").map((language) => language.trim()) ?? [];
/** The bench's screens, each guest screen in each of --languages too; only those --screens names. */
function screensOf(specs: ReturnType<typeof benchScreens>) {
  const inLanguages = languages.flatMap((language) =>
    specs
      .filter((spec) => spec.guest && !spec.publicPage)
      .map((spec) => ({ ...spec, name: `${spec.name} (${language})`, language })),
  );
  const all = [...specs, ...inLanguages];
  if (!screenNames) return all;
  return all.filter((spec) =>
    screenNames.some(
      (name) =>
        spec.name === name || (spec.path === name && !spec.language) || spec.name === `${name} (${spec.language})`,
    ),
  );
}
const label = args.label ?? (only ? `${only.join("-")}-latest` : "latest");

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
const deadlineMs = (args.before ? 50 : 32) * 60_000;
process.env.LN_STATE_DIR ??= ".wrangler/bench-state";

let preview: ReturnType<typeof startPreview> | undefined;
const watchdog = setTimeout(() => {
  console.error(`bench: over ${deadlineMs / 60_000} minutes; stopping`);
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
    screensOf(benchScreens({ member, admin }, benchProfile.username)),
    (name) => step(`Lighthouse ${name}`),
  );
  await stopPreview();
  const rows = [...bundleRows(measureBundles()), ...lighthouseRows(screens)];
  return { rows, table: `${markdownTable(rows)}\n\n${lighthouseTable(screens)}`, screens };
}

/**
 * The page with and without its blocks, rendered once, the static twin written before the asset server
 * starts (its size is the page's), then the public path under load. The preview is left running.
 */
async function measurePublicSide(port: number) {
  const baseUrl = `http://127.0.0.1:${port}`;
  step(`rendering the page once on ${baseUrl}`);
  await servePreview(port);
  const page = await fetchPage(baseUrl, benchProfile.username);
  const plainPage = await fetchPage(baseUrl, benchPlainProfile.username);
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
  // Each page answer queued a view, on either host: the consumer folds them before anything else is measured.
  const views = publicPath.page.ok + publicPath.customDomainPage.ok;
  step("waiting for the page views to be folded");
  await waitForFold(baseUrl, cookie, { views, clicks: 0 });
  return { page, plainPage, publicPath, baseUrl, cookie, views };
}

/** The public path, clicks, admin queries, bundles, Lighthouse and then the analytics part. */
async function measureEverything(port: number) {
  const { page, plainPage, publicPath, baseUrl, cookie, views } = await measurePublicSide(port);
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
    screensOf(benchScreens({ member, admin: cookie }, benchProfile.username)),
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
    ...buildRows({ page, plainPage, publicPath, clicks, stored, plans, adminD1, adminHttp, bundles }),
    clickCpuRow(clicks, staticBesideClicks),
    ...analytics,
    ...lighthouseRows(screens),
  ];
  return { rows, table: `${markdownTable(rows)}\n\n${lighthouseTable(screens)}`, plans, screens };
}

/** The parts asked for with --only, in their order: page, analytics, screens. */
async function measureParts(port: number, parts: Part[]) {
  const rows: Row[] = [];
  let screens: Awaited<ReturnType<typeof measureScreensAlone>>["screens"] = [];
  const tables: string[] = [];
  if (parts.includes("page")) {
    const side = await measurePublicSide(port);
    await stopPreview();
    rows.push(...publicSideRows(side));
  }
  if (parts.includes("analytics")) rows.push(...(await measureAnalytics(port)));
  if (rows.length > 0) tables.push(markdownTable(rows));
  if (parts.includes("screens")) {
    const alone = await measureScreensAlone(port);
    rows.push(...alone.rows);
    screens = alone.screens;
    tables.push(alone.table);
  }
  return { rows, table: tables.join("\n\n"), screens, plans: [] };
}

/**
 * Prints the table (and, with --before, the side-by-side one), writes the run to measure/results/ and
 * says which budgets were missed. A run made by --before hands its rows over instead.
 */
function finish(
  run: Omit<BenchRun, "label" | "scope" | "load" | "settings" | "elapsedSeconds">,
  before?: BenchRun["before"],
): void {
  if (args["rows-out"]) {
    writeFileSync(args["rows-out"], JSON.stringify({ rows: run.rows }));
    return;
  }
  const table = before ? `${sideBySideTable(before.ref, before.rows, run.rows)}\n\n${run.table}` : run.table;
  console.log(`\n${table}\n`);
  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  const scope = only && `${only.join(", ")} alone (\`npm run bench -- --only ${only.join(",")}\`)`;
  const written = writeRunResults({
    ...run,
    table,
    label,
    scope,
    load: loadDescription(settings, only),
    settings,
    elapsedSeconds,
    before,
  });
  step(`done; ${written} written`);
  const failed = run.rows.filter((row) => row.pass === false).length;
  if (failed > 0) console.log(`bench: ${failed} budget(s) not met`);
}

try {
  // First, before this tree's build takes dist/: the other commit, in a worktree of its own (before.ts).
  const before = args.before
    ? await measureBefore(args.before, ["page", "analytics"], (message) => step(`before: ${message}`))
    : undefined;
  if (!args["skip-build"]) {
    step("building");
    buildApp();
  }
  // Only the analytics need the analytics profiles.
  const withAnalytics = !only || only.includes("analytics");
  step(
    `fresh local state in ${process.env.LN_STATE_DIR}, seeding 100,000 users${withAnalytics ? " and 10,000 profiles" : ""}`,
  );
  freshLocalState();
  await withLocalEnv(async (env) => {
    await seedBench(env);
    if (withAnalytics) await seedAnalyticsProfiles(env);
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

  finish(only ? await measureParts(port, only) : await measureEverything(port), before);
} finally {
  clearTimeout(watchdog);
  await stopPreview();
  rmSync(staticFile.file, { force: true });
}
