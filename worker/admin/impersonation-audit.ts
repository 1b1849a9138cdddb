// Runs on every /api request after the session is loaded (mounted in worker/app.ts). For a session
// that impersonates someone it does two things: ends it if its admin may no longer act (demoted,
// suspended, deleted, or their sessions ended since), and writes an 'impersonated_request' audit entry
// naming the real admin, the method, the path and the user acted as for each state-changing request,
// before the request runs (refused ones too), so nothing done under another name goes unrecorded.
import { createMiddleware } from "hono/factory";
import { recordAudit } from "../audit/record";
import type { AppEnv } from "../http/app-env";
import { safeMethods } from "../http/request-guards";
import { loggablePath } from "../logs/record";
import { clearSessionCookie, destroySession } from "../sessions/sessions";
import { activeImpersonator } from "./impersonation";

/** Stopping has its own audit entry (impersonate_stop). */
export const impersonationStopPath = "/api/admin/impersonate/stop";

export const impersonationAudit = createMiddleware<AppEnv>(async (c, next) => {
  const { session, user } = c.var;
  const impersonatorId = session?.record.impersonatorId;
  if (!session || !user || !impersonatorId) return next();

  if (!(await activeImpersonator(c.var.db, impersonatorId, session.record.createdAt))) {
    // The request goes on as anonymous.
    await destroySession(c.env.SESSIONS, session.token);
    clearSessionCookie(c);
    c.set("user", undefined);
    c.set("userId", undefined);
    c.set("session", undefined);
    return next();
  }

  const path = loggablePath(c.req.url);
  if (!safeMethods.has(c.req.method) && path !== impersonationStopPath) {
    await recordAudit(c.var.db, {
      action: "impersonated_request",
      actorUserId: impersonatorId,
      targetUserId: user.id,
      // The username as well as the id: the entry must still name whom the admin acted as once the
      // account is gone.
      target: user.username,
      details: { method: c.req.method, path },
    });
  }
  return next();
});
