// The signup form (docs/product.md, "Screens" and "Limits"): email, password, username (capped at 30 with a counter), an invite
// code only when invites are required, the referral code from ?ref=, the username from ?username= (the
// home page's "claim your name" field), and a closed state.
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { accountTexts, referralCodeOf } from "#contract/account-schemas";
import { spokenLocale } from "#contract/i18n/locales";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import { apiRoutes } from "../../api/client";
import { send } from "../../api/queries";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { EmailField } from "../../components/fields/EmailField";
import { fieldTexts } from "../../components/fields/field-texts";
import { NewPasswordField } from "../../components/fields/NewPasswordField";
import { UsernameField } from "../../components/fields/UsernameField";
import { useToast } from "../../components/ToastProvider";
import { useAppConfig } from "../../config/useAppConfig";
import { type SignupValues, signupForm } from "../../forms/account-forms";
import { useAppForm, useControlledField } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";
import { useWords } from "../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../i18n/refusal-words";
import { productName } from "../../product";
import { authTexts } from "./auth-texts";

const initial: SignupValues = { email: "", password: "", username: "", inviteCode: "" };

export function SignupForm({ onCreated }: { onCreated: (email: string) => void }) {
  const toast = useToast();
  const { t, locale } = useWords();
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
  const schema = useMemo(() => signupForm(config.invitesRequired), [config.invitesRequired]);
  const form = useAppForm({ idPrefix: "signup", defaultValues: prefilled, schema });
  const username = useControlledField(form, "username");
  const closed = config.registrationClosed;
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: (values) =>
      send(
        apiRoutes.signup.$post({
          json: {
            email: values.email.trim(),
            password: values.password,
            username: values.username.trim(),
            ...(config.invitesRequired ? { inviteCode: values.inviteCode.trim() } : {}),
            ...(referralCode ? { ref: referralCode } : {}),
            // The account's mail speaks it until a language is chosen.
            language: spokenLocale(locale),
          },
        }),
      ),
    fallback: t(authTexts.signupFailed),
    blocked: closed || !loaded,
    onSuccess: (_, values) => {
      toast.success(refusalInReadersWords(accountTexts.accountCreated));
      onCreated(values.email.trim());
    },
  });
  const disabled = closed || busy;

  return (
    <AuthCard
      title={t(authTexts.signUpTitle)}
      footer={{ prompt: t(authTexts.haveAccount), to: "/login", link: t(authTexts.logInLink) }}
    >
      {closed && (
        <p className="notice notice--warning" role="alert">
          {messages.registrationClosed}
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors} />
        <EmailField disabled={disabled} {...form.field("email")} />
        <NewPasswordField label={t(fieldTexts.password)} disabled={disabled} {...form.field("password")} />
        <UsernameField disabled={disabled} {...username} />
        {config.invitesRequired && (
          <FormField
            label={t(authTexts.inviteCode)}
            type="text"
            autoComplete="off"
            required
            disabled={disabled}
            {...form.field("inviteCode")}
          />
        )}
        {referralCode && (
          <FormField
            id="signup-ref"
            label={t(authTexts.referralCode)}
            type="text"
            value={referralCode}
            readOnly
            disabled={disabled}
            hint={t(authTexts.referralHint, { productName })}
          />
        )}
        <button type="submit" className="button button--primary form__submit" disabled={disabled || !loaded}>
          {busy ? t(authTexts.creatingAccount) : t(authTexts.signUp)}
        </button>
      </form>
    </AuthCard>
  );
}
