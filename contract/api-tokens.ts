// Personal access tokens (docs/guides/public-api.md): what a token may do (its scopes), the rules of
// creating one, the texts both sides show and the answers' shapes. The token itself is `lnk_` and 43
// URL-safe characters; the server keeps only its SHA-256.
import { z } from "zod";
import { hasControlCharacter, showsNothing, withoutDirectionControls } from "./visible-text";

/** Each scope and what it lets a token do: the Settings card shows these words beside the boxes. */
export const apiScopes = {
  "pages:read": "Read your page and its links",
  "pages:write": "Change your page: links, order, bio, theme, search settings",
  "analytics:read": "Read your page's analytics",
  "audience:read": "Read your page's subscribers",
} as const;
export type ApiScope = keyof typeof apiScopes;
export const apiScopeIds = Object.keys(apiScopes) as [ApiScope, ...ApiScope[]];

export const apiTokenLimits = {
  /** Tokens an account may hold at once. */
  perUser: 20,
  nameMax: 60,
  expiresInDaysMax: 365,
} as const;

/** What every token starts with, so secret scanners and people can tell one apart. */
export const apiTokenPrefix = "lnk_";

export const apiTokenMessages = {
  nameRequired: "Give the token a name.",
  nameTooLong: `The name must be at most ${apiTokenLimits.nameMax} characters.`,
  nameControlCharacters: "The name can't contain control characters.",
  scopesRequired: "Choose at least one scope.",
  scopeUnknown: `Scopes are ${apiScopeIds.join(", ")}.`,
  expiresInvalid: `Expiry must be a whole number of days from 1 to ${apiTokenLimits.expiresInDaysMax}, or null for never.`,
  tooMany: `You can have at most ${apiTokenLimits.perUser} API tokens. Revoke one first.`,
  created: "Token created. Copy it now: it won't be shown again.",
  revoked: "Token revoked.",
  notFound: "Token not found.",
} as const;

const tokenName = z
  .string({ error: apiTokenMessages.nameRequired })
  .overwrite(withoutDirectionControls)
  .trim()
  .superRefine((name, ctx) => {
    const problem = showsNothing(name)
      ? apiTokenMessages.nameRequired
      : name.length > apiTokenLimits.nameMax
        ? apiTokenMessages.nameTooLong
        : hasControlCharacter(name)
          ? apiTokenMessages.nameControlCharacters
          : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** POST /api/tokens, besides the re-check's password or code (contract/security.ts's recheckSchema). */
export const apiTokenCreateSchema = z.object({
  name: tokenName,
  scopes: z
    .array(z.enum(apiScopeIds, { error: apiTokenMessages.scopeUnknown }), { error: apiTokenMessages.scopesRequired })
    .min(1, apiTokenMessages.scopesRequired)
    .max(apiScopeIds.length, apiTokenMessages.scopeUnknown)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .number({ error: apiTokenMessages.expiresInvalid })
    .int(apiTokenMessages.expiresInvalid)
    .min(1, apiTokenMessages.expiresInvalid)
    .max(apiTokenLimits.expiresInDaysMax, apiTokenMessages.expiresInvalid)
    .nullable(),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateSchema>;

/** One row of GET /api/tokens: never the token, never its hash. Times are ISO 8601. */
export type ApiTokenSummary = {
  id: string;
  name: string;
  scopes: ApiScope[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
};

/** POST /api/tokens: the token, this once. */
export type CreatedApiToken = { id: string; token: string; msg: string };
