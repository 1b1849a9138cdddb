// The account forms' client rules (docs/product.md, "Limits"): the schemas the API applies
// (contract/account-schemas.ts), over the values each form holds, plus what only the form knows — a
// second password to match, whether this sign-up needs an invite code. zod runs a refinement over the
// whole form only once its fields pass; `when` lets these speak beside the fields' own messages.
import { z } from "zod";
import {
  accountMessages,
  changeEmailSchema,
  emailRequestSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from "#contract/account-schemas";

const always = () => true;

export const loginForm = loginSchema;

export const emailRequestForm = emailRequestSchema;

export const changeEmailForm = changeEmailSchema;

export type SignupValues = { email: string; password: string; username: string; inviteCode: string };

export function signupForm(invitesRequired: boolean) {
  // The schema keeps the code optional because whether it is needed is a setting, read by the caller.
  return signupSchema.refine((values) => !invitesRequired || values.inviteCode?.trim(), {
    path: ["inviteCode"],
    message: accountMessages.inviteRequired,
    when: always,
  });
}

export type ResetPasswordValues = { password: string; confirmPassword: string };

export const resetPasswordForm = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.password, {
    path: ["confirmPassword"],
    message: accountMessages.passwordsDoNotMatch,
    when: always,
  });
