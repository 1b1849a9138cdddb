// What an impersonating admin may not do in the user's name (product §4 "Impersonation"): delete the
// account, change its e-mail, or start, cancel or resume billing. One guard, mounted on those routes after
// requireUser; the attempt itself is still audited by impersonation-audit.ts, which runs before any route.
import { createMiddleware } from "hono/factory";
import { messages } from "#contract/messages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";

export const refuseWhileImpersonating = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.session?.record.impersonatorId) throw apiError(403, messages.notWhileImpersonating);
  await next();
});
