// The admin Users tab, mounted at /api/admin/users (product §4, §6, §7 "Admin"): the searchable list,
// and the actions on one user — moderation, opening their billing portal, and the token that starts
// impersonating them (spent at /api/admin/impersonate/use, impersonation.ts).
import { Hono } from "hono";
import { userListQuerySchema } from "#contract/admin-schemas";
import { targetUser } from "../../admin/access";
import { issueImpersonationToken } from "../../admin/impersonation";
import {
  moderationMessages,
  overrideVerification,
  resendVerification,
  suspendUser,
  triggerPasswordReset,
  unsuspendUser,
} from "../../admin/moderation";
import { listUsers } from "../../admin/user-search";
import { recordAudit } from "../../audit/record";
import { createPortalSession } from "../../billing/billing-actions";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { signedInUser } from "../../sessions/middleware";

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", valid("query", userListQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listUsers(c.var.db, c.req.valid("query")));
  })

  .post("/:id/suspend", async (c) => {
    await suspendUser(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: moderationMessages.suspended });
  })

  .post("/:id/unsuspend", async (c) => {
    await unsuspendUser(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: moderationMessages.unsuspended });
  })

  .post("/:id/verify-override", async (c) => {
    return c.json({ msg: await overrideVerification(c.var.db, signedInUser(c).id, c.req.param("id")) });
  })

  .post("/:id/resend-verification", async (c) => {
    await resendVerification(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: moderationMessages.verificationSent });
  })

  .post("/:id/trigger-password-reset", async (c) => {
    await triggerPasswordReset(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: moderationMessages.resetSent });
  })

  .post("/:id/billing-portal", async (c) => {
    const target = await targetUser(c.var.db, c.req.param("id"));
    const portal = await createPortalSession(c.var.db, c.env, target.id, "/admin");
    await recordAudit(c.var.db, {
      action: "open_billing_portal",
      actorUserId: signedInUser(c).id,
      targetUserId: target.id,
    });
    return c.json(portal);
  })

  .post("/:id/impersonate", async (c) => {
    const token = await issueImpersonationToken(c.var.db, signedInUser(c).id, c.req.param("id"));
    c.header("Cache-Control", "no-store");
    return c.json({ token });
  });
