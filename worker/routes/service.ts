// What the service answers about itself, mounted at /api: liveness (the worker runs and D1 answers) and,
// in development only, the dev mailbox (docs/guides/accounts-and-sessions.md): what the dev e-mail provider "sent", newest
// first. Anywhere but development the mailbox's path does not exist.
import { Hono } from "hono";
import { z } from "zod";
import { normalizeEmail } from "../accounts/users";
import { readDevMailbox } from "../email/dev-mailbox";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiNotFound } from "../http/error-handler";
import { valid } from "../http/validate";

export const serviceRoutes = new Hono<AppEnv>()
  .get("/health", answers("Liveness: the worker runs and D1 answers", { 200: "{ok: true}." }), async (c) => {
    await c.env.DB.prepare("select 1").first();
    return c.json({ ok: true });
  })

  .get(
    "/dev/mail",
    answers("The dev mailbox, newest first (?to= filters by recipient); development only", {
      200: "{items}: the mails the dev provider kept.",
      404: "Anywhere but development.",
    }),
    async (c, next) => (c.env.ENVIRONMENT === "development" ? next() : apiNotFound(c)),
    valid("query", z.object({ to: z.string().trim().max(254).optional() })),
    async (c) => {
      const { to } = c.req.valid("query");
      // A mail's address is stored as the account's is: trimmed and lower-case.
      return c.json({ items: await readDevMailbox(c.var.db, to === undefined ? undefined : normalizeEmail(to)) });
    },
  );
