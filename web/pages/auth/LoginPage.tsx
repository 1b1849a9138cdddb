// /login (docs/product.md, "Screens"; the messages in contract/): 'Email or Username' and 'Password'. Success shows 'Welcome back.', loads the
// profile and opens the dashboard; an unverified e-mail gets the server's message and a resend. An
// account with a second factor goes on to the second step; "Sign in with a passkey" needs no password.

import { useState } from "react";
import { Link } from "react-router";
import { limits } from "#contract/limits";
import type { SecondFactorMethod } from "#contract/security";
import { send } from "../../api/queries";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { loginForm } from "../../forms/account-forms";
import { useAppForm } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";
import { PasskeySignInButton } from "./PasskeySignInButton";
import { ResendVerification } from "./ResendVerification";
import { SecondStepForm } from "./SecondStepForm";
import { type SignedIn, useFinishSignIn } from "./useFinishSignIn";

type LoginFields = "identifier" | "password";
type LoginSuccess = SignedIn | { twoFactorRequired: true; methods: SecondFactorMethod[] };

const initial: Record<LoginFields, string> = { identifier: "", password: "" };

export function LoginPage() {
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(null);
  if (secondStep) {
    return (
      <AuthCard
        title="Two-factor authentication"
        footer={{ prompt: "New here?", to: "/signup", link: "Create an account" }}
      >
        <SecondStepForm methods={secondStep} onStartOver={() => setSecondStep(null)} />
      </AuthCard>
    );
  }
  return <PasswordStep onSecondStep={setSecondStep} />;
}

function PasswordStep({ onSecondStep }: { onSecondStep: (methods: SecondFactorMethod[]) => void }) {
  const finish = useFinishSignIn();
  const form = useAppForm({ idPrefix: "login", defaultValues: initial, schema: loginForm });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ identifier, password }) =>
      send<LoginSuccess>("/api/login", { method: "POST", json: { identifier: identifier.trim(), password } }),
    fallback: "Login failed",
    staysBusyOnSuccess: true,
    onSuccess: async (data) => {
      if ("twoFactorRequired" in data) onSecondStep(data.methods);
      else await finish(data);
    },
  });

  const unverifiedEmail =
    failure?.body.emailNotVerified === true
      ? typeof failure.body.email === "string"
        ? failure.body.email
        : form.getValues("identifier").trim()
      : null;

  return (
    <AuthCard title="Log in" footer={{ prompt: "New here?", to: "/signup", link: "Create an account" }}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors}>
          {unverifiedEmail !== null && <ResendVerification email={unverifiedEmail} />}
        </FormAlert>
        <FormField
          label="Email or Username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={limits.emailMax}
          {...form.field("identifier")}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={limits.passwordMax}
          {...form.field("password")}
        />
        <div className="form__row">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="button button--primary form__submit" disabled={busy}>
          {busy ? "Logging in..." : "Log in"}
        </button>
      </form>
      <div className="form__divider" aria-hidden="true">
        or
      </div>
      <PasskeySignInButton />
    </AuthCard>
  );
}
