// Turns the measurements into the report's rows, each against its docs/performance.md, "Budgets" budget.
import type { ShapePlan, ShapeTiming } from "./admin-queries";
import type { BundleSizes } from "./bundle-sizes";
import type { RoundsResult } from "./load";
import type { PageFacts, PublicPathResults } from "./public-path";
import type { Row } from "./report";
import { formatMs, median } from "./stats";

export const budgets = {
  throughputRatio: 0.95,
  /**
   * Docs/performance.md, "Budgets": the themed page (a theme, 10 links, a section, 6 icons, a spotlight, a
   * player and 2 thumbnails; the images themselves aside).
   */
  pageGzipBytes: 8 * 1024,
  /** The same page without its blocks (sign-up, player, thumbnails): none of their styles. */
  plainPageGzipBytes: 6 * 1024,
  adminP95Ms: 50,
};

const bytes = (n: number) => `${n.toLocaleString("en-US")} B`;

function load(result: RoundsResult): string {
  const refused = result.other > 0 ? `, ${result.other} not 2xx` : "";
  const cpu =
    result.cpuMsPerRequest === null || result.runtimeCpuMsPerRequest === null
      ? ""
      : `; server CPU ${formatMs(result.cpuMsPerRequest)} ms/req, ${formatMs(result.runtimeCpuMsPerRequest)} of it in the Workers runtime`;
  return `${Math.round(result.rps).toLocaleString("en-US")} req/s, p50 ${formatMs(result.p50)} ms, p99 ${formatMs(result.p99)} ms${refused}${cpu}`;
}

/** The public side: the page with and without its blocks, and the page beside its static twin under load. */
export type PublicSide = { page: PageFacts; plainPage: PageFacts; publicPath: PublicPathResults };

export type Measurements = PublicSide & {
  clicks: RoundsResult;
  stored: number;
  plans: ShapePlan[];
  adminD1: ShapeTiming[];
  adminHttp: ShapeTiming[] | null;
  bundles: BundleSizes;
};

/** The page's throughput beside its static twin's, on the app's host and its custom domain, and its weight. */
export function publicSideRows({ page, plainPage, publicPath }: PublicSide): Row[] {
  // Per round, page and static file ran back to back: the median of their ratios cancels most of what
  // the rest of the machine was doing.
  const ratioToStatic = (page: typeof publicPath.page) =>
    median(page.rounds.map((round, i) => round.rps / (publicPath.staticFile.rounds[i]?.rps ?? Number.NaN)));
  const ratio = ratioToStatic(publicPath.page);
  const customDomainRatio = ratioToStatic(publicPath.customDomainPage);
  return [
    { measure: "GET /{username} (themed, 10 links)", value: load(publicPath.page), budget: "—", pass: null },
    {
      measure: `GET static file of the same size (${bytes(page.bytes)})`,
      value: load(publicPath.staticFile),
      budget: "—",
      pass: null,
    },
    {
      measure: "page ÷ static throughput (median of per-round ratios)",
      value: `${ratio.toFixed(2)}×`,
      budget: `≥ ${budgets.throughputRatio.toFixed(2)}×`,
      pass: ratio >= budgets.throughputRatio && publicPath.page.other === 0,
    },
    { measure: "GET / on the page's custom domain", value: load(publicPath.customDomainPage), budget: "—", pass: null },
    {
      measure: "custom domain page ÷ static throughput (median of per-round ratios)",
      value: `${customDomainRatio.toFixed(2)}×`,
      budget: `≥ ${budgets.throughputRatio.toFixed(2)}×`,
      pass: customDomainRatio >= budgets.throughputRatio && publicPath.customDomainPage.other === 0,
    },
    {
      measure: "page ÷ static, by server CPU per request (estimate)",
      value:
        publicPath.page.cpuMsPerRequest && publicPath.staticFile.cpuMsPerRequest
          ? `${(publicPath.staticFile.cpuMsPerRequest / publicPath.page.cpuMsPerRequest).toFixed(2)}×`
          : "not measured (no /proc)",
      budget: "—",
      pass: null,
    },
    {
      measure: "public page size",
      value: `${bytes(page.bytes)}, ${bytes(page.gzipBytes)} gzipped`,
      budget: `≤ ${bytes(budgets.pageGzipBytes)} gzipped`,
      pass: page.gzipBytes <= budgets.pageGzipBytes,
    },
    {
      measure: "public page size without its blocks (sign-up, player, thumbnails)",
      value: `${bytes(plainPage.bytes)}, ${bytes(plainPage.gzipBytes)} gzipped`,
      budget: `≤ ${bytes(budgets.plainPageGzipBytes)} gzipped`,
      pass: plainPage.gzipBytes <= budgets.plainPageGzipBytes,
    },
    {
      measure: "public page script / stylesheet files",
      value: `${page.scriptFiles} / ${page.stylesheetFiles}`,
      budget: "0 / 0",
      pass: [page, plainPage].every((p) => p.scriptFiles === 0 && p.stylesheetFiles === 0),
    },
    { measure: "GET /api/user/{username}", value: load(publicPath.apiUser), budget: "—", pass: null },
  ];
}

