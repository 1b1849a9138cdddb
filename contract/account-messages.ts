// What the account rules say (docs/product.md, "Limits"), apart from the rules themselves (account-schemas.ts), so a
// screen can show a message without fetching the validation library.
import { limits } from "./limits";

export const accountMessages = {
  emailRequired: "Email is required.",
  emailInvalid: "Enter a valid email address.",
  emailTooLong: "Email must be at most 254 characters.",
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
