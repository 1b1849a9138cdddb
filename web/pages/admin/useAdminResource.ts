// One admin read (a GET): its data, its error text and a reload. A new path (new filters, new page)
// loads again; an answer that arrives after a newer request started is dropped, so a slow page 1
// never overwrites page 2. An answer the document came with is the first one, without a request.
import { useCallback, useEffect, useState } from "react";
import { useDocumentData } from "../../api/document-answers";
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
  // A first answer the document came with (the Overview's reads, web/api/document-answers.ts) is shown at once.
  const fromDocument = useDocumentData<T>(path);
  const [state, setState] = useState({
    data: (fromDocument.data ?? null) as T | null,
    error: null as ReadFailure | null,
    loading: fromDocument.data === undefined,
  });
  const [version, setVersion] = useState(0);
  const { claim } = fromDocument;

  // biome-ignore lint/correctness/useExhaustiveDependencies: bumping `version` is how reload() asks again
  useEffect(() => {
    if (claim()) return;
    let current = true;
    // Already loading (the first read): the same state, so nothing renders again for it.
    setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    request<T>(path).then((result) => {
      if (!current) return;
      if (result.ok) setState({ data: result.data, error: null, loading: false });
      // Stale rows are dropped with the error: a table must never look fresher than it is.
      else setState({ data: null, error: readFailure(result, failureText), loading: false });
    });
    return () => {
      current = false;
    };
  }, [path, version, request, failureText, claim]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
