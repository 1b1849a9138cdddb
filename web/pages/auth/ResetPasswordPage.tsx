// /reset-password (docs/product.md, "Screens" and "Accounts: the rules"; the messages in contract/): ?token= plus a new password typed twice; success shows a
// confirmation and counts down to /login, 3 s later. A used or unknown link says so as the page opens.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { accountMessages } from "#contract/account-schemas";
import { limits } from "#contract/limits";
import { apiRoutes, failureMessage, resultOf } from "../../api/client";
import { send } from "../../api/queries";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { NewPasswordField } from "../../components/fields/NewPasswordField";
import { LoginCountdown } from "../../components/LoginCountdown";
import { type ResetPasswordValues, resetPasswordForm } from "../../forms/account-forms";
import { useAppForm } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";
import { useRedirectAfter } from "../../hooks/useRedirectAfter";
import { useWords } from "../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../i18n/refusal-words";
import { timings } from "../../timings";
import { authTexts, resetTexts as texts } from "./auth-texts";

const initial: ResetPasswordValues = { password: "", confirmPassword: "" };

function RequestNewLink() {
  const { t } = useWords();
  return (
    <Link className="button form-alert__action" to="/forgot-password">
      {t(texts.requestNewLink)}
    </Link>
  );
}

/** A link that cannot reset anything: why, and the way to a new one. */
function InvalidResetLink({ message, hint }: { message: string; hint: string }) {
  const { t } = useWords();
  return (
    <AuthCard title={t(texts.invalidLinkTitle)}>
      <p className="notice notice--error" role="alert">
        {message}
      </p>
      <p className="muted">{hint}</p>
      <RequestNewLink />
    </AuthCard>
  );
}

/**
 * The link's token, checked as the page opens (without using it): a used or bogus link says so at once,
 * not after a password was typed twice. Until the answer, and if the check cannot be made, the form
 * shows; the reset itself checks again.
 */
const resetCheck = apiRoutes["reset-password"].check;

function useDeadLinkMessage(token: string): string | null {
  const check = useQuery({
    queryKey: [resetCheck.$path(), token],
    queryFn: ({ signal }) => resultOf(resetCheck.$post({ json: { token } }, { init: { signal } }), signal),
    enabled: token !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  const result = check.data;
  return result && !result.ok && result.status === 400
    ? failureMessage(result, accountMessages.invalidResetToken)
    : null;
}

export function ResetPasswordPage() {
  const { t } = useWords();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const deadLink = useDeadLinkMessage(token);
  if (!token) {
    return (
      <InvalidResetLink
        message={refusalInReadersWords(accountMessages.invalidResetToken)}
        hint={t(texts.noTokenHint)}
      />
    );
  }
  if (deadLink) {
    return <InvalidResetLink message={deadLink} hint={t(texts.deadLinkHint)} />;
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useWords();
  const form = useAppForm({ idPrefix: "reset", defaultValues: initial, schema: resetPasswordForm });
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ password }) => send(apiRoutes["reset-password"].$post({ json: { token, password } })),
    fallback: t(texts.failed),
    onSuccess: (data) => setDoneMessage(data.msg || t(texts.done)),
  });

  const secondsLeft = useRedirectAfter(doneMessage !== null ? "/login" : null, timings.resetRedirectMs);

  if (doneMessage !== null) {
    return (
      <AuthCard title={t(texts.doneTitle)}>
        <div className="notice notice--success" role="status">
          <p>{doneMessage}</p>
          <LoginCountdown secondsLeft={secondsLeft} />
        </div>
        <Link className="button button--primary form__submit" to="/login">
          {t(authTexts.goToLogin)}
        </Link>
      </AuthCard>
    );
  }

  // The server may say it in its msg or in a field error about the token; either means a new link is needed.
  // Told by the API's English (the failure's body), whatever language the message is shown in.
  const sent = failure?.body;
  const linkIsDead =
    sent !== undefined &&
    [sent.msg, ...(Array.isArray(sent.errors) ? sent.errors.map((error) => error?.message ?? "") : [])].some((text) =>
      /invalid|expired/i.test(text),
    );

  return (
    <AuthCard title={t(texts.chooseTitle)}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors}>
          {linkIsDead && <RequestNewLink />}
        </FormAlert>
        <NewPasswordField label={t(texts.newPassword)} {...form.field("password")} />
        <FormField
          label={t(texts.confirmNewPassword)}
          type="password"
          autoComplete="new-password"
          required
          maxLength={limits.passwordMax}
          {...form.field("confirmPassword")}
        />
        <button type="submit" className="button button--primary form__submit" disabled={busy}>
          {busy ? t(texts.processing) : t(texts.reset)}
        </button>
      </form>
    </AuthCard>
  );
}
