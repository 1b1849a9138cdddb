// Where local D1/R2/KV/Queue data lives, and how scripts reach it. `npm run dev`, the seed and the
// admin command share .wrangler/state; the e2e run uses its own directory (LN_STATE_DIR).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { getPlatformProxy, unstable_readConfig } from "wrangler";

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
  const args = ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir(), "--config", wranglerConfig];
  const result = spawnSync("npx", ["wrangler", ...args], {
    cwd: projectRoot,
    stdio: "pipe",
    encoding: "utf8",
    env: localToolEnv(),
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error("wrangler d1 migrations apply failed");
  }
  console.log("Local database migrated.");
}

/**
 * The bindings a script reaches: the worker's, but for the analytics stores, Durable Objects that only
 * the running Worker hosts (`npm run dev`, a preview).
 */
export type LocalEnv = Omit<Env, "PROFILE_ANALYTICS" | "PLATFORM_ANALYTICS">;

/**
 * wrangler.toml without the Durable Objects, for getPlatformProxy, which cannot host the Worker's own
 * classes and would warn that they do not work locally (they do, in the Worker).
 */
function configWithoutDurableObjects(): string {
  const {
    durable_objects: _objects,
    migrations: _migrations,
    ...config
  } = unstable_readConfig({ config: wranglerConfig }, { hideWarnings: true });
  const path = resolve(projectRoot, ".wrangler", "local-tools.wrangler.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      compatibility_flags: config.compatibility_flags,
      d1_databases: config.d1_databases,
      kv_namespaces: config.kv_namespaces,
      r2_buckets: config.r2_buckets,
      queues: { producers: config.queues.producers },
      vars: config.vars,
    }),
  );
  return path;
}

/** The local bindings, as the worker sees them (but for the analytics stores), for the duration of `work`. */
export async function withLocalEnv<T>(work: (env: LocalEnv) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<LocalEnv>({
    configPath: configWithoutDurableObjects(),
    persist: { path: resolve(stateDir(), "v3") },
    remoteBindings: false,
  });
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}
