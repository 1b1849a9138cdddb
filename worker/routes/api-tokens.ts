// The account's personal access tokens (docs/guides/public-api.md), mounted at /api/tokens: list them,
// make one after a re-check (the password, or a code from the authenticator), revoke one. A session
// of the owner in person only: an impersonating admin may not mint a key to the account.
import { Hono } from "hono";
import { z } from "zod";
import { apiTokenCreateSchema, apiTokenMessages } from "#contract/api-tokens";
import { recheckSchema } from "#contract/security";
import { createApiToken, listApiTokens, revokeApiToken } from "../api-tokens/tokens";
import { recordAudit } from "../audit/record";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clientIp } from "../http/rate-limits";
import { parseInput, valid } from "../http/validate";
import { recheck } from "../two-factor/second-step";
import { refuseWhileImpersonating, requireUser, signedInUser } from "./guards";

export const apiTokenRoutes = new Hono<AppEnv>()
  .use(requireUser, refuseWhileImpersonating)

  .get(
    "/",
    answers("The account's API tokens", { 200: "{items: ApiTokenSummary[]} (contract/api-tokens.ts)." }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ items: await listApiTokens(c.var.db, signedInUser(c).id) });
    },
  )

  .post(
    "/",
    answers(
      "Create an API token after a re-check: {name, scopes, expiresInDays} with {password} or {code}",
      {
        201: "{id, token, msg}: the token, shown this once.",
        400: "A field breaks a rule, the password or code is wrong, or the account holds 20 tokens already.",
        429: "Too many wrong passwords or codes: the answer says how long to wait.",
      },
      { bodies: [apiTokenCreateSchema] },
    ),
    valid("json", z.looseObject({})),
    async (c) => {
      const user = signedInUser(c);
      const body = c.req.valid("json");
      const input = parseInput(apiTokenCreateSchema, body);
      const again = parseInput(recheckSchema, { password: body.password, code: body.code });
      await recheck(c.var.db, c.env, { userId: user.id, address: clientIp(c) }, again);
      const created = await createApiToken(c.var.db, user.id, input);
      await recordAudit(c.var.db, {
        action: "api_token_created",
        actorUserId: user.id,
        targetUserId: user.id,
        details: { name: input.name, scopes: input.scopes },
      });
      return c.json({ ...created, msg: apiTokenMessages.created }, 201);
    },
  )

  .delete(
    "/:id",
    answers("Revoke an API token", { 200: "{msg}.", 404: "No such token of the account." }),
    async (c) => {
      const user = signedInUser(c);
      if (!(await revokeApiToken(c.var.db, user.id, c.req.param("id")))) throw apiError(404, apiTokenMessages.notFound);
      await recordAudit(c.var.db, { action: "api_token_revoked", actorUserId: user.id, targetUserId: user.id });
      return c.json({ msg: apiTokenMessages.revoked });
    },
  );
