// The account's data (product §7 "Your data"): download it as a file, or import one.
import { Hono } from "hono";
import { importMessages, importSchema } from "#contract/account-data";
import { exportAccount } from "../account-data/export";
import { importAccount } from "../account-data/import";
import { refuseWhileImpersonating } from "../admin/refuse-while-impersonating";
import type { AppEnv } from "../http/app-env";
import { valid } from "../http/validate";
import { requireUser, signedInUser } from "../sessions/middleware";

export const accountDataRoutes = new Hono<AppEnv>()
  .get("/account/export", requireUser, refuseWhileImpersonating, async (c) => {
    const user = signedInUser(c);
    const file = await exportAccount(c.var.db, c.env, user.id);
    const day = file.exportedAt.slice(0, 10);
    c.header("Cache-Control", "no-store");
    c.header("Content-Disposition", `attachment; filename="linknest-${user.username}-${day}.json"`);
    return c.json(file);
  })

  .post("/account/import", requireUser, refuseWhileImpersonating, valid("json", importSchema), async (c) => {
    const profile = await importAccount(c.var.db, c.env, signedInUser(c).id, c.req.valid("json"));
    return c.json({ ...profile, msg: importMessages.imported });
  });
