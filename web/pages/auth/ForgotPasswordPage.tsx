// /forgot-password (docs/product.md, "Screens"; the messages in contract/): an e-mail form; afterwards the server's message and a way back.
import { useState } from "react";
import { Link } from "react-router";
import { apiRoutes } from "../../api/client";
import { send } from "../../api/queries";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { EmailField } from "../../components/fields/EmailField";
import { emailRequestForm } from "../../forms/account-forms";
import { useAppForm } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";
import { useWords } from "../../i18n/I18nProvider";
import { authTexts } from "./auth-texts";

const initial = { email: "" };

export function ForgotPasswordPage() {
  const { t } = useWords();
  const form = useAppForm({ idPrefix: "forgot", defaultValues: initial, schema: emailRequestForm });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ email }) => send(apiRoutes["forgot-password"].$post({ json: { email: email.trim() } })),
    fallback: t(authTexts.resetRequestFailed),
    onSuccess: (data) => setSentMessage(data.msg || t(authTexts.resetOnItsWay)),
  });

  if (sentMessage !== null) {
    return (
      <AuthCard title={t(authTexts.checkEmailTitle)}>
        <p className="notice notice--success" role="status">
          {sentMessage}
        </p>
        <Link className="button button--primary form__submit" to="/login">
          {t(authTexts.backToLogin)}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t(authTexts.forgotTitle)}
      footer={{ prompt: t(authTexts.remembered), to: "/login", link: t(authTexts.backToLogin) }}
    >
      <p className="muted">{t(authTexts.forgotIntro)}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors} />
        <EmailField {...form.field("email")} />
        <button type="submit" className="button button--primary form__submit" disabled={busy}>
          {busy ? t(authTexts.sending) : t(authTexts.sendResetLink)}
        </button>
      </form>
    </AuthCard>
  );
}
