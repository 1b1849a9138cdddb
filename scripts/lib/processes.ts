// Small helpers for the dev, e2e and test scripts: run children, wait for a server, stop cleanly.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { localToolEnv, projectRoot } from "./local-state";

/** True when the calling module is the script node was asked to run. */
export function isMainModule(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && pathToFileURL(entry).href === moduleUrl;
}

/**
 * By default the child shares the caller's process group: Ctrl-C, or a test runner stopping the group,
 * reaches it too. `ownProcessGroup` gives it a group of its own, so that `stop` ends the child and
 * everything it started (npx → vite → workerd) when the caller goes on living.
 */
export function start(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  { ownProcessGroup = false, onLine }: { ownProcessGroup?: boolean; onLine?: (line: string) => void } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: projectRoot,
    // `onLine` takes the child's output line by line instead of the terminal.
    stdio: onLine ? ["ignore", "pipe", "inherit"] : "inherit",
    detached: ownProcessGroup,
    env: localToolEnv(env),
  });
  if (onLine && child.stdout) createInterface({ input: child.stdout }).on("line", onLine);
  if (ownProcessGroup) groupLeaders.add(child);
  return child;
}

const groupLeaders = new WeakSet<ChildProcess>();

export function stop(child: ChildProcess): void {
  // A child in a group of its own (see `start`) is stopped with its whole group, even when the child
  // itself has exited already and left its own children running.
  if (child.pid !== undefined && groupLeaders.has(child)) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Nothing of the group is left.
    }
    return;
  }
  if (child.exitCode === null) child.kill("SIGTERM");
}

/** Resolves once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** The first port from `preferred` on that nothing listens on at 127.0.0.1. */
export async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${preferred}–${preferred + 99}`);
}

export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Stops every child when this process is told to stop, then exits. */
export function stopAllOnExit(children: ChildProcess[]): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      for (const child of children) stop(child);
      process.exit(0);
    });
  }
}
