// One admin read (a GET): its data, its error text and a reload. A new path (new filters, new page)
// loads again; an answer that arrives after a newer request started is dropped, so a slow page 1
// never overwrites page 2.
import { useCallback, useEffect, useState } from "react";
import { useAdminRequest } from "./AdminAccess";
import { type ReadFailure, readFailure } from "./admin-failure";

export type Resource<T> = {
  data: T | null;
  error: ReadFailure | null;
  loading: boolean;
  reload: () => void;
};

export function useAdminResource<T>(path: string, failureText: string): Resource<T> {
  const request = useAdminRequest();
  const [state, setState] = useState({ data: null as T | null, error: null as ReadFailure | null, loading: true });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: bumping `version` is how reload() asks again
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    request<T>(path).then((result) => {
      if (!current) return;
      if (result.ok) setState({ data: result.data, error: null, loading: false });
      // Stale rows are dropped with the error: a table must never look fresher than it is.
      else setState({ data: null, error: readFailure(result, failureText), loading: false });
    });
    return () => {
      current = false;
    };
  }, [path, version, request, failureText]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
