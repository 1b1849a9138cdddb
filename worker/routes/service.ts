// What the service answers about itself, mounted at /api: liveness (the worker runs and D1 answers) and,
// in development only, the dev mailbox (architecture §6): what the dev e-mail provider "sent", newest
// first. Anywhere but development the mailbox's path does not exist.
import { Hono } from "hono";
import { z } from "zod";
import { readDevMailbox } from "../email/dev-mailbox";
import type { AppEnv } from "../http/app-env";
import { apiNotFound } from "../http/error-handler";
import { valid } from "../http/validate";

export const serviceRoutes = new Hono<AppEnv>()
  .get("/health", async (c) => {
    await c.env.DB.prepare("select 1").first();
    return c.json({ ok: true });
  })

  .get(
    "/dev/mail",
    async (c, next) => (c.env.ENVIRONMENT === "development" ? next() : apiNotFound(c)),
    valid("query", z.object({ to: z.string().trim().max(254).optional() })),
    async (c) => c.json({ items: await readDevMailbox(c.var.db, c.req.valid("query").to) }),
  );
