// Who may act as an admin, and what an admin may not do in someone else's name (docs/product.md, "Accounts: the rules" and "Roles"):
// - requireAdmin, on every /api/admin route: a live admin session that is not impersonating anyone and,
//   while `adminsRequire2fa` is on, has a TOTP authenticator or a passkey. Everyone else, anonymous
//   included, gets the same 403; an admin without a second factor gets the text that leads them to the
//   dashboard's Security card.
// - refuseWhileImpersonating, on the routes an impersonating admin may not use in the user's name:
//   deleting the account, changing its e-mail, billing, and the account's security (second factors,
//   passkeys, signed-in devices, the data file). The attempt is still audited by impersonation-audit.ts,
//   which runs before any route.
// - targetUser: the user an admin action names by id, or the product's 404.
import { createMiddleware } from "hono/factory";
import { messages } from "#contract/messages";
import { securityMessages } from "#contract/security";
import { findUserById, type UserRow } from "../accounts/users";
import type { Db } from "../db/client";
import { withAnswers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { adminsRequire2fa } from "../settings/admin-2fa";
import { recentSettings } from "../settings/settings";
import { secondFactorMethods } from "../two-factor/methods";

export const requireAdmin = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    const { user, session } = c.var;
    if (user?.role !== "admin" || session?.record.impersonatorId) throw apiError(403, messages.adminRequired);
    if (adminsRequire2fa(await recentSettings(c.var.db), c.env)) {
      if ((await secondFactorMethods(c.var.db, user.id)).length === 0) {
        throw apiError(403, securityMessages.adminNeeds2fa);
      }
    }
    await next();
  }),
  { 403: "Not an admin's own session, or an admin without a second factor while admins must have one." },
);

export const refuseWhileImpersonating = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.session?.record.impersonatorId) throw apiError(403, messages.notWhileImpersonating);
    await next();
  }),
  { 403: "An admin impersonating the user may not do this in their name." },
);

export const userNotFound = "User not found";

export async function targetUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw apiError(404, userNotFound);
  return user;
}
