// The logs view's query and timing (docs/product.md, "Admin" and "Limits"): the list is fetched at once, then
// every 4 s while live. Typing in a filter pauses that refresh; 600 ms after the last keystroke the
// query runs with the new filters and the 4 s rhythm starts again from there. A pick from a list
// (the number of lines) runs at once. Each set of filters is a query of its own, so an answer to a
// superseded one is never shown; the data layer's refetch interval keeps the rhythm.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { dataOf, failureOf, type ReadOf } from "../../../api/queries";
import { timings } from "../../../timings";
import { useAdminRequest } from "../AdminAccess";
import { readFailure } from "../admin-failure";
import type { LogLines } from "../admin-types";

type Options<F> = {
  initial: F;
  read: (filters: F) => ReadOf<ClientResponse<LogLines, number, "json">>;
  failureText: string;
  /** Whether the view refreshes by itself (the Logs tab) or only on a change (the Errors tab). */
  poll: boolean;
};

export function useLiveLogs<F extends Record<string, string>>({ initial, read, failureText, poll }: Options<F>) {
  const request = useAdminRequest();
  const [filters, setFilters] = useState(initial);
  const [live, setLive] = useState(poll);
  const [typing, setTyping] = useState(false);
  const latest = useRef(initial);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address the list was last asked for, in state to render with and in a ref to compare with.
  const [applied, setApplied] = useState(() => read(initial));
  const appliedNow = useRef(applied.path);
  const logs = useQuery({
    queryKey: [applied.path],
    queryFn: ({ signal }) => dataOf(request(applied.read({ init: { signal } }), signal)),
    // Counted from the last run: a new query (or the end of a pause) starts the rhythm afresh.
    refetchInterval: live && !typing ? timings.logRefreshMs : false,
    refetchIntervalInBackground: true,
    // The lines of the last filters stay on screen until the new ones' answer arrives.
    placeholderData: keepPreviousData,
  });

  const { refetch } = logs;
  /** Asks for the list with the filters as they are now; the same filters asked again are asked again. */
  const apply = useCallback(() => {
    const next = read(latest.current);
    if (next.path === appliedNow.current) {
      void refetch();
      return;
    }
    appliedNow.current = next.path;
    setApplied(next);
  }, [read, refetch]);

  // Leaving the tab: no pending re-query.
  useEffect(() => () => clearTimeout(debounce.current), []);

  /** A keystroke in a filter: pause, and run the query once typing has stopped for 600 ms. */
  const type = useCallback(
    (name: keyof F, value: string) => {
      latest.current = { ...latest.current, [name]: value };
      setFilters(latest.current);
      setTyping(true);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        setTyping(false);
        apply();
      }, timings.logTypingDebounceMs);
    },
    [apply],
  );

  /** A choice that is complete the moment it is made (a select): run the query now. */
  const choose = useCallback(
    (name: keyof F, value: string) => {
      latest.current = { ...latest.current, [name]: value };
      clearTimeout(debounce.current);
      setFilters(latest.current);
      setTyping(false);
      apply();
    },
    [apply],
  );

  /** Runs the query again now, with whatever the filters say. */
  const refresh = useCallback(() => {
    clearTimeout(debounce.current);
    setTyping(false);
    apply();
  }, [apply]);

  const lines = logs.data ? logs.data.items : null;
  const error = logs.isError ? readFailure(failureOf(logs.error), failureText) : null;
  return { filters, type, choose, refresh, lines, error, live, setLive, typing };
}
