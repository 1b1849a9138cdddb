// Stripe's Idempotency-Key on POST requests: the first successful answer under a key is saved for 24 hours
// and replayed to any later request with that key (marked Idempotent-Replayed), so a retried or doubled
// call creates nothing twice. The same key with another endpoint or other parameters is refused with an
// idempotency_error, and one still being answered is a 409, which the SDK retries. As at Stripe, a request
// that failed (a missing parameter or object, a queued failure) saves nothing.
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { StripeError } from "./errors";
import type { FormEnv } from "./form";
import type { IdempotentRequest } from "./store";

const keyLifetimeMs = 24 * 60 * 60 * 1000;

type IdempotencyKeys = Map<string, IdempotentRequest>;

const idempotencyError = (status: ContentfulStatusCode, message: string) =>
  new StripeError(status, message, "idempotency_error");

/** Keys are kept in the order they were first used, so the expired ones are always at the front. */
function forgetExpired(keys: IdempotencyKeys, now: number): void {
  for (const [key, saved] of keys) {
    if (now - saved.savedAt < keyLifetimeMs) return;
    keys.delete(key);
  }
}

export function idempotentPosts(keys: IdempotencyKeys) {
  return createMiddleware<FormEnv>(async (c, next) => {
    const key = c.req.header("Idempotency-Key");
    if (c.req.method !== "POST" || !key) return next();
    const now = Date.now();
    forgetExpired(keys, now);
    const endpoint = new URL(c.req.url).pathname;
    const parameters = await c.req.text();

    const saved = keys.get(key);
    if (saved) {
      if (saved.endpoint !== endpoint)
        throw idempotencyError(
          400,
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${endpoint}' vs '${saved.endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      if (saved.parameters !== parameters)
        throw idempotencyError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      if (!saved.answer)
        throw idempotencyError(
          409,
          "There is currently another in-progress request using this Stripe Idempotency Key (that probably means you submitted twice, and the other request is still going through). Please try again later.",
        );
      const { status, body, contentType, requestId } = saved.answer;
      return c.body(body, status as ContentfulStatusCode, {
        "Content-Type": contentType,
        "Request-Id": requestId,
        "Idempotent-Replayed": "true",
        "Original-Request": requestId,
      });
    }

    keys.set(key, { endpoint, parameters, savedAt: now, answer: null });
    try {
      await next();
    } finally {
      const response = c.res;
      if (c.error || !response.ok) keys.delete(key);
      else {
        const entry = keys.get(key);
        if (entry)
          entry.answer = {
            status: response.status,
            body: await response.clone().text(),
            contentType: response.headers.get("Content-Type") ?? "application/json",
            requestId: response.headers.get("Request-Id") ?? "",
          };
      }
    }
  });
}
