// The app config (the API reference): invitesRequired and registrationClosed. Read from the block the worker
// embeds in the page when present; otherwise fetched once from GET /api/config.
import { useEffect, useState } from "react";
import type { AppConfig } from "#contract/types";
import { api } from "../api/client";
import { readPreloadedConfig } from "./preloaded";

// When the config cannot be read the form stays open: the server enforces both rules anyway and
// answers with its own message.
const fallbackConfig: AppConfig = { invitesRequired: false, registrationClosed: false };

function preloaded(): AppConfig | null {
  const config = readPreloadedConfig();
  return config ? { invitesRequired: config.invitesRequired, registrationClosed: config.registrationClosed } : null;
}

export function useAppConfig(): { config: AppConfig; loaded: boolean } {
  const [config, setConfig] = useState<AppConfig | null>(preloaded);

  useEffect(() => {
    if (config) return;
    let current = true;
    api<AppConfig>("/api/config").then((result) => {
      if (!current) return;
      setConfig(
        result.ok
          ? {
              invitesRequired: Boolean(result.data?.invitesRequired),
              registrationClosed: Boolean(result.data?.registrationClosed),
            }
          : fallbackConfig,
      );
    });
    return () => {
      current = false;
    };
  }, [config]);

  return { config: config ?? fallbackConfig, loaded: config !== null };
}
