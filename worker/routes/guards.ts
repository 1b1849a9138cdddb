// Who may call a route (docs/product.md, "Accounts: the rules" and "Roles"), as the routers put it before
// their handlers; each guard notes the answer it can give for the API reference (worker/http/api-reference.ts).
// - requireUser: a signed-in user; signedInUser answers them, or a 401.
// - requireAdmin, on every /api/admin route: a live admin session that is not impersonating anyone and,
//   while `adminsRequire2fa` is on, belongs to an admin with a TOTP authenticator or a passkey and has
//   proved one of them itself. Everyone else, anonymous included, gets the same 403; an admin without a
//   second factor gets the text that leads them to the dashboard's Security card, and a session that has
//   not proved one (made before the admin had one) is asked to step up, with the methods it can use.
// - refuseWhileImpersonating, on the routes an impersonating admin may not use in the user's name:
//   deleting the account, changing its e-mail, billing, and the account's security (second factors,
//   passkeys, signed-in devices, the data file). The attempt is still audited (session.ts), which runs
//   before any route.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { messages } from "#contract/messages";
import { securityMessages } from "#contract/security";
import { withAnswers } from "../http/api-reference";
import type { AppEnv, CurrentUser } from "../http/app-env";
import { apiError } from "../http/errors";
import { adminsRequire2fa } from "../settings/admin-2fa";
import { recentSettings } from "../settings/settings";
import { secondFactorMethods } from "../two-factor/second-step";

/** The request's user; a 401 when there is none. */
export function signedInUser(c: Context<AppEnv>): CurrentUser {
  if (!c.var.user) throw apiError(401, messages.notSignedIn);
  return c.var.user;
}

/** Guards a route that needs a signed-in user. */
export const requireUser = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    signedInUser(c);
    await next();
  }),
  { 401: "Not signed in." },
);

export const requireAdmin = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    const { user, session } = c.var;
    if (user?.role !== "admin" || session?.record.impersonatorId) throw apiError(403, messages.adminRequired);
    if (adminsRequire2fa(await recentSettings(c.var.db), c.env)) {
      const methods = await secondFactorMethods(c.var.db, user.id);
      if (methods.length === 0) throw apiError(403, securityMessages.adminNeeds2fa);
      // A code steps up at /api/2fa/step-up; a passkey by signing in with it (docs/decisions/034).
      if (session?.record.secondFactorAt === undefined) {
        throw apiError(403, securityMessages.adminStepUp, { stepUp: true, methods });
      }
    }
    await next();
  }),
  {
    403: "Not an admin's own session; or, while admins must have a second factor, an admin without one, or a session that has not proved it (then with stepUp: true and the methods).",
  },
);

export const refuseWhileImpersonating = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.session?.record.impersonatorId) throw apiError(403, messages.notWhileImpersonating);
    await next();
  }),
  { 403: "An admin impersonating the user may not do this in their name." },
);
