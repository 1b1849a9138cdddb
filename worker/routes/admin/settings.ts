// The admin Settings tab's global settings (product §3 "Admin settings"): read and save.
import { Hono } from "hono";
import { settingsUpdateSchema } from "#contract/admin-schemas";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { signedInUser } from "../../sessions/middleware";
import { readSettings } from "../../settings/settings";
import { updateSettings } from "../../settings/update";

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/settings", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await readSettings(c.var.db));
  })

  .put("/settings", valid("json", settingsUpdateSchema), async (c) => {
    return c.json(await updateSettings(c.var.db, signedInUser(c).id, c.req.valid("json")));
  });
