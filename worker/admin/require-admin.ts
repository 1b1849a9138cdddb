// The admin check on every /api/admin route: a live admin session that is not impersonating anyone.
// Everyone else, anonymous included, gets the same 403 (product §6).
import { createMiddleware } from "hono/factory";
import { messages } from "#contract/messages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { user, session } = c.var;
  if (user?.role !== "admin" || session?.record.impersonatorId) throw apiError(403, messages.adminRequired);
  await next();
});
