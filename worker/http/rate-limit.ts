// Workers Rate Limiting, keyed per client IP and per target account (architecture §5).
import type { Context } from "hono";
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
