// The admin Audit tab, mounted at /api/admin/audit (the API reference (Admin)): the entries, and clearing them.
import { Hono } from "hono";
import { adminMessages, auditListQuerySchema } from "#contract/admin-schemas";
import { clearAudit, listAudit } from "../../audit/audit-log";
import { answers } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { signedInUser } from "../guards";

export const adminAuditRoutes = new Hono<AppEnv>()
  .get(
    "/",
    answers("The audit log, filtered and paged", { 200: "Paged<AuditItem> (contract/admin-types.ts)." }),
    valid("query", auditListQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listAudit(c.var.db, c.req.valid("query")));
    },
  )

  .post("/clear", answers("Clear the audit log (the clearing itself stays recorded)", { 200: "{msg}." }), async (c) => {
    await clearAudit(c.var.db, signedInUser(c).id);
    return c.json({ msg: adminMessages.auditCleared });
  });
