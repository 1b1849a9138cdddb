// Impersonation, mounted at /api/admin/impersonate (docs/product.md, "Accounts: the rules"; the API reference (Admin)): spending an admin's token
// for a session of the user (the token is users.ts's), and stopping. /stop is called by the impersonated
// session itself, which the admin check refuses, so it is a router of its own, mounted ahead of that
// check (./index.ts), that does its own checks.
import { Hono } from "hono";
import { impersonationUseSchema } from "#contract/admin-schemas";
import { messages } from "#contract/messages";
import {
  activeImpersonator,
  beginImpersonation,
  impersonationMessages,
  recordImpersonationStop,
} from "../../admin/impersonation";
import { answers } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { apiError } from "../../http/errors";
import { valid } from "../../http/validate";
import { createSession, destroySession, deviceLabel, indexSession } from "../../sessions/sessions";
import { signedInUser } from "../guards";
import { clearSessionCookie, writeSessionCookie } from "../session";

export const impersonationRoutes = new Hono<AppEnv>()
  // The admin's own session ends here; stopping creates a fresh one (a new token on every switch).
  .post(
    "/use",
    answers("Spend an impersonation token: this browser's session becomes the user's", {
      200: "{msg, username}; the admin's own session ends.",
      400: "The token is unknown, spent or expired, or its user is gone.",
      403: "The token was issued to another admin (or the caller is no admin).",
    }),
    valid("json", impersonationUseSchema),
    async (c) => {
      const admin = signedInUser(c);
      const user = await beginImpersonation(c.var.db, admin.id, c.req.valid("json").token);
      // The admin's proof of a second factor stays with the impersonation, for the session /stop returns.
      const { token } = await createSession(c.env.SESSIONS, user.id, {
        impersonatorId: admin.id,
        secondFactorAt: c.var.session?.record.secondFactorAt,
      });
      if (c.var.session) await destroySession(c.env.SESSIONS, c.var.session.token);
      writeSessionCookie(c, token);
      return c.json({ msg: impersonationMessages.started(user.username), username: user.username });
    },
  );

// An impersonation session outlives its user (deleted, suspended, signed out everywhere): the session
// middleware keeps it, without a user, so that stopping works whatever became of the impersonated account.
export const impersonationStopRoutes = new Hono<AppEnv>().post(
  "/stop",
  answers("Stop impersonating: the admin's own session again", {
    200: "{msg, username}: a fresh session of the admin.",
    400: "The session impersonates no one.",
    401: "No session.",
    403: "The admin may no longer act as one; the impersonation just ends.",
  }),
  async (c) => {
    const { session } = c.var;
    if (!session) throw apiError(401, messages.notSignedIn);
    const impersonatorId = session.record.impersonatorId;
    if (!impersonatorId) throw apiError(400, impersonationMessages.notImpersonating);

    await destroySession(c.env.SESSIONS, session.token);
    const admin = await activeImpersonator(c.var.db, impersonatorId, session.record.createdAt);
    if (!admin) {
      // No admin to return to (demoted, suspended or deleted meanwhile): the impersonation just ends.
      clearSessionCookie(c);
      throw apiError(403, messages.adminRequired);
    }
    const fresh = await createSession(c.env.SESSIONS, admin.id, { secondFactorAt: session.record.secondFactorAt });
    writeSessionCookie(c, fresh.token);
    // The admin's own session again: listed among their signed-in devices.
    await indexSession(c.var.db, admin.id, fresh.token, deviceLabel(c.req.header("user-agent")));
    await recordImpersonationStop(c.var.db, admin.id, session.record.userId);
    return c.json({ msg: impersonationMessages.stopped, username: admin.username });
  },
);
