// The app config (the API reference): invitesRequired and registrationClosed. The worker embeds it in the
// document (config/preloaded.ts), which is the query's initial data; without that block it is read
// from GET /api/config.
import { useQuery } from "@tanstack/react-query";
import type { AppConfig } from "#contract/types";
import { apiRoutes, resultOf } from "../api/client";
import { readPreloadedConfig } from "./preloaded";

// When the config cannot be read the form stays open: the server enforces both rules anyway and
// answers with its own message.
const fallbackConfig: AppConfig = { invitesRequired: false, registrationClosed: false };

function preloaded(): AppConfig | undefined {
  const config = readPreloadedConfig();
  return config
    ? { invitesRequired: config.invitesRequired, registrationClosed: config.registrationClosed }
    : undefined;
}

export function useAppConfig(): { config: AppConfig; loaded: boolean } {
  const query = useQuery({
    queryKey: [apiRoutes.config.$path()],
    queryFn: async ({ signal }): Promise<AppConfig> => {
      const result = await resultOf(apiRoutes.config.$get(undefined, { init: { signal } }), signal);
      return result.ok ? result.data : fallbackConfig;
    },
    // The document's copy is as fresh as the document: the form reads nothing more.
    initialData: preloaded,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { config: query.data ?? fallbackConfig, loaded: query.data !== undefined };
}
