import { type Operator, readPreloadedConfig } from "./preloaded";

/** The operator named on legal pages, from the config the worker embeds in the page. */
export function useOperator(): Operator | null {
  return readPreloadedConfig()?.operator ?? null;
}
