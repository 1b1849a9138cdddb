// POST /api/admin/users/{id}/billing-portal: an admin opens a user's billing portal (product §6).
import { Hono } from "hono";
import { targetUser } from "../../admin/target-user";
import { recordAudit } from "../../audit/record";
import { createPortalSession } from "../../billing/billing-actions";
import type { AppEnv } from "../../http/app-env";
import { signedInUser } from "../../sessions/middleware";

export const adminBillingRoutes = new Hono<AppEnv>().post("/users/:id/billing-portal", async (c) => {
  const target = await targetUser(c.var.db, c.req.param("id"));
  const portal = await createPortalSession(c.var.db, c.env, target.id, "/admin");
  await recordAudit(c.var.db, {
    action: "open_billing_portal",
    actorUserId: signedInUser(c).id,
    targetUserId: target.id,
  });
  return c.json(portal);
});
