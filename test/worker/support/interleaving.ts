// Races made deterministic: a D1 binding that holds a request's first batch — in the profile save and
// the avatar calls, the atomic write that follows their reads — until another request has run to its
// end. "B happened between A's read and A's write" is then what the test sets up, not what it hopes for.
import { expect } from "vitest";

export type HeldD1 = { d1: D1Database; readonly interleaved: boolean };

/** A D1 whose first batch waits for `between` to finish; every other call goes straight through. */
export function d1HoldingFirstBatch(d1: D1Database, between: () => Promise<unknown>): HeldD1 {
  let interleaved = false;
  const held = new Proxy(d1, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (!interleaved) {
            interleaved = true;
            await between();
          }
          return target.batch(statements);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    d1: held,
    get interleaved() {
      return interleaved;
    },
  };
}

/** Fails the test unless the other request really ran inside the held one. */
export function expectInterleaved(held: HeldD1): void {
  expect(held.interleaved, "the other request ran between the held request's reads and its write").toBe(true);
}
