// Changing the e-mail address (product §4): the request sets pendingEmail and mails a link to the new
// address (and a notice to the old one); the link completes the change.
import { and, eq } from "drizzle-orm";
import { accountMessages } from "#contract/account-schemas";
import { messages } from "#contract/messages";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { appLink, enqueueEmail } from "../email/outbox";
import { apiError } from "../http/errors";
import { consumeToken, issueMailedToken } from "./tokens";
import { findUserById, normalizeEmail, takenNames } from "./users";

export const emailChangeMessages = {
  sent: "Confirmation link sent to new email.",
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
  if ((await takenNames(db, { email: newEmail }, user.id)).email) {
    throw apiError(409, accountMessages.emailTaken, {
      errors: [{ field: "newEmail", message: accountMessages.emailTaken }],
    });
  }
  // The pending address is set only once both mails are queued, so a failure leaves an earlier
  // requested change (and its link) as it was.
  const setPending = db
    .update(users)
    .set({ pendingEmail: newEmail, updatedAt: Date.now() })
    .where(eq(users.id, user.id));
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
        { template: "email_change_notice", to: user.email, data: { username: user.username, newEmail } },
      ),
  );
}

export async function confirmEmailChange(db: Db, token: string): Promise<string> {
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
    await db
      .update(users)
      .set({ email: newEmail, pendingEmail: null, emailVerified: true, updatedAt: Date.now() })
      .where(and(eq(users.id, user.id), eq(users.pendingEmail, newEmail)));
  } catch (error) {
    if (String((error as Error)?.cause ?? error).includes("UNIQUE")) throw apiError(409, accountMessages.emailTaken);
    throw error;
  }
  return emailChangeMessages.changed;
}
