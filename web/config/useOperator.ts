import { useHydrated } from "../hydration";
import { type Operator, readPreloadedConfig } from "./preloaded";

/**
 * The operator named on legal pages, from the config the worker embeds in the page; none while a page
 * prerendered without it is taken over.
 */
export function useOperator(): Operator | null {
  const hydrated = useHydrated();
  return hydrated ? (readPreloadedConfig()?.operator ?? null) : null;
}
