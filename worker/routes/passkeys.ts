// The account's passkeys, mounted at /api/passkeys (docs/product.md, "Accounts: the rules"): list them, register one,
// rename or remove one (registering and removing after a re-check) — the signed-in user in person only. Signing in with a passkey is
// auth/sign-in.ts's, mounted ahead of this router so that its /api/passkeys/login/* paths answer
// before this router's guard.
import { Hono } from "hono";
import {
  passkeyNameSchema,
  recentRecheckSchema,
  recheckSchema,
  securityMessages,
  webauthnResponseSchema,
} from "#contract/security";
import { sendSecurityNotice } from "../email/security-notices";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clientIp } from "../http/rate-limits";
import { valid } from "../http/validate";
import { challengeCookie, registrationOptions, relyingParty, verifyRegistration } from "../passkeys/ceremonies";
import { listPasskeys, removePasskey, renamePasskey, summaryOf } from "../passkeys/store";
import { recheck, recheckUnlessSignedInRecently } from "../two-factor/second-step";
import { refuseWhileImpersonating, requireUser, signedInUser } from "./guards";
import { clearStepCookie, freshSession, readStepCookie, writeStepCookie } from "./session";

export const passkeyRoutes = new Hono<AppEnv>()
  .use(requireUser, refuseWhileImpersonating)

  .get("/", answers("The account's passkeys", { 200: "PasskeySummary[] (contract/security.ts)." }), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await listPasskeys(c.var.db, signedInUser(c).id)).map(summaryOf));
  })

  .post(
    "/register/options",
    answers("Options to register a passkey, after a re-check unless the session signed in within ten minutes", {
      200: "WebAuthn registration options.",
      400: "The account has as many passkeys as it may; or no re-check (password or code) from a session signed in more than ten minutes ago, or a wrong one (errors names it).",
      429: "Too many wrong passwords or codes: the answer says how long to wait.",
    }),
    valid("json", recentRecheckSchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const user = signedInUser(c);
      await recheckUnlessSignedInRecently(
        c.var.db,
        c.env,
        { userId: user.id, address: clientIp(c), session: c.var.session?.record },
        c.req.valid("json"),
      );
      const rp = relyingParty(c.env, c.req.url);
      const { options, challengeToken } = await registrationOptions(c.var.db, rp, user);
      writeStepCookie(c, challengeCookie, challengeToken);
      return c.json(options);
    },
  )

  .post(
    "/register/verify",
    answers("Register a passkey with the browser's answer", {
      201: "PasskeySummary (contract/security.ts) and {msg}; this browser, which holds the passkey, gets a fresh session that has proved a second factor.",
      400: "The challenge expired, or the answer does not verify.",
      409: "The passkey is already registered.",
    }),
    valid("json", webauthnResponseSchema),
    async (c) => {
      const user = signedInUser(c);
      const { response, name } = c.req.valid("json");
      const challengeToken = readStepCookie(c, challengeCookie);
      clearStepCookie(c, challengeCookie);
      const added = await verifyRegistration(c.var.db, relyingParty(c.env, c.req.url), user, {
        challengeToken,
        response,
        ...(name === undefined ? {} : { name }),
        userAgent: c.req.header("user-agent"),
      });
      await freshSession(c, user.id, { secondFactorAt: Date.now() });
      await sendSecurityNotice(c.var.db, c.env, user, { kind: "passkey_added", name: added.name });
      return c.json({ ...summaryOf(added), msg: securityMessages.passkeyAdded }, 201);
    },
  )

  .patch(
    "/:id",
    answers("Rename a passkey", {
      200: "PasskeySummary (contract/security.ts) and {msg}.",
      404: "No such passkey of the account.",
    }),
    valid("json", passkeyNameSchema),
    async (c) => {
      const renamed = await renamePasskey(c.var.db, signedInUser(c).id, c.req.param("id"), c.req.valid("json").name);
      if (!renamed) throw apiError(404, securityMessages.passkeyNotFound);
      return c.json({ ...summaryOf(renamed), msg: securityMessages.passkeyRenamed });
    },
  )

  .delete(
    "/:id",
    answers("Remove a passkey, after a re-check", {
      200: "{msg}.",
      400: "No re-check, both a password and a code, or a wrong one (errors names it).",
      404: "No such passkey of the account.",
      429: "Too many wrong passwords or codes: the answer says how long to wait.",
    }),
    valid("json", recheckSchema),
    async (c) => {
      const user = signedInUser(c);
      await recheck(c.var.db, c.env, { userId: user.id, address: clientIp(c) }, c.req.valid("json"));
      const removed = await removePasskey(c.var.db, user.id, c.req.param("id"));
      if (!removed) throw apiError(404, securityMessages.passkeyNotFound);
      await sendSecurityNotice(c.var.db, c.env, user, { kind: "passkey_removed", name: removed.name });
      return c.json({ msg: securityMessages.passkeyRemoved });
    },
  );
