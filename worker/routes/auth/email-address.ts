// The account's e-mail address, proven by a link sent to it (docs/product.md, "Accounts: the rules"): a new
// account's verification and its resending, and a signed-in user's change of address, confirmed from
// the new one. Flat paths of the product's calls, mounted at /api.
import { Hono } from "hono";
import { z } from "zod";
import { accountTexts, emailRequestSchema } from "#contract/account-schemas";
import { changeEmailRequestSchema } from "#contract/security";
import {
  confirmEmailChange,
  requestEmailChange,
  resendVerification,
  undoEmailChange,
  verificationMessages,
  verifyEmail,
} from "../../accounts/email-address";
import { normalizeEmail } from "../../accounts/users";
import { answers, mailNotQueued } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { clientIp, withinLimits } from "../../http/rate-limits";
import { valid } from "../../http/validate";
import { pageChanged } from "../../page-snapshot/page-changed";
import { recheckUnlessSignedInRecently } from "../../two-factor/second-step";
import { refuseWhileImpersonating, requireUser, signedInUser } from "../guards";

const tokenQuery = z.object({
  token: z.string({ error: accountTexts.noVerificationToken }).trim().min(1, accountTexts.noVerificationToken).max(256),
});
/** The undo link's token, posted by its page: opening a mailed link (as a mail scanner does) undoes nothing. */
const tokenBody = tokenQuery;

export const emailAddressRoutes = new Hono<AppEnv>()
  .get(
    "/verify-email",
    answers("Verify a new account's e-mail with its link's token", {
      200: "{msg}: verified now, or already.",
      400: "The token is missing, unknown or expired.",
    }),
    valid("query", tokenQuery),
    async (c) => {
      const { msg, verified } = await verifyEmail(c.var.db, c.env, c.req.valid("query").token);
      if (verified) await pageChanged(c.var.db, c.env, { ownerId: verified });
      return c.json({ msg });
    },
  )

  .post(
    "/resend-verification",
    answers("Mail the verification link again", {
      200: "{msg}, the same whether or not the address has an unverified account.",
      429: "Too many requests from this address.",
      ...mailNotQueued,
    }),
    valid("json", emailRequestSchema),
    async (c) => {
      // Keyed by the client only: a busy address still gets its answer, and mailsToAddress caps what is sent.
      await withinLimits(c.env, c.var.db, [{ rule: "mailRequestsByAddress", key: [clientIp(c)] }]);
      await resendVerification(c.var.db, c.env, normalizeEmail(c.req.valid("json").email));
      return c.json({ msg: verificationMessages.resent });
    },
  )

  .post(
    "/change-email",
    answers("Change the account's e-mail: mails a confirmation link to the new address", {
      200: "{msg}.",
      400: "The address is invalid, or the account's own; or no re-check (password or code) from a session signed in more than ten minutes ago, or a wrong one (errors names it).",
      409: "The address belongs to another account.",
      429: "Too many requests from this address or account.",
      ...mailNotQueued,
    }),
    requireUser,
    refuseWhileImpersonating,
    valid("json", changeEmailRequestSchema),
    async (c) => {
      const user = signedInUser(c);
      const { newEmail, ...input } = c.req.valid("json");
      await recheckUnlessSignedInRecently(
        c.var.db,
        c.env,
        { userId: user.id, address: clientIp(c), session: c.var.session?.record },
        input,
      );
      await withinLimits(c.env, c.var.db, [
        { rule: "mailRequestsByAddress", key: [clientIp(c)] },
        { rule: "mailRequestsByAccount", key: [user.id] },
      ]);
      await requestEmailChange(c.var.db, c.env, user.id, newEmail);
      return c.json({ msg: accountTexts.emailChangeSent });
    },
  )

  .get(
    "/verify-email-change",
    answers("Confirm an e-mail change with its link's token", {
      200: "{msg}: changed now, or already.",
      400: "The token is missing, unknown or expired.",
      409: "The address was taken by another account meanwhile.",
    }),
    valid("query", tokenQuery),
    async (c) => {
      const { msg, verified } = await confirmEmailChange(c.var.db, c.env, c.req.valid("query").token);
      if (verified) await pageChanged(c.var.db, c.env, { ownerId: verified });
      return c.json({ msg });
    },
  )

  .post(
    "/undo-email-change",
    answers("Undo an e-mail change with the link mailed to the old address (7 days)", {
      200: "{msg}: the old address is back and every session of the account ended; or undone already.",
      400: "The token is missing, unknown or expired.",
      409: "The old address was taken by another account meanwhile.",
    }),
    valid("json", tokenBody),
    async (c) => {
      const { msg, verified } = await undoEmailChange(c.var.db, c.req.valid("json").token);
      if (verified) await pageChanged(c.var.db, c.env, { ownerId: verified });
      return c.json({ msg });
    },
  );
