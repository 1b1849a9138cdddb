// The app as `npm run deploy` ships it: the run's own build in dist/ — `vite build` with no Cloudflare
// environment chosen, deploy's build, which `npm test` makes once for every suite — copied to a
// directory of this test's own without the .dev.vars a preview of the build writes beside the worker,
// so the worker that starts has only the vars `wrangler deploy` uploads, and a preview serving the
// checkout's dist/ at the same time changes nothing here. The built worker is started by wrangler's
// local runtime from the wrangler.json the build wrote, over a fresh local state holding the seeded
// accounts.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { unstable_startWorker } from "wrangler";
import { freshLocalState } from "../../../scripts/lib/built-app";
import { projectRoot, withLocalEnv } from "../../../scripts/lib/local-state";
import { seed } from "../../../scripts/seed";

const builtConfig = "linknest/wrangler.json";

/** The parts of the built wrangler.json the tests read. */
export type BuiltWorkerConfig = {
  vars: Record<string, string>;
  assets: { directory: string; run_worker_first: boolean | string[] };
};

export type DeployedBuild = {
  url: URL;
  config: BuiltWorkerConfig;
  /** The asset server's directory (dist/client of the copy). */
  clientDir: string;
  stop(): Promise<void>;
};

export async function startDeployedBuild(): Promise<DeployedBuild> {
  const dist = resolve(projectRoot, "dist");
  if (!existsSync(join(dist, builtConfig))) {
    throw new Error("No build in dist/: run `npm run build` first (`npm test` builds before any suite).");
  }
  const root = mkdtempSync(join(tmpdir(), "linknest-deploy-"));
  try {
    // The build's files keep their places relative to each other (the worker's config names
    // ../client as its assets), so the copy runs as the original would.
    cpSync(dist, join(root, "dist"), { recursive: true });
    // Local runs read vars from a .dev.vars beside the config; `wrangler deploy` uploads none.
    rmSync(join(root, "dist/linknest/.dev.vars"), { force: true });

    // The seeded accounts, on a local state of this run's own (LN_STATE_DIR, as the e2e run has).
    const state = join(root, "state");
    process.env.LN_STATE_DIR = state;
    freshLocalState();
    await withLocalEnv(seed);

    const configPath = join(root, "dist", builtConfig);
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
