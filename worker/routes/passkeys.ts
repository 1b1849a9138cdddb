// Passkeys (product §7 "Security"): register from the dashboard, list, rename, remove, and sign in with
// one alone or as the second step of a password sign-in.
import { Hono } from "hono";
import { passkeyNameSchema, securityMessages, webauthnResponseSchema } from "#contract/security";
import { refuseWhileImpersonating } from "../admin/refuse-while-impersonating";
import { sendSecurityNotice } from "../email/security-notices";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitEveryAttempt } from "../http/rate-limit";
import { valid } from "../http/validate";
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from "../passkeys/ceremonies";
import { listPasskeys, removePasskey, renamePasskey, summaryOf } from "../passkeys/store";
import { requireUser, signedInUser } from "../sessions/middleware";
import { completeSignIn } from "../sessions/sign-in";
import { consumePendingSignIn, optionalPendingUserId } from "../two-factor/pending-sign-in";
import { signInableUser } from "../two-factor/sign-in-user";

const everyPasskeySignIn = limitEveryAttempt((env) => env.TWO_FACTOR_LIMITER);

export const passkeyRoutes = new Hono<AppEnv>()
  .post("/passkeys/login/options", everyPasskeySignIn, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await authenticationOptions(c, await optionalPendingUserId(c)));
  })

  .post("/passkeys/login/verify", everyPasskeySignIn, valid("json", webauthnResponseSchema), async (c) => {
    const userId = await verifyAuthentication(c, c.req.valid("json").response);
    const user = await signInableUser(c.var.db, userId);
    // A passkey is a whole sign-in; a pending password sign-in of the same browser is spent with it.
    await consumePendingSignIn(c);
    return c.json(await completeSignIn(c, user));
  })

  .use("/passkeys", requireUser, refuseWhileImpersonating)
  .use("/passkeys/*", requireUser, refuseWhileImpersonating)
  .get("/passkeys", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await listPasskeys(c.var.db, signedInUser(c).id)).map(summaryOf));
  })

  .post("/passkeys/register/options", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await registrationOptions(c, signedInUser(c)));
  })

  .post("/passkeys/register/verify", valid("json", webauthnResponseSchema), async (c) => {
    const user = signedInUser(c);
    const { response, name } = c.req.valid("json");
    const added = await verifyRegistration(c, user, response, name);
    await sendSecurityNotice(c.var.db, c.env, user, { kind: "passkey_added", name: added.name });
    return c.json({ ...summaryOf(added), msg: securityMessages.passkeyAdded }, 201);
  })

  .patch("/passkeys/:id", valid("json", passkeyNameSchema), async (c) => {
    const renamed = await renamePasskey(c.var.db, signedInUser(c).id, c.req.param("id"), c.req.valid("json").name);
    if (!renamed) throw apiError(404, securityMessages.passkeyNotFound);
    return c.json({ ...summaryOf(renamed), msg: securityMessages.passkeyRenamed });
  })

  .delete("/passkeys/:id", async (c) => {
    const user = signedInUser(c);
    const removed = await removePasskey(c.var.db, user.id, c.req.param("id"));
    if (!removed) throw apiError(404, securityMessages.passkeyNotFound);
    await sendSecurityNotice(c.var.db, c.env, user, { kind: "passkey_removed", name: removed.name });
    return c.json({ msg: securityMessages.passkeyRemoved });
  });
