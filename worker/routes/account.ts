// The signed-in user's account, mounted at /api/account (product §7 "Session and account", "Your
// data"): delete it, download its data as a file, or import one. None of it while impersonating.
import { Hono } from "hono";
import { importMessages, importSchema } from "#contract/account-data";
import { accountTexts } from "#contract/account-texts";
import { exportAccount } from "../account-data/export";
import { importAccount } from "../account-data/import";
import { deleteAccount } from "../accounts/deletion";
import { refuseWhileImpersonating } from "../admin/access";
import type { AppEnv } from "../http/app-env";
import { valid } from "../http/validate";
import { clearSessionCookie } from "../sessions/cookie";
import { requireUser, signedInUser } from "../sessions/middleware";
import { destroySession } from "../sessions/sessions";

export const accountRoutes = new Hono<AppEnv>()
  .delete("/", requireUser, refuseWhileImpersonating, async (c) => {
    const user = signedInUser(c);
    await deleteAccount(c.var.db, c.env, user.id);
    if (c.var.session) await destroySession(c.env.SESSIONS, c.var.session.token);
    clearSessionCookie(c);
    return c.json({ msg: accountTexts.accountDeleted });
  })

  .get("/export", requireUser, refuseWhileImpersonating, async (c) => {
    const user = signedInUser(c);
    const file = await exportAccount(c.var.db, c.env.SESSIONS, user.id);
    const day = file.exportedAt.slice(0, 10);
    c.header("Cache-Control", "no-store");
    c.header("Content-Disposition", `attachment; filename="linknest-${user.username}-${day}.json"`);
    return c.json(file);
  })

  .post("/import", requireUser, refuseWhileImpersonating, valid("json", importSchema), async (c) => {
    const profile = await importAccount(c.var.db, c.env, signedInUser(c).id, c.req.valid("json"));
    return c.json({ ...profile, msg: importMessages.imported });
  });
