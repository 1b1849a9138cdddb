// Workers Rate Limiting counts in fixed windows aligned to the clock (locally the window is
// floor(now / period)), so a burst that straddles a window's end starts counting again halfway
// through. A test of a binding's limit runs its burst inside one window: when the window changed
// while the burst ran, the burst runs again from a fresh address. The assertions come after, on
// what the burst that stayed in one window saw.

/** Runs `burst` (given a try number to pick a fresh address from) until one run starts and ends in the same window. */
export async function inOneWindow<T>(periodSeconds: number, burst: (attempt: number) => Promise<T>): Promise<T> {
  const windowNow = () => Math.floor(Date.now() / (periodSeconds * 1000));
  for (let attempt = 0; ; attempt += 1) {
    const started = windowNow();
    const seen = await burst(attempt);
    if (windowNow() === started || attempt === 2) return seen;
  }
}
