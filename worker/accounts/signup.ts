// Creating an unverified account (docs/product.md, "Accounts: the rules" and "Limits"): rules, reserved and unique names, invite codes,
// referral, and the verification mail. A registered e-mail is never revealed: that signup answers as a
// fresh one does and its owner gets a notice instead. Usernames are public (they are pages), so a
// taken one stays a field error.
import { and, eq } from "drizzle-orm";
import { accountMessages, type SignupInput } from "#contract/account-schemas";
import { negotiateLocale } from "#contract/i18n/locales";
import { messages } from "#contract/messages";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { withinLimits } from "../http/rate-limits";
import { claimInviteCode, isInviteCodeUsable, releaseInviteCode } from "../invites/claim";
import { referralCode } from "../security/encoding";
import { hashPassword } from "../security/passwords";
import { readSettings } from "../settings/settings";
import { sendVerificationEmail } from "./email-address";
import { sendPasswordReset } from "./passwords";
import {
  findUserByEmail,
  newAccountStatements,
  normalizeEmail,
  refuseUnavailableUsername,
  type UserRow,
  usernameTaken,
} from "./users";

export type SignupOptions = {
  /**
   * Runs once the signup is accepted — every check passed — before anything is created or mailed;
   * throws to refuse it. The per-address limit of accepted signups lives here, so a refused signup
   * never counts toward it.
   */
  admit: () => Promise<void>;
  /** The request's Accept-Language: the sign-up's locale when the app named none. */
  acceptLanguage?: string | undefined;
};

const invalidInvite = () => validationError([{ field: "inviteCode", message: accountMessages.inviteInvalid }]);

export async function createAccount(
  db: Db,
  env: Env,
  input: SignupInput,
  { admit, acceptLanguage }: SignupOptions,
): Promise<void> {
  const settings = await readSettings(db);
  if (settings.registrationClosed) throw apiError(403, messages.registrationClosed);

  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  await refuseUnavailableUsername(db, username, settings);
  const inviteCode = settings.invitesRequired ? input.inviteCode : null;
  if (settings.invitesRequired) {
    if (!inviteCode) throw validationError([{ field: "inviteCode", message: accountMessages.inviteRequired }]);
    if (!(await isInviteCodeUsable(db, inviteCode))) throw invalidInvite();
  }

  await admit();
  // Hashed before the e-mail is looked up, so a registered address costs the same time as a fresh one.
  const passwordHash = await hashPassword(input.password);
  const owner = await findUserByEmail(db, email);
  if (owner) return noticeAddressOwner(db, env, owner);

  // Claimed only now, so a refused signup never touches the code; its last use taken meanwhile refuses it.
  const inviteId = inviteCode ? await claimInviteCode(db, inviteCode) : null;
  if (inviteCode && !inviteId) throw invalidInvite();

  const referrer = input.ref
    ? await db.select({ id: users.id }).from(users).where(eq(users.referralCode, input.ref.trim().toLowerCase())).get()
    : undefined;

  const id = crypto.randomUUID();
  const signupLocale = input.language ?? negotiateLocale(acceptLanguage);
  try {
    await db.batch(
      newAccountStatements(db, {
        id,
        email,
        username,
        passwordHash,
        referralCode: referralCode(),
        referredBy: referrer?.id ?? null,
        inviteCodeId: inviteId,
        signupLocale,
      }),
    );
  } catch (error) {
    if (inviteId) await releaseInviteCode(db, inviteId);
    // Two signups raced for the same name: the unique index decided.
    const conflict = String((error as Error)?.cause ?? error);
    if (conflict.includes("users.email")) {
      const winner = await findUserByEmail(db, email);
      if (winner) return noticeAddressOwner(db, env, winner);
    }
    if (conflict.includes("UNIQUE")) throw usernameTaken();
    throw error;
  }
  try {
    await sendVerificationEmail(db, env, { id, email, username, language: "auto", signupLocale });
  } catch (error) {
    // An account whose verification mail never left could not be verified, and would hold on to the
    // address and the name: take it back, so the same signup simply works once mail flows again.
    await withdrawSignup(db, id, inviteId).catch((undoError) =>
      console.error("could not withdraw a signup whose mail failed", undoError),
    );
    throw error;
  }
}

/**
 * The signup answers as a fresh one would; the address's owner hears of it instead, with a link to
 * reset the password in case they forgot they had an account. Suspended accounts hear nothing (as with
 * a reset request), and nothing past the address's hourly mails.
 */
async function noticeAddressOwner(db: Db, env: Env, owner: UserRow): Promise<void> {
  if (owner.isSuspended) return;
  if (!(await withinLimits(env, db, [{ rule: "mailsToAddress", key: [owner.email] }]))) return;
  await sendPasswordReset(db, env, owner, "account_exists");
}

/** Removes an unverified account just created (its tokens go by cascade) and gives its invite use back. */
async function withdrawSignup(db: Db, userId: string, inviteId: string | null): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)));
  if (inviteId) await releaseInviteCode(db, inviteId);
}
