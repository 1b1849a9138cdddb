// The account's e-mail address, proven by a link sent to it, read top to bottom (docs/product.md, "Accounts: the rules"): a new
// account's verification (which counts it for its referrer and, being the proof that its owner holds
// the mailbox, makes an ADMIN_EMAILS address admin); the hourly sweep of accounts never verified; and a
// change of address, completed by the link sent to the new one.
import { and, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { accountMessages } from "#contract/account-schemas";
import { messages } from "#contract/messages";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { appLink, enqueueEmail } from "../email/outbox";
import { type MailRecipient, mailLocaleOf } from "../email/recipients";
import { sendSecurityNotice } from "../email/security-notices";
import { apiError } from "../http/errors";
import { withinLimits } from "../http/rate-limits";
import { releaseInviteUsesOf } from "../invites/claim";
import { endEverySignIn } from "../sessions/sessions";
import { consumeToken, issueMailedToken, retireUnusedTokens, tokenInBatch } from "./tokens";
import { findUserByEmail, findUserById, normalizeEmail, promoteIfAdminEmail, takenNames, type UserRow } from "./users";

export const verificationMessages = {
  verified: "Email verified. You can now log in.",
  alreadyVerified: "Your email is already verified. You can log in.",
  expired: "This verification link has expired. Log in to request a new one.",
  invalid: "This verification link is invalid.",
  resent: "If that account still needs verifying, a new verification link is on its way.",
} as const;

/** Mails a new verification link; the links sent before keep working, whether or not it can be queued (503). */
export async function sendVerificationEmail(db: Db, env: Env, user: MailRecipient) {
  await issueMailedToken(db, "verify_email", user.id, {}, (token) =>
    enqueueEmail(env, {
      template: "verify_email",
      to: user.email,
      locale: mailLocaleOf(user),
      data: { username: user.username, link: appLink(env, "/verify-email", { token }) },
    }),
  );
}

/**
 * A new link for an account still waiting for one, within the address's hourly mails; silent otherwise,
 * so no address is revealed.
 */
export async function resendVerification(db: Db, env: Env, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerified || user.isSuspended) return;
  if (await withinLimits(env, db, [{ rule: "mailsToAddress", key: [user.email] }])) {
    await sendVerificationEmail(db, env, user);
  }
}

/**
 * Answers the message, and the account the link verified now: its page is shown from then on, which the
 * caller's pageChanged puts in place.
 */
export async function verifyEmail(db: Db, env: Env, token: string): Promise<{ msg: string; verified?: string }> {
  const result = await consumeToken(db, "verify_email", token);
  if (!result.ok) {
    const user = result.userId ? await findUserById(db, result.userId) : undefined;
    if (user?.emailVerified) return { msg: verificationMessages.alreadyVerified };
    throw apiError(400, result.reason === "expired" ? verificationMessages.expired : verificationMessages.invalid);
  }
  const user = await findUserById(db, result.userId);
  if (!user) throw apiError(400, verificationMessages.invalid);
  const verifiedNow = await markEmailVerified(db, user);
  // A working link proves the mailbox, whoever marked the account verified first.
  await promoteIfAdminEmail(db, env, { ...user, emailVerified: true });
  return verifiedNow
    ? { msg: verificationMessages.verified, verified: user.id }
    : { msg: verificationMessages.alreadyVerified };
}

/**
 * Marks the account verified (the mailed link, or an admin's override) and counts it for its referrer.
 * The referral counts only if this call is the one that verifies, which the batch decides atomically:
 * the count runs first and only while the account is unverified. Returns whether the account was
 * unverified. It grants no role: only a mailbox proof does (verifyEmail), never an admin's word.
 */
