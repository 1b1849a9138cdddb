// The admin area's second-factor rule (product §6): while `adminsRequire2fa` is on, an admin without a
// TOTP authenticator or a passkey gets 403 on every /api/admin call, and the admin screen leads them to
// the dashboard's Security card. Mounted after requireAdmin.
import { createMiddleware } from "hono/factory";
import { securityMessages } from "#contract/security";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { signedInUser } from "../sessions/middleware";
import { adminsRequire2fa } from "../settings/admin-2fa";
import { recentSettings } from "../settings/settings";
import { secondFactorMethods } from "../two-factor/methods";

export const requireAdminSecondFactor = createMiddleware<AppEnv>(async (c, next) => {
  if (adminsRequire2fa(await recentSettings(c.var.db), c.env)) {
    const methods = await secondFactorMethods(c.var.db, signedInUser(c).id);
    if (methods.length === 0) throw apiError(403, securityMessages.adminNeeds2fa);
  }
  await next();
});
