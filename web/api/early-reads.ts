// The first reads a screen makes, asked for as the app's code starts rather than once the screen's own
// code has arrived and rendered: on the dashboard and the admin area that is one round trip less
// before the screen can show what it is about. An early answer serves the first GET of its path, once,
// and only while fresh; every other request goes to the network as usual.

/** Long enough for a slow phone to fetch and start a screen's code; short enough never to show old data. */
export const earlyReadFreshForMs = 10_000;

// Answers are held as they came from `send` (web/api/client.ts), which hands them back as its own.
const early = new Map<string, { askedAt: number; answer: Promise<unknown> }>();

/** Starts `read` for `path` unless an early read of it is already waiting. */
export function readEarly(path: string, read: () => Promise<unknown>): void {
  if (!early.has(path)) early.set(path, { askedAt: Date.now(), answer: read() });
}

/** The early answer for `path`, if one is waiting and fresh; it is handed out once. */
export function takeEarlyRead(path: string): Promise<unknown> | undefined {
  const entry = early.get(path);
  early.delete(path);
  return entry && Date.now() - entry.askedAt < earlyReadFreshForMs ? entry.answer : undefined;
}
