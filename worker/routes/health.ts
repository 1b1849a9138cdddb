// Liveness: the worker runs and D1 answers.
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

export const healthRoutes = new Hono<AppEnv>().get("/health", async (c) => {
  await c.env.DB.prepare("select 1").first();
  return c.json({ ok: true });
});
