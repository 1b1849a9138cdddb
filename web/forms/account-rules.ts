// The account forms' client rules, from the schemas the API applies (contract/account-schemas.ts), as
// the messages per field useValidatedForm shows.
import {
  accountMessages,
  changeEmailSchema,
  emailRequestSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from "#contract/account-schemas";
import type { FieldMessages } from "./useFieldErrors";
import { zodFieldErrors } from "./zod-field-errors";

type Values<F extends string> = Record<F, string>;

export const loginRules = (values: Values<"identifier" | "password">) => zodFieldErrors(loginSchema, values);

export const emailRequestRules = (values: Values<"email">) => zodFieldErrors(emailRequestSchema, values);

export const changeEmailRules = (values: Values<"newEmail">) => zodFieldErrors(changeEmailSchema, values);

type SignupFields = "email" | "password" | "username" | "inviteCode";

export function signupRules(values: Values<SignupFields>, invitesRequired: boolean): FieldMessages<SignupFields> {
  const errors: FieldMessages<SignupFields> = zodFieldErrors(signupSchema, values);
  // The schema keeps the code optional because whether it is needed is a setting, read by the caller.
  if (invitesRequired && !values.inviteCode.trim()) errors.inviteCode = accountMessages.inviteRequired;
  else if (!invitesRequired) delete errors.inviteCode;
  return errors;
}

type ResetFields = "password" | "confirmPassword";

export function resetPasswordRules(values: Values<ResetFields>, token: string): FieldMessages<ResetFields> {
  const errors: FieldMessages<ResetFields> = zodFieldErrors(resetPasswordSchema, { token, password: values.password });
  if (values.confirmPassword !== values.password) errors.confirmPassword = accountMessages.passwordsDoNotMatch;
  return errors;
}
