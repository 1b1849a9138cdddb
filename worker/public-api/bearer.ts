// Who calls the public API (/api/v1 and /mcp): the holder of the personal access token in
// `Authorization: Bearer lnk_…`, and nothing else — a session cookie is never read here, so no cross-site
// request can act with a visitor's cookies and no CSRF check applies. Every call counts against the
// token's window (worker/http/rate-limits.ts, apiCallsByToken), told in the RateLimit-* headers; a scope
// a route needs is checked before its handler. The token's refusals speak the language the request names
// in Accept-Language, and English to a client that names none (docs/guides/public-api.md).
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type ApiScope, apiTokenPrefix } from "#contract/api-tokens";
import { defineMessages } from "#contract/i18n/define";
import { negotiateLocale } from "#contract/i18n/locales";
import type { Translate } from "#contract/i18n/translate";
import { findTokenHolder, type TokenHolder } from "../api-tokens/tokens";
import { withAnswers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { type CallQuota, countCall } from "../http/rate-limits";
import { translateFor } from "../i18n/translations";

export type PublicApiEnv = AppEnv & { Variables: { holder?: TokenHolder; quota?: CallQuota } };

/** The token's refusals: only the Worker says them ("api." ids stay out of the browser's catalogs). */
const tokenTexts = defineMessages({
  missing: {
    id: "api.token.missing",
    defaultMessage: "Send a personal access token: Authorization: Bearer {prefix}…",
    description: "{prefix} is how every token starts; the header's words stay as they are",
  },
  invalid: { id: "api.token.invalid", defaultMessage: "The token is invalid, expired or revoked." },
  missingScope: {
    id: "api.token.missingScope",
    defaultMessage: "This token lacks the {scope} scope.",
    description: "{scope} is a scope's name, such as pages:write",
  },
});

const english = translateFor("en");

/** The token's refusals in a language, English unless told otherwise. */
const tokenRefusals = (t: Translate = english) => ({
  tokenMissing: t(tokenTexts.missing, { prefix: apiTokenPrefix }),
  tokenInvalid: t(tokenTexts.invalid),
  missingScope: (scope: ApiScope) => t(tokenTexts.missingScope, { scope }),
});

export const publicApiMessages = {
  ...tokenRefusals(),
  pageNotFound: "Page not found",
  linkNotFound: "Link not found",
} as const;

/** The words of the language a request names in Accept-Language; English when it names none we speak. */
export function requestWords(c: Context): Translate {
  return translateFor(negotiateLocale(c.req.header("accept-language")));
}

/** A refusal whose words follow Accept-Language says so to any cache in between. */
const followsLanguage = { Vary: "Accept-Language" };

export function quotaHeaders(quota: CallQuota): Record<string, string> {
  return {
    "RateLimit-Limit": String(quota.limit),
    "RateLimit-Remaining": String(quota.remaining),
    "RateLimit-Reset": String(quota.resetSeconds),
  };
}

/**
 * A 401 with RFC 6750's challenge, so a client (an MCP host among them) knows to send a Bearer token:
 * bare when none was sent, `error="invalid_token"` when the one sent is not live.
 */
function unauthorized(t: Translate, sentToken: boolean) {
  const challenge = `Bearer realm="LinkNest"${sentToken ? ', error="invalid_token"' : ""}`;
  const refusals = tokenRefusals(t);
  const message = sentToken ? refusals.tokenInvalid : refusals.tokenMissing;
  return apiError(401, message, {}, { headers: { "WWW-Authenticate": challenge, ...followsLanguage } });
}

/** The token a request carries, or undefined. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  return match?.[1];
}

/** Resolves the caller from the Bearer header (401 when there is no live token) and counts the call (429 past the limit). */
export const requireToken = withAnswers(
  createMiddleware<PublicApiEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (token === undefined) throw unauthorized(requestWords(c), false);
    const holder = await findTokenHolder(c.var.db, token);
    if (!holder) throw unauthorized(requestWords(c), true);
    c.set("holder", holder);
    // The request log names the account (worker/logs/record.ts).
    c.set("userId", holder.userId);
    try {
      c.set("quota", await countCall(c.var.db, { rule: "apiCallsByToken", key: [holder.tokenId] }));
    } catch (error) {
      const quota = (error as { quota?: CallQuota }).quota;
      if (quota) c.set("quota", quota);
      throw error;
    }
    await next();
    for (const [name, value] of Object.entries(quotaHeaders(c.var.quota as CallQuota))) c.res.headers.set(name, value);
  }),
  {
    401: "No token, or one that is malformed, expired, revoked or of a suspended account.",
    429: "The token's calls this minute are spent: RateLimit-Reset and Retry-After say when more are allowed.",
  },
);

/** The holder of the request's token (requireToken ran before). */
export function tokenHolder(c: Context<PublicApiEnv>): TokenHolder {
  const holder = c.var.holder;
  if (!holder) throw unauthorized(requestWords(c), false);
  return holder;
}

/** 403 naming the scope when the token does not carry it, in the request's words (`t`). */
export function assertScope(holder: TokenHolder, scope: ApiScope, t: Translate): void {
  if (holder.scopes.includes(scope)) return;
  throw apiError(403, tokenRefusals(t).missingScope(scope), {}, { headers: followsLanguage });
}

/** Guards a route that needs a scope; the guard names it (`scope`) for the API's reference. */
export function requireScope(scope: ApiScope) {
  const guard = createMiddleware<PublicApiEnv>(async (c, next) => {
    assertScope(tokenHolder(c), scope, requestWords(c));
    await next();
  });
  return withAnswers(Object.assign(guard, { scope }), { 403: `The token lacks the ${scope} scope.` });
}