export function buildRows(m: Measurements): Row[] {
  const { clicks, bundles } = m;
  const rows: Row[] = [
    ...publicSideRows(m),
    { measure: "POST /api/click", value: load(clicks), budget: "—", pass: null },
    {
      measure: "clicks lost",
      value: `${clicks.ok} accepted, ${m.stored} stored (${clicks.ok - m.stored} lost)`,
      budget: "0",
      pass: m.stored === clicks.ok && clicks.ok > 0,
    },
    ...bundleRows(bundles),
  ];
  for (const timing of m.adminD1) {
    const plan = m.plans.find((p) => p.name === timing.name);
    rows.push({
      measure: `admin users, D1: ${timing.name}`,
      value: `p50 ${formatMs(timing.p50)} ms, p95 ${formatMs(timing.p95)} ms; ${plan?.indexed ? `index ${plan.indexes.join(" + ")}` : "reads the table or sorts apart"}`,
      budget: `< ${budgets.adminP95Ms} ms p95, indexed`,
      pass: timing.p95 < budgets.adminP95Ms && plan?.indexed === true,
    });
  }
  if (m.adminHttp === null) {
    rows.push({
      measure: "admin users, HTTP",
      value: "GET /api/admin/users not in this build (404)",
      budget: `< ${budgets.adminP95Ms} ms p95`,
      pass: null,
    });
  } else {
    for (const timing of m.adminHttp) {
      rows.push({
        measure: `admin users, HTTP: ${timing.name}`,
        value: `p50 ${formatMs(timing.p50)} ms, p95 ${formatMs(timing.p95)} ms`,
        budget: `< ${budgets.adminP95Ms} ms p95`,
        pass: timing.p95 < budgets.adminP95Ms,
      });
    }
  }
  return rows;
}

/** What the build ships to the browser: the entry's files and the admin area's chunk. */
export function bundleRows(bundles: BundleSizes): Row[] {
  return [
    {
      measure: "SPA initial JS",
      value: `${bytes(bundles.initialJsGzip)} gzipped (${bundles.initialJsFiles.length} file${bundles.initialJsFiles.length === 1 ? "" : "s"})`,
      // Reported, not budgeted (docs/performance.md, "Budgets").
      budget: "—",
      pass: null,
    },
    { measure: "SPA initial CSS", value: `${bytes(bundles.initialCssGzip)} gzipped`, budget: "—", pass: null },
    {
      measure: "admin chunk",
      value:
        bundles.adminChunkGzip === null
          ? "no lazily loaded admin chunk in the build"
          : `${bytes(bundles.adminChunkGzip)} gzipped, loaded on /admin only`,
      budget: "split out",
      pass: bundles.adminSplitOut,
    },
  ];
}

type Settings = {
  connections: number;
  rounds: number;
  seconds: number;
  clickRounds: number;
  clicksPerRound: number;
  adminIterations: number;
  analyticsSeconds: number;
};

const analyticsLoadText = (s: Settings) =>
  `Analytics: for ${s.analyticsSeconds} s, page views and clicks (one in six) on profiles picked at random among
10,000, each request from an address of its own, ${s.connections} connections; then single clicks for the lag.
The shared D1's rows written are counted by triggers on each of its tables; the stores' by the consumer's own
count of each batch.`;

const screensLoadText = `The build's files and the screens in Lighthouse alone, over the same seeded state as a whole run
(100,000 users), with no other load on the preview.`;

const pageLoadText = (s: Settings) =>
  `Page: autocannon, ${s.connections} connections; the page (on the app's host and on its custom domain), a static file of
its size and the profile JSON in ${s.rounds} alternating rounds of ${s.seconds} s each (median of the rounds); the page with and
without its blocks weighed gzipped.`;

/** What the run loaded the server with and how each figure was taken, in words, for the run's file. */
export function loadDescription(s: Settings, parts: readonly ("page" | "analytics" | "screens")[] | undefined): string {
  if (parts) {
    const texts = { page: pageLoadText(s), analytics: analyticsLoadText(s), screens: screensLoadText };
    return parts.map((part) => texts[part].replace(/\n/g, " ")).join(" ");
  }
  return `Load: autocannon, ${s.connections} connections; page (on the app's host and on its custom domain), static file and profile JSON in ${s.rounds} alternating
rounds of ${s.seconds} s each (median of the rounds); clicks in ${s.clickRounds} rounds of ${s.clicksPerRound} requests,
each from its own client address, alternating with rounds of as many requests for the static file, every
round ending once the clicks sent so far are folded (so a click's CPU holds its fold); admin shapes ${s.adminIterations} timed runs each, alternating. The D1 rows give
D1's own time for the endpoint's statements (with text of three characters or more, the trigram
index's count of matches; then the page and the total in one batch, though the endpoint skips the
total when a page that is not full already tells it), the HTTP rows the whole answer as the admin
screen waits for it. "Server CPU" is the CPU time vite preview and workerd spent
per answer (from /proc), which the rest of a shared machine moves much less than requests per second.
${analyticsLoadText(s)}`.replace(/\n/g, " ");
}
