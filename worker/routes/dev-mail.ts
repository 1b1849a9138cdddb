// The dev mailbox (architecture §6): what the dev e-mail provider "sent", newest first. Development only;
// anywhere else the path does not exist.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { normalizeEmail } from "../accounts/users";
import { devMailbox } from "../db/schema";
import type { AppEnv } from "../http/app-env";
import { apiNotFound } from "../http/error-handler";
import { valid } from "../http/validate";

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
