// Small helpers for the dev, e2e and test scripts: run children, wait for a server, stop cleanly.
import { type ChildProcess, spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { projectRoot } from "./local-state";

/** True when the calling module is the script node was asked to run. */
export function isMainModule(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && pathToFileURL(entry).href === moduleUrl;
}

export function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, {
    cwd: projectRoot,
    stdio: "inherit",
    // Same process group as the caller: Ctrl-C, or a test runner stopping the group, reaches it too.
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env },
  });
}

export function stop(child: ChildProcess): void {
  if (child.exitCode === null) child.kill("SIGTERM");
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
