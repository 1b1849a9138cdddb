// The dev mailbox (architecture §6): what the dev e-mail provider "sent", newest first. Development only;
// anywhere else the path does not exist.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { devMailbox } from "../db/schema";
import { valid } from "../http/validate";
import { apiNotFound } from "../middleware/error-handler";
import { normalizeEmail } from "../users/users";

export const devMailRoutes = new Hono<AppEnv>().get(
  "/dev/mail",
  async (c, next) => (c.env.ENVIRONMENT === "development" ? next() : apiNotFound(c)),
  valid("query", z.object({ to: z.string().trim().max(254).optional() })),
  async (c) => {
    const { to } = c.req.valid("query");
    const rows = await c.var.db
      .select({
        to: devMailbox.to,
        subject: devMailbox.subject,
        text: devMailbox.text,
        html: devMailbox.html,
        createdAt: devMailbox.createdAt,
      })
      .from(devMailbox)
      .where(to ? eq(devMailbox.to, normalizeEmail(to)) : undefined)
      .orderBy(desc(devMailbox.createdAt))
      .limit(50);
    return c.json({ items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })) });
  },
);
