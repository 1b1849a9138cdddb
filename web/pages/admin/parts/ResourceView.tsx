// One admin read as a screen shows it: its failure with 'Try again', a loading line until the first
// answer (when given one), then what the caller draws from the data. Each part of a tab loads and fails
// on its own this way.
import type { ReactNode } from "react";
import type { Resource } from "../useAdminResource";
import { LoadError } from "./LoadError";

type Props<T> = { resource: Resource<T>; loading?: string; children: (data: T) => ReactNode };

export function ResourceView<T>({ resource, loading, children }: Props<T>) {
  return (
    <>
      {resource.error && <LoadError failure={resource.error} onRetry={resource.reload} />}
      {loading && resource.loading && !resource.data && <p className="muted">{loading}</p>}
      {resource.data && children(resource.data)}
    </>
  );
}
