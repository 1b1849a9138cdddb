// The signup form (product §2, §5): email, password, username (capped at 30 with a counter), an invite
// code only when invites are required, the referral code from ?ref=, and a closed state.
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { accountMessages, signupSchema } from "#contract/account-schemas";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import type { AppConfig } from "#contract/types";
import { api } from "../../api/client";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { useToast } from "../../components/ToastProvider";
import { useAppConfig } from "../../config/useAppConfig";
import { newPasswordHint } from "../../forms/hints";
import { useFormSubmit } from "../../forms/useFormSubmit";
import { useValidatedForm } from "../../forms/useValidatedForm";
import { zodFieldErrors } from "../../forms/zod-field-errors";

type SignupFields = "email" | "password" | "username" | "inviteCode";
type Values = Record<SignupFields, string>;

const initial: Values = { email: "", password: "", username: "", inviteCode: "" };

function validatorFor(config: AppConfig) {
  return (values: Values) => {
    const errors = zodFieldErrors(signupSchema, values);
    // The schema keeps the code optional because whether it is needed is a setting, read here.
    if (config.invitesRequired && !values.inviteCode.trim()) errors.inviteCode = accountMessages.inviteRequired;
    else if (!config.invitesRequired) delete errors.inviteCode;
    return errors;
  };
}

export function SignupForm({ onCreated }: { onCreated: (email: string) => void }) {
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const ref = searchParams.get("ref")?.trim() ?? "";
  const { config, loaded } = useAppConfig();
  // The rules follow the config once it arrives from /api/config.
  const validate = useMemo(() => validatorFor(config), [config]);
  const form = useValidatedForm({ idPrefix: "signup", initial, validate });
  const closed = config.registrationClosed;
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: () =>
      api("/api/signup", {
        method: "POST",
        json: {
          email: form.values.email.trim(),
          password: form.values.password,
          username: form.values.username.trim(),
          ...(config.invitesRequired ? { inviteCode: form.values.inviteCode.trim() } : {}),
          ...(ref ? { ref } : {}),
        },
      }),
    fallback: "Signup failed",
    blocked: closed || !loaded,
    onSuccess: () => {
      toast.success("Account created. Check your email to verify.");
      onCreated(form.values.email.trim());
    },
  });
  const disabled = closed || busy;

  const username = form.bind("username");
  const remaining = limits.usernameMax - form.values.username.length;

  return (
    <AuthCard
      title="Create your account"
      footer={
        <p className="muted">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {closed && (
        <p className="notice notice--warning" role="alert">
          {messages.registrationClosed}
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors} />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          required
          disabled={disabled}
          {...form.bind("email")}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          disabled={disabled}
          hint={newPasswordHint}
          {...form.bind("password")}
        />
        <FormField
          label="Username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={disabled}
          maxLength={limits.usernameMax}
          hint={
            <span className="field__counter">
              {remaining} {remaining === 1 ? "character" : "characters"} left
            </span>
          }
          {...username}
          // Pasted text longer than the cap is cut, the same as typing stops at the cap.
          onChange={(event) => form.set("username", event.target.value.slice(0, limits.usernameMax))}
        />
        {config.invitesRequired && (
          <FormField
            label="Invite code"
            type="text"
            autoComplete="off"
            required
            disabled={disabled}
            {...form.bind("inviteCode")}
          />
        )}
        {ref && (
          <FormField
            id="signup-ref"
            label="Referral code"
            type="text"
            value={ref}
            readOnly
            disabled={disabled}
            hint="You were invited by another LinkNest user."
          />
        )}
        <button type="submit" className="button button--primary form__submit" disabled={disabled || !loaded}>
          {busy ? "Creating account..." : "Sign up"}
        </button>
      </form>
    </AuthCard>
  );
}
