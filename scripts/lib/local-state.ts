// Where local D1/R2/KV/Queue data lives, and how scripts reach it. `npm run dev`, the seed and the
// admin command share .wrangler/state; the e2e run uses its own directory (LN_STATE_DIR).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { getPlatformProxy } from "wrangler";

export const projectRoot = resolve(import.meta.dirname, "..", "..");
export const wranglerConfig = resolve(projectRoot, "wrangler.toml");

export function stateDir(): string {
  return resolve(projectRoot, process.env.LN_STATE_DIR ?? ".wrangler/state");
}

/**
 * The environment every local tool runs in: no usage metrics sent, and the local runtime's request
 * metadata (`request.cf`) is its built-in placeholder rather than a download from Cloudflare, so an
 * offline start prints no error.
 */
export function localToolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", ...extra };
}

/**
 * Runs wrangler with the project's own config (never the build output a `vite build` points to).
 * `quiet` keeps its output unless it fails, for steps a newcomer need not read.
 */
export function wrangler(args: string[], { quiet = false }: { quiet?: boolean } = {}): void {
  const result = spawnSync("npx", ["wrangler", ...args, "--config", wranglerConfig], {
    cwd: projectRoot,
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
    env: localToolEnv(),
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`wrangler ${args.join(" ")} failed`);
  }
}

export function applyLocalMigrations(): void {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir()], { quiet: true });
  console.log("Local database migrated.");
}

/** The local bindings, as the worker sees them, for the duration of `work`. */
export async function withLocalEnv<T>(work: (env: Env) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<Env>({
    configPath: wranglerConfig,
    persist: { path: resolve(stateDir(), "v3") },
    remoteBindings: false,
  });
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}
