// Workers Rate Limiting, keyed per client IP or per account (docs/guides/accounts-and-sessions.md). A binding counts every call
// to `limit()`; what it cannot count — failed logins, mails per address per hour — is counted in D1 by
// the accounts concern (decision 013).
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { withAnswers } from "./api-reference";
import type { AppEnv } from "./app-env";
import { apiError } from "./errors";

export const tooManyRequests = "Too many attempts. Please wait a minute and try again.";

export function clientIp(c: Context): string {
  return c.req.header("cf-connecting-ip") ?? "unknown";
}

/** Refuses with 429 when any of the keys is over its limit. */
export async function enforceRateLimit(limiter: RateLimit, keys: string[]): Promise<void> {
  for (const key of keys) {
    const { success } = await limiter.limit({ key });
    if (!success) throw apiError(429, tooManyRequests);
  }
}

/**
 * Counts every request to the route against the client's address, before anything else runs — even
 * validation — so a flood of any kind meets a ceiling, whatever finer limit the route keeps.
 */
export function limitEveryAttempt(limiter: (env: Env) => RateLimit) {
  return withAnswers(
    createMiddleware<AppEnv>(async (c, next) => {
      await enforceRateLimit(limiter(c.env), [`ip:${clientIp(c)}`]);
      await next();
    }),
    { 429: "Too many attempts from this address." },
  );
}
