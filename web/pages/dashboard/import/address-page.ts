// The page the dashboard's address names (`?page={id}`, docs/decisions/059), which the import cards send
// their import to: the file into that page, another service's page over it. No parameter is the primary
// page, which the unprefixed calls act on. A stand-in for the dashboard's shared current-page hook, which
// replaces it where that hook is built.
import { useSearchParams } from "react-router";

/** The id in `?page=`, or null for the primary page. */
export function useAddressPageId(): string | null {
  const [params] = useSearchParams();
  return params.get("page") || null;
}
