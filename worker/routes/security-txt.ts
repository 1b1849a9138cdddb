// /.well-known/security.txt, mounted at /.well-known (RFC 9116, docs/product.md, "Trust and safety"): where to report a
// vulnerability — the operator's address — until when the file holds, and the privacy policy. Expires is
// a year ahead, on the day, so the file never goes stale while the worker runs.
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

const yearMs = 365 * 24 * 60 * 60 * 1000;

export function securityTxt(env: Pick<Env, "OPERATOR_EMAIL" | "APP_URL">, now = Date.now()): string {
  const base = env.APP_URL.replace(/\/+$/, "");
  const expires = new Date(Math.floor((now + yearMs) / 86_400_000) * 86_400_000).toISOString();
  return [
    `Contact: mailto:${env.OPERATOR_EMAIL}`,
    `Expires: ${expires}`,
    `Policy: ${base}/privacy`,
    "Preferred-Languages: en",
    `Canonical: ${base}/.well-known/security.txt`,
    "",
  ].join("\n");
}

export const securityTxtRoutes = new Hono<AppEnv>().get("/security.txt", (c) => {
  c.header("Cache-Control", "public, max-age=86400");
  return c.text(securityTxt(c.env));
});
