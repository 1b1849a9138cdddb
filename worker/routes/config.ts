// Public app configuration the signup screen needs before it renders.
import { Hono } from "hono";
import type { AppConfig } from "#contract/types";
import type { AppEnv } from "../http/app-env";
import { readSettings } from "../settings/settings";

export const configRoutes = new Hono<AppEnv>().get("/config", async (c) => {
  const { invitesRequired, registrationClosed } = await readSettings(c.var.db);
  const config: AppConfig = { invitesRequired, registrationClosed };
  c.header("Cache-Control", "no-store");
  return c.json(config);
});
