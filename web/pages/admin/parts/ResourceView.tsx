// One admin read as a screen shows it: its failure with 'Try again', a loading line until the first
// answer (when given one), then what the caller draws from the data. Each part of a tab loads and fails
// on its own this way. A failed read shows no rows: a table must never look fresher than it is.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { failureOf } from "../../../api/queries";
import { readFailure } from "../admin-failure";
import { LoadError } from "./LoadError";

type Props<T> = {
  query: UseQueryResult<T>;
  /** The product's text for this read's failure. */
  failureText: string;
  loading?: string;
  children: (data: T) => ReactNode;
};

export function ResourceView<T>({ query, failureText, loading, children }: Props<T>) {
  if (query.isError) {
    return <LoadError failure={readFailure(failureOf(query.error), failureText)} onRetry={() => query.refetch()} />;
  }
  return (
    <>
      {loading && query.isPending && <p className="muted">{loading}</p>}
      {query.data !== undefined && children(query.data)}
    </>
  );
}
