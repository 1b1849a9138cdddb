// The dev mailbox (architecture §6): what the dev e-mail provider "sent", newest first. Development only;
// anywhere else the path does not exist.
import { Hono } from "hono";
import { z } from "zod";
import { readDevMailbox } from "../email/dev-mailbox";
import type { AppEnv } from "../http/app-env";
import { apiNotFound } from "../http/error-handler";
import { valid } from "../http/validate";

export const devMailRoutes = new Hono<AppEnv>().get(
  "/dev/mail",
  async (c, next) => (c.env.ENVIRONMENT === "development" ? next() : apiNotFound(c)),
  valid("query", z.object({ to: z.string().trim().max(254).optional() })),
  async (c) => c.json({ items: await readDevMailbox(c.var.db, c.req.valid("query").to) }),
);