export async function markEmailVerified(db: Db, user: Pick<UserRow, "id" | "referredBy">): Promise<boolean> {
  const verify = db
    .update(users)
    .set({ emailVerified: true, updatedAt: Date.now() })
    .where(and(eq(users.id, user.id), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  let verifiedRows: { id: string }[];
  if (user.referredBy) {
    // A referral counts once the referred account is verified.
    const referred = alias(users, "referred");
    const countReferral = db
      .update(users)
      .set({ referralCount: sql`${users.referralCount} + 1` })
      .where(
        and(
          eq(users.id, user.referredBy),
          sql`exists (select 1 from ${users} ${referred} where ${referred.id} = ${user.id} and ${referred.emailVerified} = 0)`,
        ),
      );
    [, verifiedRows] = await db.batch([countReferral, verify]);
  } else {
    verifiedRows = await verify;
  }
  return verifiedRows.length > 0;
}

// ── Accounts never verified ─────────────────────────────────────────────────────────────────────────
// The hourly cron deletes them 7 days after signup, which frees the username and the e-mail for someone
// who can prove the mailbox and gives back the invite use they spent. Links and tokens go with them by
// cascade; they never had a public page to forget.

export const unverifiedAccountLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Deletes the accounts past their time unverified, in one batch with the invite uses they give back. */
export async function deleteNeverVerifiedAccounts(db: Db, now = Date.now()): Promise<number> {
  const neverVerified = and(
    eq(users.emailVerified, false),
    lt(users.createdAt, now - unverifiedAccountLifetimeMs),
    // A Stripe customer (possible only through an admin's impersonation) needs account deletion's
    // cancellation first; such an account waits for an admin rather than being dropped here.
    isNull(users.stripeCustomerId),
  ) as SQL;
  const [, deleted] = await db.batch([releaseInviteUsesOf(db, neverVerified), db.delete(users).where(neverVerified)]);
  return deleted.meta.changes;
}

// ── Changing the address ────────────────────────────────────────────────────────────────────────────
// The request sets pendingEmail and mails a link to the new address (and a notice to the old one); the
// link completes the change, retires the account's other outstanding links, and proves the new mailbox
// (which may make it admin). A request for another account's address answers as any other and mails
// that address nothing, so it reveals no account.

export const emailChangeMessages = {
  sameAddress: "That is already your email address.",
  changed: "Your email address has been changed.",
  alreadyChanged: "This email change is already verified.",
  invalid: "This confirmation link is invalid or has expired.",
  undone:
    "The email change is undone: this address is your account's again, and every session is signed out. If someone else knows your password, reset it now.",
  undoInvalid: "This undo link is invalid or has expired.",
  alreadyUndone: "This email change was already undone.",
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
    locale: mailLocaleOf(user),
    data: { username: user.username, newEmail },
  } as const;
  // The pending address is set only once the mails are queued, so a failure leaves an earlier
  // requested change (and its link) as it was.
  const setPending = db
    .update(users)
    .set({ pendingEmail: newEmail, updatedAt: Date.now() })
    .where(eq(users.id, user.id));
  if ((await takenNames(db, { email: newEmail }, { userId: user.id })).email) {
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
          locale: mailLocaleOf(user),
          data: { username: user.username, link: appLink(env, "/verify-email-change", { token }) },
        },
        notice,
      ),
  );
}

/**
 * Answers the message, and the account whose address changed: the new address is proven, so an account
 * not verified before is from then on, and its page shown, which the caller's pageChanged puts in place.
 */
export async function confirmEmailChange(db: Db, env: Env, token: string): Promise<{ msg: string; verified?: string }> {
  const result = await consumeToken(db, "verify_email_change", token);
  if (!result.ok) {
    if (result.reason === "used") return { msg: emailChangeMessages.alreadyChanged };
    throw apiError(400, emailChangeMessages.invalid);
  }
  const newEmail = typeof result.payload.newEmail === "string" ? result.payload.newEmail : "";
  const user = await findUserById(db, result.userId);
  // A later request replaced this one: only the newest pending address can be confirmed.
  if (!user || !newEmail || user.pendingEmail !== newEmail) throw apiError(400, emailChangeMessages.invalid);
  if ((await takenNames(db, { email: newEmail }, { userId: user.id })).email)
    throw apiError(409, accountMessages.emailTaken);
  const undo = await tokenInBatch(db, "undo_email_change", user.id, { email: user.email, newEmail });
  try {
    await db.batch([
      undo.insert,
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
  await sendSecurityNotice(db, env, user, {
    kind: "email_changed",
    newEmail,
    undoLink: appLink(env, "/undo-email-change", { token: undo.token }),
  });
  return { msg: emailChangeMessages.changed, verified: user.id };
}

/**
 * The link in the old address's notice (7 days): the address comes back, every sign-in of the account
 * ends, and the links mailed to the address it replaces stop working — whoever changed it is out, and
 * a password reset goes to the owner again. Refused (409) if another account has taken the address since.
 * Answers the message, and the account whose address came back (verified again, its page shown), which
 * the caller's pageChanged puts in place.
 */
export async function undoEmailChange(db: Db, token: string): Promise<{ msg: string; verified?: string }> {
  const result = await consumeToken(db, "undo_email_change", token);
  if (!result.ok) {
    if (result.reason === "used") return { msg: emailChangeMessages.alreadyUndone };
    throw apiError(400, emailChangeMessages.undoInvalid);
  }
  const email = typeof result.payload.email === "string" ? result.payload.email : "";
  const user = await findUserById(db, result.userId);
  if (!user || !email) throw apiError(400, emailChangeMessages.undoInvalid);
  if ((await takenNames(db, { email }, { userId: user.id })).email) throw apiError(409, accountMessages.emailTaken);
  const now = Date.now();
  try {
    await db.batch([
      db
        .update(users)
        .set({ email, pendingEmail: null, emailVerified: true, updatedAt: now })
        .where(eq(users.id, user.id)),
      ...endEverySignIn(db, user.id, now),
      retireUnusedTokens(db, user.id, ["reset_password", "verify_email", "verify_email_change"]),
    ]);
  } catch (error) {
    if (String((error as Error)?.cause ?? error).includes("UNIQUE")) throw apiError(409, accountMessages.emailTaken);
    throw error;
  }
  return { msg: emailChangeMessages.undone, verified: user.id };
}
