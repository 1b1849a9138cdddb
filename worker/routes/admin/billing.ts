// POST /api/admin/users/{id}/billing-portal: an admin opens a user's billing portal (product §6).
import { Hono } from "hono";
import { targetUser } from "../../admin/target-user";
import type { AppEnv } from "../../app-env";
import { recordAudit } from "../../audit/audit";
import { createPortalSession } from "../../billing/billing-actions";
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
