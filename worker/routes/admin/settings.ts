// The admin Settings tab's global settings, mounted at /api/admin/settings (the API reference (Admin settings)):
// read and save.
import { Hono } from "hono";
import { settingsUpdateSchema } from "#contract/admin-schemas";
import { securityMessages } from "#contract/security";
import { updateSettings } from "../../admin/settings";
import { answers } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { validationError } from "../../http/errors";
import { valid } from "../../http/validate";
import { resolvedSettings } from "../../settings/admin-2fa";
import { readSettings } from "../../settings/settings";
import { secondFactorMethods } from "../../two-factor/second-step";
import { signedInUser } from "../guards";

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/", answers("The global settings", { 200: "AdminSettings (contract/admin-types.ts)." }), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(resolvedSettings(await readSettings(c.var.db), c.env));
  })

  .put(
    "/",
    answers("Save the global settings (any of them)", {
      200: "AdminSettings (contract/admin-types.ts), as saved.",
      400: "A setting breaks a rule, or requiring admins' second factor before the caller has one.",
    }),
    valid("json", settingsUpdateSchema),
    async (c) => {
      const admin = signedInUser(c);
      const changes = c.req.valid("json");
      // Requiring a second factor of every admin starts with this one, or the setting would lock them out.
      if (changes.adminsRequire2fa && (await secondFactorMethods(c.var.db, admin.id)).length === 0) {
        throw validationError([{ field: "adminsRequire2fa", message: securityMessages.ownSecondFactorFirst }]);
      }
      return c.json(resolvedSettings(await updateSettings(c.var.db, c.env, admin.id, changes), c.env));
    },
  );
