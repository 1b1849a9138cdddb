// Creating an unverified account (product §4, §5): rules, reserved and unique names, invite codes,
// referral, and the verification mail.
import { and, eq } from "drizzle-orm";
import type { SignupInput } from "#contract/account-schemas";
import { accountMessages } from "#contract/account-schemas";
import { messages } from "#contract/messages";
import type { FieldError } from "#contract/types";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { claimInviteCode, releaseInviteCode } from "../invites/claim";
import { hashPassword } from "../security/passwords";
import { referralCode } from "../security/random";
import { readSettings } from "../settings/settings";
import { isReservedUsername } from "./reserved-usernames";
import { normalizeEmail, takenNames } from "./users";
import { sendVerificationEmail } from "./verification";

export const signupSucceeded = "Account created. Check your email to verify.";

export async function signUp(db: Db, env: Env, input: SignupInput): Promise<void> {
  const settings = await readSettings(db);
  if (settings.registrationClosed) throw apiError(403, messages.registrationClosed);

  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  if (isReservedUsername(username, settings)) {
    throw validationError([{ field: "username", message: accountMessages.usernameReserved }]);
  }
  const taken = await takenNames(db, { email, username });
  const conflicts: FieldError[] = [];
  if (taken.email) conflicts.push({ field: "email", message: accountMessages.emailTaken });
  if (taken.username) conflicts.push({ field: "username", message: accountMessages.usernameTaken });
  if (conflicts.length > 0)
    throw apiError(409, conflicts[0]?.message ?? accountMessages.emailTaken, { errors: conflicts });

  let inviteId: string | null = null;
  if (settings.invitesRequired) {
    if (!input.inviteCode) throw validationError([{ field: "inviteCode", message: accountMessages.inviteRequired }]);
    inviteId = await claimInviteCode(db, input.inviteCode);
    if (!inviteId) throw validationError([{ field: "inviteCode", message: accountMessages.inviteInvalid }]);
  }

  const referrer = input.ref
    ? await db.select({ id: users.id }).from(users).where(eq(users.referralCode, input.ref.trim().toLowerCase())).get()
    : undefined;

  const id = crypto.randomUUID();
  try {
    await db.insert(users).values({
      id,
      email,
      username,
      passwordHash: await hashPassword(input.password),
      referralCode: referralCode(),
      referredBy: referrer?.id ?? null,
    });
  } catch (error) {
    if (inviteId) await releaseInviteCode(db, inviteId);
    // Two signups raced for the same name: the unique index decided.
    if (String((error as Error)?.cause ?? error).includes("UNIQUE")) {
      throw apiError(409, accountMessages.usernameTaken, {
        errors: [
          { field: "email", message: accountMessages.emailTaken },
          { field: "username", message: accountMessages.usernameTaken },
        ],
      });
    }
    throw error;
  }
  try {
    await sendVerificationEmail(db, env, { id, email, username });
  } catch (error) {
    // An account whose verification mail never left could not be verified, and would hold on to the
    // address and the name: take it back, so the same signup simply works once mail flows again.
    await withdrawSignup(db, id, inviteId).catch((undoError) =>
      console.error("could not withdraw a signup whose mail failed", undoError),
    );
    throw error;
  }
}

/** Removes an unverified account just created (its tokens go by cascade) and gives its invite use back. */
async function withdrawSignup(db: Db, userId: string, inviteId: string | null): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)));
  if (inviteId) await releaseInviteCode(db, inviteId);
}
