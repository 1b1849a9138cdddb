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

/** Runs wrangler with the project's own config (never the build output a `vite build` points to). */
export function wrangler(args: string[]): void {
  const result = spawnSync("npx", ["wrangler", ...args, "--config", wranglerConfig], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed`);
}

export function applyLocalMigrations(): void {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir()]);
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
