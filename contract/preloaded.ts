// The config the worker embeds in the SPA shell as a JSON data block (the app config of the API reference,
// which may also be preloaded as a global config).
import type { AppConfig } from "./types";

export const preloadedConfigElementId = "ln-config";

export type Operator = { name: string; email: string; address: string };
export type PreloadedConfig = AppConfig & {
  operator: Operator;
  /** The public profile the home page shows off (SHOWCASE_USERNAME); null when none is set. */
  showcaseUsername: string | null;
};
