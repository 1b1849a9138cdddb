// What the first-run checklist remembers in this browser, per account: that the owner shared their link
// (copied it or opened the public page), that they brought their page over from another service, and
// that they put the checklist away. Neither is worth a column:
// losing them (another browser, cleared storage) shows the list again, which the owner dismisses once.
import { useSyncExternalStore } from "react";

export type FirstRunMark = "shared" | "imported" | "dismissed";

const keyOf = (mark: FirstRunMark, username: string) => `ln_first_run_${mark}:${username}`;
const listeners = new Set<() => void>();

function read(mark: FirstRunMark, username: string): boolean {
  try {
    return localStorage.getItem(keyOf(mark, username)) === "1";
  } catch {
    // Storage can be unavailable (privacy modes): nothing remembered, the list simply shows.
    return false;
  }
}

export function setFirstRunMark(mark: FirstRunMark, username: string): void {
  if (!username || read(mark, username)) return;
  try {
    localStorage.setItem(keyOf(mark, username), "1");
  } catch {
    // Not remembering costs a tick; failing the copy or the dismissal would cost more.
  }
  for (const listener of listeners) listener();
}

/** Whether `mark` is set for `username`, rendering again when this page sets it. */
export function useFirstRunMark(mark: FirstRunMark, username: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(mark, username),
    () => false,
  );
}
