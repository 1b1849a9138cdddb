// Reads the config the worker embeds in the HTML shell, so the first render needs no extra request
// and legal pages show the operator without a round trip.
import { type PreloadedConfig, preloadedConfigElementId } from "#contract/preloaded";

export type { Operator, PreloadedConfig } from "#contract/preloaded";

/** Null where there is no page to read it from (a screen prerendered at build, web/prerender.tsx). */
export function readPreloadedConfig(
  doc: Document | null = typeof document === "undefined" ? null : document,
): PreloadedConfig | null {
  const element = doc?.getElementById(preloadedConfigElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PreloadedConfig;
  } catch {
    return null;
  }
}
