// Whether admins must have a second factor (docs/product.md, "Roles", docs/decisions/018): the admin Settings' choice
// once one is saved, otherwise the deployment's default — on in production (wrangler.toml's
// ADMINS_REQUIRE_2FA), off in local development (scripts/lib/development-vars.ts).
import type { AdminSettings } from "#contract/admin-types";
import type { Settings } from "./settings";

export function adminsRequire2fa(settings: Settings, env: Pick<Env, "ADMINS_REQUIRE_2FA">): boolean {
  return settings.adminsRequire2fa ?? env.ADMINS_REQUIRE_2FA !== "false";
}

/** The settings as the admin Settings tab shows them. */
export function resolvedSettings(settings: Settings, env: Pick<Env, "ADMINS_REQUIRE_2FA">): AdminSettings {
  return { ...settings, adminsRequire2fa: adminsRequire2fa(settings, env) };
}
