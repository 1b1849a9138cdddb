// The app as `npm run deploy` ships it. `vite build` runs as deploy runs it — no Cloudflare environment
// chosen — in a copy of the working tree, so the checkout's dist/ and .wrangler/deploy/ (which other
// runs read) stay as they are. The built worker is then started by wrangler's local runtime from the
// wrangler.json the build wrote, the file `wrangler deploy` uploads, over a fresh local state holding
// the seeded accounts.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { unstable_startWorker } from "wrangler";
import { buildApp, freshLocalState } from "../../../scripts/lib/built-app";
import { projectRoot, withLocalEnv } from "../../../scripts/lib/local-state";
import { seed } from "../../../scripts/seed";

/** What a fresh checkout does not hold: installed packages, build output, local state, local secrets. */
const notInCheckout = new Set([
  ".git",
  ".wrangler",
  ".dev.vars",
  ".env",
  ".test-results",
  "dist",
  "node_modules",
  "playwright-report",
  "test-results",
]);

/** The parts of the built wrangler.json the tests read. */
export type BuiltWorkerConfig = {
  vars: Record<string, string>;
  assets: { directory: string; run_worker_first: string[] };
};

export type DeployedBuild = {
  url: URL;
  config: BuiltWorkerConfig;
  /** The asset server's directory (dist/client of the copy). */
  clientDir: string;
  stop(): Promise<void>;
};

export async function startDeployedBuild(): Promise<DeployedBuild> {
  const root = mkdtempSync(join(tmpdir(), "linknest-deploy-"));
  try {
    cpSync(projectRoot, root, {
      recursive: true,
      filter: (source) => !notInCheckout.has(relative(projectRoot, source).split(sep)[0] ?? ""),
    });
    symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
    buildApp(root);

    // The seeded accounts, on a local state of this run's own (LN_STATE_DIR, as the e2e run has).
    const state = join(root, "state");
    process.env.LN_STATE_DIR = state;
    freshLocalState();
    await withLocalEnv(seed);

    const configPath = join(root, "dist/linknest/wrangler.json");
    // Local runs read vars from a .dev.vars beside the config; `wrangler deploy` uploads none.
    rmSync(join(root, "dist/linknest/.dev.vars"), { force: true });
    const worker = await unstable_startWorker({
      config: configPath,
      dev: {
        persist: state,
        server: { hostname: "127.0.0.1", port: 0 },
        inspector: false,
        remote: false,
        watch: false,
        logLevel: "error",
      },
    });
    await worker.ready;
    return {
      url: await worker.url,
      config: JSON.parse(readFileSync(configPath, "utf8")),
      clientDir: join(root, "dist/client"),
      async stop() {
        await worker.dispose();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
