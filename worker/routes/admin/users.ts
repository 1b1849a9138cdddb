// The admin Users tab (product §6, §7 "Admin"): the searchable list and the moderation actions on one user.
import { Hono } from "hono";
import { userListQuerySchema } from "#contract/admin-schemas";
import {
  moderationMessages,
  overrideVerification,
  resendVerification,
  suspendUser,
  triggerPasswordReset,
  unsuspendUser,
} from "../../admin/moderation";
import { listUsers } from "../../admin/user-search";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { signedInUser } from "../../sessions/middleware";

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/users", valid("query", userListQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listUsers(c.var.db, c.req.valid("query")));
  })

  .post("/users/:id/suspend", async (c) => {
    await suspendUser(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: moderationMessages.suspended });
  })

  .post("/users/:id/unsuspend", async (c) => {
    await unsuspendUser(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: moderationMessages.unsuspended });
  })

  .post("/users/:id/verify-override", async (c) => {
    return c.json({ msg: await overrideVerification(c.var.db, signedInUser(c).id, c.req.param("id")) });
  })

  .post("/users/:id/resend-verification", async (c) => {
    await resendVerification(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: moderationMessages.verificationSent });
  })

  .post("/users/:id/trigger-password-reset", async (c) => {
    await triggerPasswordReset(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: moderationMessages.resetSent });
  });
