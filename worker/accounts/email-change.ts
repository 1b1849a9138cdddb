// Changing the e-mail address (docs/product.md, "Accounts: the rules"): the request sets pendingEmail and mails a link to the new
// address (and a notice to the old one); the link completes the change, retires the account's other
// outstanding links, and proves the new mailbox (which may make it admin). A request for another
// account's address answers as any other and mails that address nothing, so it reveals no account.
import { and, eq } from "drizzle-orm";
import { accountMessages } from "#contract/account-schemas";
import { messages } from "#contract/messages";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { appLink, enqueueEmail } from "../email/outbox";
import { sendSecurityNotice } from "../email/security-notices";
import { apiError } from "../http/errors";
import { promoteIfAdminEmail } from "./roles";
import { consumeToken, issueMailedToken, retireUnusedTokens } from "./tokens";
import { findUserById, normalizeEmail, takenNames } from "./users";

export const emailChangeMessages = {
  sameAddress: "That is already your email address.",
  changed: "Your email address has been changed.",
  alreadyChanged: "This email change is already verified.",
  invalid: "This confirmation link is invalid or has expired.",
} as const;

export async function requestEmailChange(db: Db, env: Env, userId: string, newEmailInput: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, messages.notSignedIn);
  const newEmail = normalizeEmail(newEmailInput);
  if (newEmail === user.email) {
    throw apiError(400, emailChangeMessages.sameAddress, {
      errors: [{ field: "newEmail", message: emailChangeMessages.sameAddress }],
    });
  }
  const notice = {
    template: "email_change_notice",
    to: user.email,
    data: { username: user.username, newEmail },
  } as const;
  // The pending address is set only once the mails are queued, so a failure leaves an earlier
  // requested change (and its link) as it was.
  const setPending = db
    .update(users)
    .set({ pendingEmail: newEmail, updatedAt: Date.now() })
    .where(eq(users.id, user.id));
  if ((await takenNames(db, { email: newEmail }, user.id)).email) {
    // Everything the requester can see happens as for a free address: the answer, the pending address
    // on the dashboard, the notice in their own inbox; the earlier link retires. The link itself is not
    // sent, as the address could never be confirmed.
    await enqueueEmail(env, notice);
    await db.batch([retireUnusedTokens(db, user.id, ["verify_email_change"]), setPending]);
    return;
  }
  await issueMailedToken(
    db,
    "verify_email_change",
    user.id,
    { payload: { newEmail }, alsoOnSent: [setPending] },
    (token) =>
      enqueueEmail(
        env,
        {
          template: "email_change",
          to: newEmail,
          data: { username: user.username, link: appLink(env, "/verify-email-change", { token }) },
        },
        notice,
      ),
  );
}

export async function confirmEmailChange(db: Db, env: Env, token: string): Promise<string> {
  const result = await consumeToken(db, "verify_email_change", token);
  if (!result.ok) {
    if (result.reason === "used") return emailChangeMessages.alreadyChanged;
    throw apiError(400, emailChangeMessages.invalid);
  }
  const newEmail = typeof result.payload.newEmail === "string" ? result.payload.newEmail : "";
  const user = await findUserById(db, result.userId);
  // A later request replaced this one: only the newest pending address can be confirmed.
  if (!user || !newEmail || user.pendingEmail !== newEmail) throw apiError(400, emailChangeMessages.invalid);
  if ((await takenNames(db, { email: newEmail }, user.id)).email) throw apiError(409, accountMessages.emailTaken);
  try {
    await db.batch([
      db
        .update(users)
        .set({ email: newEmail, pendingEmail: null, emailVerified: true, updatedAt: Date.now() })
        .where(and(eq(users.id, user.id), eq(users.pendingEmail, newEmail))),
      // Links mailed to the old address must not outlive it: a reset there would take the account back.
      retireUnusedTokens(db, user.id, ["reset_password", "verify_email", "verify_email_change"]),
    ]);
  } catch (error) {
    if (String((error as Error)?.cause ?? error).includes("UNIQUE")) throw apiError(409, accountMessages.emailTaken);
    throw error;
  }
  await promoteIfAdminEmail(db, env, { ...user, email: newEmail, emailVerified: true });
  // The old address hears of it too: it is where the owner would notice a change they did not make.
  await sendSecurityNotice(db, env, user, { kind: "email_changed", newEmail });
  return emailChangeMessages.changed;
}
