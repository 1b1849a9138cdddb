// The promises of work the worker left running after an answer, kept until each settles (background.ts
// waits for them). It imports nothing: the runtime's module (cloudflare:workers), which setup.ts has the
// worker see through trackedWaitUntil, is loaded by the test pool's own modules too, so what it needs
// must not lead back to them.
export const running = new Set<Promise<unknown>>();

export function keep(work: Promise<unknown>): void {
  const kept: Promise<unknown> = work
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => running.delete(kept));
  running.add(kept);
}

/** The runtime's waitUntil, each promise it is given also kept until it settles. */
export function trackedWaitUntil(waitUntil: (promise: Promise<unknown>) => void) {
  return (promise: Promise<unknown>): void => {
    keep(promise);
    waitUntil(promise);
  };
}
