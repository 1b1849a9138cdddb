// The signup form (docs/product.md, "Screens" and "Limits"): email, password, username (capped at 30 with a counter), an invite
// code only when invites are required, the referral code from ?ref=, the username from ?username= (the
// home page's "claim your name" field), and a closed state.
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { accountTexts, referralCodeOf } from "#contract/account-schemas";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import { api } from "../../api/client";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { EmailField } from "../../components/fields/EmailField";
import { NewPasswordField } from "../../components/fields/NewPasswordField";
import { UsernameField } from "../../components/fields/UsernameField";
import { useToast } from "../../components/ToastProvider";
import { useAppConfig } from "../../config/useAppConfig";
import { signupRules } from "../../forms/account-rules";
import { useFormSubmit } from "../../forms/useFormSubmit";
import { useValidatedForm } from "../../forms/useValidatedForm";

type SignupFields = "email" | "password" | "username" | "inviteCode";
type Values = Record<SignupFields, string>;

const initial: Values = { email: "", password: "", username: "", inviteCode: "" };

export function SignupForm({ onCreated }: { onCreated: (email: string) => void }) {
  const toast = useToast();
  const [searchParams] = useSearchParams();
  // A referral only credits whoever shared the link: one the rule would not take is neither shown nor sent.
  const [referralCode] = useState(() => referralCodeOf(searchParams.get("ref")));
  // Read once: the name someone claimed on the home page fills the field, which stays theirs to edit.
  const [prefilled] = useState(() => ({
    ...initial,
    username: (searchParams.get("username") ?? "").slice(0, limits.usernameMax),
  }));
  const { config, loaded } = useAppConfig();
  // The rules follow the config once it arrives from /api/config.
  const rules = useCallback((values: Values) => signupRules(values, config.invitesRequired), [config.invitesRequired]);
  const form = useValidatedForm({ idPrefix: "signup", initial: prefilled, rules });
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
          ...(referralCode ? { ref: referralCode } : {}),
        },
      }),
    fallback: "Signup failed",
    blocked: closed || !loaded,
    onSuccess: () => {
      toast.success(accountTexts.accountCreated);
      onCreated(form.values.email.trim());
    },
  });
  const disabled = closed || busy;

  return (
    <AuthCard title="Create your account" footer={{ prompt: "Already have an account?", to: "/login", link: "Log in" }}>
      {closed && (
        <p className="notice notice--warning" role="alert">
          {messages.registrationClosed}
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors} />
        <EmailField disabled={disabled} {...form.bind("email")} />
        <NewPasswordField label="Password" disabled={disabled} {...form.bind("password")} />
        <UsernameField
          disabled={disabled}
          {...form.bind("username")}
          onChange={(value) => form.set("username", value)}
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
        {referralCode && (
          <FormField
            id="signup-ref"
            label="Referral code"
            type="text"
            value={referralCode}
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
