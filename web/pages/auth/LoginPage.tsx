// /login (docs/product.md, "Screens"; the messages in contract/): 'Email or Username' and 'Password'. Success shows 'Welcome back.', loads the
// profile and opens the dashboard; an unverified e-mail gets the server's message and a resend. An
// account with a second factor goes on to the second step; "Sign in with a passkey" needs no password.

import { useState } from "react";
import { Link } from "react-router";
import { limits } from "#contract/limits";
import type { SecondFactorMethod } from "#contract/security";
import { apiRoutes } from "../../api/client";
import { send } from "../../api/queries";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { fieldTexts } from "../../components/fields/field-texts";
import { loginForm } from "../../forms/account-forms";
import { useAppForm } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";
import { useWords } from "../../i18n/I18nProvider";
import { authTexts } from "./auth-texts";
import { PasskeySignInButton } from "./PasskeySignInButton";
import { ResendVerification } from "./ResendVerification";
import { SecondStepForm } from "./SecondStepForm";
import { useFinishSignIn } from "./useFinishSignIn";

type LoginFields = "identifier" | "password";

const initial: Record<LoginFields, string> = { identifier: "", password: "" };

export function LoginPage() {
  const { t } = useWords();
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(null);
  if (secondStep) {
    return (
      <AuthCard
        title={t(authTexts.twoFactorTitle)}
        footer={{ prompt: t(authTexts.newHere), to: "/signup", link: t(authTexts.createAccountLink) }}
      >
        <SecondStepForm methods={secondStep} onStartOver={() => setSecondStep(null)} />
      </AuthCard>
    );
  }
  return <PasswordStep onSecondStep={setSecondStep} />;
}

function PasswordStep({ onSecondStep }: { onSecondStep: (methods: SecondFactorMethod[]) => void }) {
  const finish = useFinishSignIn();
  const { t } = useWords();
  const form = useAppForm({ idPrefix: "login", defaultValues: initial, schema: loginForm });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ identifier, password }) =>
      send(apiRoutes.login.$post({ json: { identifier: identifier.trim(), password } })),
    fallback: t(authTexts.loginFailed),
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
    <AuthCard
      title={t(authTexts.logInTitle)}
      footer={{ prompt: t(authTexts.newHere), to: "/signup", link: t(authTexts.createAccountLink) }}
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors}>
          {unverifiedEmail !== null && <ResendVerification email={unverifiedEmail} />}
        </FormAlert>
        <FormField
          label={t(authTexts.identifier)}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={limits.emailMax}
          {...form.field("identifier")}
        />
        <FormField
          label={t(fieldTexts.password)}
          type="password"
          autoComplete="current-password"
          required
          maxLength={limits.passwordMax}
          {...form.field("password")}
        />
        <div className="form__row">
          <Link to="/forgot-password">{t(authTexts.forgotPasswordLink)}</Link>
        </div>
        <button type="submit" className="button button--primary form__submit" disabled={busy}>
          {busy ? t(authTexts.loggingIn) : t(authTexts.logIn)}
        </button>
      </form>
      <div className="form__divider" aria-hidden="true">
        {t(authTexts.or)}
      </div>
      <PasskeySignInButton />
    </AuthCard>
  );
}
