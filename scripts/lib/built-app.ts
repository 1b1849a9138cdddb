// The production build as the e2e suite and the benchmark run it: `vite build`, then `vite preview`
// (the worker in workerd, as in production) on a fresh local state of its own (LN_STATE_DIR).
import { type ChildProcess, spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { developmentVars } from "./development-vars";
import { applyLocalMigrations, localToolEnv, projectRoot, stateDir } from "./local-state";
import { start } from "./processes";

export const clientDir = resolve(projectRoot, "dist/client");

/** `vite build` into dist/: deploy's build, which the tests, e2e, preview, bench and soak all run. */
export function buildApp(): void {
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: projectRoot,
    stdio: "inherit",
    // As a deploy builds, whoever calls: a test runner's NODE_ENV=test would otherwise reach the
    // bundle, and React would ship its development build.
    env: localToolEnv({ NODE_ENV: "production" }),
  });
  if (result.status !== 0) throw new Error("vite build failed");
}

/** Empties the state directory (LN_STATE_DIR) and applies every migration to its D1. */
export function freshLocalState(): void {
  rmSync(stateDir(), { recursive: true, force: true });
  applyLocalMigrations();
}

/**
 * `vite preview` reads the built worker's .dev.vars over the build's own vars, which are production's:
 * this is where a local run gets development's (dev mailbox, no HSTS, a plain session cookie) and
 * points mail links, Stripe return URLs and the Stripe API at its own servers.
 */
export function writePreviewVars(vars: Record<string, string>): void {
  writeFileSync(
    resolve(projectRoot, "dist/linknest/.dev.vars"),
    Object.entries({ ...developmentVars(), ...vars })
      .map(([name, value]) => `${name}=${value}`)
      .join("\n"),
  );
}

/**
 * Serves the build on 127.0.0.1:`port` over the state directory of this process's LN_STATE_DIR.
 * `quiet` drops the line vite prints for every request (a benchmark would mostly measure that); a
 * `config` of its own may change what vite logs, and `onLine` then takes the output.
 */
export function startPreview(
  port: number,
  {
    quiet = false,
    ownProcessGroup = false,
    config,
    onLine,
  }: { quiet?: boolean; ownProcessGroup?: boolean; config?: string; onLine?: (line: string) => void } = {},
): ChildProcess {
  const args = [
    "vite",
    "preview",
    "--port",
    String(port),
    ...(quiet ? ["--logLevel", "warn"] : []),
    ...(config ? ["--config", config] : []),
  ];
  return start("npx", args, { PORT: String(port) }, { ownProcessGroup, onLine });
}
