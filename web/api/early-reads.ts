// The first reads a screen makes, answered before the screen's own code asks for them: by the document
// itself when the worker put their answers in it (a request with a session cookie, docs/decisions/026),
// else asked for as the app's code starts rather than once the screen's code has arrived and rendered.
// An early answer serves the first GET of its path, once, and only while fresh; every other request
// goes to the network as usual.

/** Long enough for a slow phone to fetch and start a screen's code; short enough never to show old data. */
export const earlyReadFreshForMs = 10_000;

// Answers are held as they came from `send` (web/api/client.ts), which hands them back as its own. One
// the document carried is also held as it is, so a screen's first render can show it.
type EarlyRead = { askedAt: number; answer: Promise<unknown>; settled?: { value: unknown } };
const early = new Map<string, EarlyRead>();

const fresh = (entry: EarlyRead | undefined) => entry !== undefined && Date.now() - entry.askedAt < earlyReadFreshForMs;

/** Starts `read` for `path` unless an early read of it is already waiting. */
export function readEarly(path: string, read: () => Promise<unknown>): void {
  if (!early.has(path)) early.set(path, { askedAt: Date.now(), answer: read() });
}

/** Holds `answer` for `path`, already in hand (the document's). */
export function answerEarly(path: string, answer: unknown): void {
  early.set(path, { askedAt: Date.now(), answer: Promise.resolve(answer), settled: { value: answer } });
}

/** The early answer for `path`, if one is waiting and fresh; it is handed out once. */
export function takeEarlyRead(path: string): Promise<unknown> | undefined {
  const entry = early.get(path);
  early.delete(path);
  return fresh(entry) ? entry?.answer : undefined;
}

/** The answer for `path` already in hand, if one is waiting and fresh; it stays for `takeEarlyRead`. */
export function peekEarlyRead(path: string): unknown {
  const entry = early.get(path);
  return fresh(entry) ? entry?.settled?.value : undefined;
}
