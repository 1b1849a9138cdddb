// The account's passkeys, mounted at /api/passkeys (docs/product.md, "Accounts: the rules"): list them, register one,
// rename or remove one — the signed-in user in person only. Signing in with a passkey is
// auth/sign-in.ts's, mounted ahead of this router so that its /api/passkeys/login/* paths answer
// before this router's guard.
import { Hono } from "hono";
import { passkeyNameSchema, securityMessages, webauthnResponseSchema } from "#contract/security";
import { refuseWhileImpersonating } from "../admin/access";
import { sendSecurityNotice } from "../email/security-notices";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { valid } from "../http/validate";
import { registrationOptions, verifyRegistration } from "../passkeys/ceremonies";
import { listPasskeys, removePasskey, renamePasskey, summaryOf } from "../passkeys/store";
import { requireUser, signedInUser } from "../sessions/middleware";

export const passkeyRoutes = new Hono<AppEnv>()
  .use(requireUser, refuseWhileImpersonating)

  .get("/", answers("The account's passkeys", { 200: "PasskeySummary[] (contract/security.ts)." }), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await listPasskeys(c.var.db, signedInUser(c).id)).map(summaryOf));
  })

  .post(
    "/register/options",
    answers("Options to register a passkey", {
      200: "WebAuthn registration options.",
      400: "The account has as many passkeys as it may.",
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await registrationOptions(c, signedInUser(c)));
    },
  )

  .post(
    "/register/verify",
    answers("Register a passkey with the browser's answer", {
      201: "PasskeySummary (contract/security.ts) and {msg}.",
      400: "The challenge expired, or the answer does not verify.",
      409: "The passkey is already registered.",
    }),
    valid("json", webauthnResponseSchema),
    async (c) => {
      const user = signedInUser(c);
      const { response, name } = c.req.valid("json");
      const added = await verifyRegistration(c, user, response, name);
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

  .delete("/:id", answers("Remove a passkey", { 200: "{msg}.", 404: "No such passkey of the account." }), async (c) => {
    const user = signedInUser(c);
    const removed = await removePasskey(c.var.db, user.id, c.req.param("id"));
    if (!removed) throw apiError(404, securityMessages.passkeyNotFound);
    await sendSecurityNotice(c.var.db, c.env, user, { kind: "passkey_removed", name: removed.name });
    return c.json({ msg: securityMessages.passkeyRemoved });
  });
