// The signed-in user's account: e-mail change and deletion.
import { Hono } from "hono";
import { accountTexts, changeEmailSchema } from "#contract/account-schemas";
import { deleteAccount } from "../accounts/deletion";
import { requestEmailChange } from "../accounts/email-change";
import { refuseWhileImpersonating } from "../admin/refuse-while-impersonating";
import type { AppEnv } from "../http/app-env";
import { clientIp, enforceRateLimit } from "../http/rate-limit";
import { valid } from "../http/validate";
import { clearSessionCookie } from "../sessions/cookie";
import { requireUser, signedInUser } from "../sessions/middleware";
import { destroySession } from "../sessions/sessions";

export const accountRoutes = new Hono<AppEnv>()
  .post("/change-email", requireUser, refuseWhileImpersonating, valid("json", changeEmailSchema), async (c) => {
    const user = signedInUser(c);
    await enforceRateLimit(c.env.EMAIL_LIMITER, [`ip:${clientIp(c)}`, `user:${user.id}`]);
    await requestEmailChange(c.var.db, c.env, user.id, c.req.valid("json").newEmail);
    return c.json({ msg: accountTexts.emailChangeSent });
  })

  .delete("/account", requireUser, refuseWhileImpersonating, async (c) => {
    const user = signedInUser(c);
    await deleteAccount(c.var.db, c.env, user.id);
    if (c.var.session) await destroySession(c.env.SESSIONS, c.var.session.token);
    clearSessionCookie(c);
    return c.json({ msg: accountTexts.accountDeleted });
  });
