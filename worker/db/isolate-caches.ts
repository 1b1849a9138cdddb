// What an isolate keeps between requests: copies of stored data for a few seconds (snapshots, a custom
// host's owner, the settings) and rendered pages. Each is an LRU cache from lru-cache, bounded in
// entries (and, where given, in size), made here so that one call empties them all: the worker tests
// run every file in one runtime and start each from nothing (test/worker/support/setup.ts). A
// module-level cache made any other way fails test/structure/layout.test.ts.
import { LRUCache } from "lru-cache";

const caches: LRUCache<string, object>[] = [];

/** Ages are judged by the clock the code reads (Date.now), which the tests move, not by a timer's tick. */
const wallClock = { now: () => Date.now() };

export type IsolateCacheOptions<V> = {
  /** How many entries it keeps; the least recently used goes first. */
  max: number;
  /** How long an entry is used for, in milliseconds; forever when not given. */
  maxAgeMs?: number;
  /** A bound on the sum of the entries' sizes, with the size of one. */
  maxSize?: { total: number; of: (value: V) => number };
};

export function isolateCache<V extends object>({ max, maxAgeMs, maxSize }: IsolateCacheOptions<V>) {
  const cache = new LRUCache<string, V>({
    max,
    ...(maxAgeMs === undefined ? {} : { ttl: maxAgeMs, ttlResolution: 0, perf: wallClock }),
    ...(maxSize ? { maxSize: maxSize.total, sizeCalculation: maxSize.of } : {}),
  });
  caches.push(cache as unknown as LRUCache<string, object>);
  return cache;
}

/** Empties every cache this isolate keeps. */
export function clearIsolateCaches(): void {
  for (const cache of caches) cache.clear();
}
