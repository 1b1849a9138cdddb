// The logs view's query and timing (docs/product.md, "Admin" and "Limits"): the list is fetched at once, then
// every 4 s while live. Typing in a filter pauses that refresh; 600 ms after the last keystroke the
// query runs with the new filters and the 4 s rhythm starts again from there. A pick from a list
// (the number of lines) runs at once. Answers to superseded requests are dropped.
import { useCallback, useEffect, useRef, useState } from "react";
import { timings } from "../../../timings";
import { useAdminRequest } from "../AdminAccess";
import { type ReadFailure, readFailure } from "../admin-failure";
import type { LogLines } from "../admin-types";

type Options<F> = {
  initial: F;
  path: (filters: F) => string;
  failureText: string;
  /** Whether the view refreshes by itself (the Logs tab) or only on a change (the Errors tab). */
  poll: boolean;
};

export function useLiveLogs<F extends Record<string, string>>({ initial, path, failureText, poll }: Options<F>) {
  const request = useAdminRequest();
  const [filters, setFilters] = useState(initial);
  // The filters the list was last asked for. Always replaced by a fresh object, so even re-applying
  // the same values counts as a new query and runs.
  const [applied, setApplied] = useState(initial);
  const [live, setLive] = useState(poll);
  const [typing, setTyping] = useState(false);
  const [lines, setLines] = useState<string[] | null>(null);
  const [error, setError] = useState<ReadFailure | null>(null);
  const latest = useRef(initial);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sequence = useRef(0);

  const load = useCallback(async () => {
    const mine = ++sequence.current;
    const result = await request<LogLines>(path(applied));
    if (mine !== sequence.current) return;
    if (result.ok) {
      setLines(Array.isArray(result.data?.items) ? result.data.items : []);
      setError(null);
    } else {
      setError(readFailure(result, failureText));
    }
  }, [request, path, applied, failureText]);

  // Each new query runs at once...
  useEffect(() => {
    load();
  }, [load]);

  // ...and restarts the 4 s rhythm from that run (a new `load` clears the old interval).
  useEffect(() => {
    if (!live || typing) return;
    const timer = setInterval(load, timings.logRefreshMs);
    return () => clearInterval(timer);
  }, [live, typing, load]);

  // Leaving the tab: no pending re-query, and answers still on their way are not applied.
  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      sequence.current += 1;
    },
    [],
  );

  /** A keystroke in a filter: pause, and run the query once typing has stopped for 600 ms. */
  const type = useCallback((name: keyof F, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setFilters(latest.current);
    setTyping(true);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      setTyping(false);
      setApplied({ ...latest.current });
    }, timings.logTypingDebounceMs);
  }, []);

  /** A choice that is complete the moment it is made (a select): run the query now. */
  const choose = useCallback((name: keyof F, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    clearTimeout(debounce.current);
    setFilters(latest.current);
    setTyping(false);
    setApplied({ ...latest.current });
  }, []);

  /** Runs the query again now, with whatever the filters say. */
  const refresh = useCallback(() => {
    clearTimeout(debounce.current);
    setTyping(false);
    setApplied({ ...latest.current });
  }, []);

  return { filters, type, choose, refresh, lines, error, live, setLive, typing };
}
