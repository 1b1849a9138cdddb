// Validation of account input (docs/product.md, "Limits"), one schema per input, used by the API and the web forms.
// Written with zod's light build (zod/mini, tree-shaken): the auth screens carry these rules, and a
// guest screen's first load has a budget (docs/performance.md, "Budgets", docs/decisions/014-small-client-runtime.md).
import * as z from "zod/mini";
import { config } from "zod/v4/core";
import { accountMessages } from "./account-messages";
import { limits } from "./limits";

// zod would otherwise probe for eval (`new Function`) to compile object checks, which the page's
// script policy refuses and Chrome reports as a violation. Every schema module imports this one.
config({ jitless: true });

export const usernamePattern = /^[A-Za-z0-9_-]+$/;

export const emailSchema = z.pipe(
  z
    .string({ error: accountMessages.emailRequired })
    .check(z.trim(), z.minLength(1, accountMessages.emailRequired), z.maxLength(254, accountMessages.emailTooLong)),
  z.email(accountMessages.emailInvalid),
);

export const usernameSchema = z
  .string({ error: accountMessages.usernameRequired })
  .check(
    z.trim(),
    z.minLength(1, accountMessages.usernameRequired),
    z.minLength(limits.usernameMin, accountMessages.usernameLength),
    z.maxLength(limits.usernameMax, accountMessages.usernameLength),
    z.regex(usernamePattern, accountMessages.usernameCharacters),
  );

export const newPasswordSchema = z.string({ error: accountMessages.passwordRequired }).check(
  z.minLength(1, accountMessages.passwordRequired),
  z.minLength(limits.passwordMin, accountMessages.passwordLength),
  z.maxLength(limits.passwordMax, accountMessages.passwordLength),
  z.refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), accountMessages.passwordStrength),
);

const optionalCode = z.nullish(z.string().check(z.trim(), z.maxLength(64)));

/**
 * A referral code only credits whoever shared the link: an unknown, long or malformed one must never
 * stop a signup (docs/product.md, "Limits"), so anything but a short string counts as no code at all.
 */
const referralCodeField = z.catch(optionalCode, undefined);

export const signupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema,
  inviteCode: optionalCode,
  ref: referralCodeField,
});

export const loginSchema = z.object({
  identifier: z
    .string({ error: accountMessages.identifierRequired })
    .check(
      z.trim(),
      z.minLength(1, accountMessages.identifierRequired),
      z.maxLength(254, accountMessages.identifierRequired),
    ),
  password: z
    .string({ error: accountMessages.passwordRequired })
    .check(z.minLength(1, accountMessages.passwordRequired), z.maxLength(1024, accountMessages.passwordLength)),
});

export const emailRequestSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: accountMessages.invalidResetToken })
    .check(
      z.trim(),
      z.minLength(1, accountMessages.invalidResetToken),
      z.maxLength(256, accountMessages.invalidResetToken),
    ),
  password: newPasswordSchema,
});

export const changeEmailSchema = z.object({ newEmail: emailSchema });

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
