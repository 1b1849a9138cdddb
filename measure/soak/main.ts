// `npm run soak [-- --skip-build]`: builds the app, serves the build with `vite preview` (workerd) on
// a fresh local state of its own, on loopback, and for SOAK_SECONDS (default 60) runs concurrent user
// journeys (signup → mailed link → login → repeated profile saves, avatar uploads, a second login)
// and click loops against it, sampling the workerd process's memory. Then it reads back what was
// stored and prints a summary; the exit code is non-zero on any failure (see report.ts).
// Knobs: SOAK_SECONDS, SOAK_JOURNEYS (8), SOAK_CLICKERS (12), SOAK_PORT (first free from 8805),
// SOAK_RSS_GROWTH_MB (the bound on RSS growth after warm-up, 96), SOAK_WARMUP_REQUESTS (40000).
import { buildApp, freshLocalState, startPreview, writePreviewVars } from "../../scripts/lib/built-app";
import { exited, freePort, stop, waitForHttp } from "../../scripts/lib/processes";
import { clickLoop } from "./clicks";
import { soakClient } from "./client";
import { journeyLoop, type SoakUser } from "./journeys";
import { findWorkerd, sampleRss, warmUpRuntime } from "./memory";
import { failures, summary } from "./report";
import { verifyStored } from "./verify";

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const seconds = numberFrom("SOAK_SECONDS", 60);
const journeys = numberFrom("SOAK_JOURNEYS", 8);
const clickers = numberFrom("SOAK_CLICKERS", 12);
const rssGrowthBoundMb = numberFrom("SOAK_RSS_GROWTH_MB", 96);
const warmupRequests = numberFrom("SOAK_WARMUP_REQUESTS", 40_000);
/** A quarter of the run (10 s at least) before the memory baseline is taken; see memory.ts. */
const warmupSeconds = Math.min(seconds / 2, Math.max(10, seconds / 4));
const skipBuild = process.argv.includes("--skip-build");
// Its own data, apart from `npm run dev`, the e2e run and the benchmark.
process.env.LN_STATE_DIR ??= ".wrangler/soak-state";

let preview: ReturnType<typeof startPreview> | undefined;
const stopPreview = async () => {
  if (!preview) return;
  stop(preview);
  await exited(preview);
  preview = undefined;
};
// Bounded whatever happens: the load, plus room for the build, the start and the checks.
const watchdog = setTimeout(
  () => {
    console.error("soak: over its time bound; stopping");
    if (preview) stop(preview);
    process.exit(2);
  },
  (seconds + 300) * 1000,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (preview) stop(preview);
    process.exit(130);
  });
}

const log = (message: string) => console.log(`soak: ${message}`);

try {
  if (!skipBuild) {
    log("building");
    buildApp();
  }
  log(`fresh local state in ${process.env.LN_STATE_DIR}`);
  freshLocalState();
  const port = await freePort(numberFrom("SOAK_PORT", 8805));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Local development's vars (its journeys read the dev mailbox); requests are same-origin, so no
  // APP_URL, Stripe or mail links of its own.
  writePreviewVars({});
  preview = startPreview(port, { ownProcessGroup: true });
  await waitForHttp(`${baseUrl}/api/health`, 90_000);
  const workerd = preview.pid !== undefined ? findWorkerd(preview.pid) : undefined;
  if (workerd === undefined) throw new Error("no workerd process under the preview");
  log(`serving ${baseUrl} (workerd pid ${workerd}); warming the runtime up with ${warmupRequests} static requests`);
  await warmUpRuntime(baseUrl, warmupRequests);
  log(`loading for ${seconds} s`);

  const client = soakClient(baseUrl);
  const users: SoakUser[] = [];
  const memory = sampleRss(workerd, 3000, warmupSeconds * 1000);
  const deadline = Date.now() + seconds * 1000;
  await Promise.all([
    ...Array.from({ length: journeys }, () => journeyLoop(client, users, deadline)),
    ...Array.from({ length: clickers }, () => clickLoop(client, users, deadline)),
  ]);
  const rss = memory.stop();
  // Clicks are counted by the analytics queue's consumer (batches every 2 s): let the last ones land.
  log("load done; waiting 5 s for the analytics queue to fold the last clicks");
  await new Promise((resolve) => setTimeout(resolve, 5000));
  log(`checking ${users.length} users`);
  const verdict = await verifyStored(client, users);
  await stopPreview();

  const figures = {
    seconds,
    journeys,
    clickers,
    usersSignedUp: users.length,
    tallies: client.tallies,
    problems: client.problems,
    verdict,
    rss,
    warmupSeconds,
    warmupRequests,
    rssGrowthBoundMb,
  };
  console.log(`\n${summary(figures)}`);
  clearTimeout(watchdog);
  process.exit(failures(figures).length === 0 ? 0 : 1);
} catch (error) {
  console.error("soak: could not run", error);
  await stopPreview();
  process.exit(2);
}
