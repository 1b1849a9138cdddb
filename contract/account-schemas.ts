// Accounts (docs/product.md, "Limits"; the API reference; the messages in contract/): the rules every account input is held to, what they say, and what the
// account calls answer when they succeed. The API validates with these schemas and the web forms reuse
// them, so a rule and its message exist once.
import { z } from "zod";
import { locales } from "./i18n/locales";
import { limits } from "./limits";

// zod would otherwise probe for eval (`new Function`) to compile object checks, which the page's
// script policy refuses and Chrome reports as a violation. Every schema module imports this one.
z.config({ jitless: true });

/** What the account rules say, word for word. */
export const accountMessages = {
  emailRequired: "Email is required.",
  emailInvalid: "Enter a valid email address.",
  emailTooLong: `Email must be at most ${limits.emailMax} characters.`,
  usernameRequired: "Username is required.",
  usernameLength: `Username must be ${limits.usernameMin}-${limits.usernameMax} characters.`,
  usernameCharacters: "Use only letters, numbers, hyphens and underscores.",
  usernameReserved: "This username is reserved.",
  usernameTaken: "This username is already taken.",
  emailTaken: "An account with this email already exists.",
  passwordRequired: "Password is required.",
  passwordLength: `Password must be ${limits.passwordMin}-${limits.passwordMax} characters.`,
  passwordStrength: "Password needs an uppercase letter, a lowercase letter and a number.",
  identifierRequired: "Email or username is required.",
  inviteRequired: "Invite code is required.",
  inviteInvalid: "This invite code is not valid.",
  passwordsDoNotMatch: "Passwords do not match",
  invalidResetToken: "Invalid reset token",
} as const;

/** What the account calls answer when they succeed, and the verification link's missing token. */
export const accountTexts = {
  welcomeBack: "Welcome back.",
  accountCreated: "Account created. Check your email to verify.",
  emailChangeSent: "Confirmation link sent to new email.",
  accountDeleted: "Account deleted.",
  languageSaved: "Language saved.",
  noVerificationToken: "No verification token provided.",
} as const;

export const usernamePattern = /^[A-Za-z0-9_-]+$/;

export const emailSchema = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(limits.emailMax, accountMessages.emailTooLong)
  .pipe(z.email(accountMessages.emailInvalid));

export const usernameSchema = z
  .string({ error: accountMessages.usernameRequired })
  .trim()
  .min(1, accountMessages.usernameRequired)
  .min(limits.usernameMin, accountMessages.usernameLength)
  .max(limits.usernameMax, accountMessages.usernameLength)
  .regex(usernamePattern, accountMessages.usernameCharacters);

export const newPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .min(limits.passwordMin, accountMessages.passwordLength)
  .max(limits.passwordMax, accountMessages.passwordLength)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), accountMessages.passwordStrength);

const optionalCode = z.string().trim().max(64).nullish();

/**
 * A referral code only credits whoever shared the link: an unknown, long or malformed one must never
 * stop a signup (docs/product.md, "Limits"), so anything but a short string counts as no code at all.
 */
const referralCodeField = optionalCode.catch(undefined);

export const signupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema,
  inviteCode: optionalCode,
  ref: referralCodeField,
  /**
   * The locale the app spoke while signing up, which the account's mail speaks until a language is
   * chosen. Only a preference: anything else counts as none, and the request's Accept-Language stands in.
   */
  language: z.enum(locales).optional().catch(undefined),
});

export const loginSchema = z.object({
  identifier: z
    .string({ error: accountMessages.identifierRequired })
    .trim()
    .min(1, accountMessages.identifierRequired)
    .max(limits.emailMax, accountMessages.identifierRequired),
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(1024, accountMessages.passwordLength),
});

export const emailRequestSchema = z.object({ email: emailSchema });

/** POST /api/reset-password/check: a reset link's token, checked as its page opens. */
export const resetTokenSchema = z.object({
  token: z
    .string({ error: accountMessages.invalidResetToken })
    .trim()
    .min(1, accountMessages.invalidResetToken)
    .max(256, accountMessages.invalidResetToken),
});

export const resetPasswordSchema = resetTokenSchema.extend({ password: newPasswordSchema });

export const changeEmailSchema = z.object({ newEmail: emailSchema });

/**
 * The ?ref= of a shared link as the signup rule reads it. A referral only credits whoever shared the
 * link, so one the rule would not take (too long, say) is dropped — neither shown nor sent — rather
 * than standing in the way of the signup (docs/product.md, "Limits").
 */
export function referralCodeOf(query: string | null): string {
  const parsed = signupSchema.shape.ref.safeParse(query ?? undefined);
  return parsed.success ? (parsed.data ?? "") : "";
}

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
