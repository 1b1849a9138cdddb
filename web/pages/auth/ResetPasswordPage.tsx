// /reset-password (docs/product.md, "Screens" and "Accounts: the rules"; the messages in contract/): ?token= plus a new password typed twice; success shows a
// confirmation and counts down to /login, 3 s later.
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { accountMessages } from "#contract/account-schemas";
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
import { timings } from "../../timings";

const initial: ResetPasswordValues = { password: "", confirmPassword: "" };

function RequestNewLink() {
  return (
    <Link className="button form-alert__action" to="/forgot-password">
      Request new reset link
    </Link>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  if (!token) {
    return (
      <AuthCard title="Invalid reset link">
        <p className="notice notice--error" role="alert">
          {accountMessages.invalidResetToken}
        </p>
        <p className="muted">This link has no reset token. Ask for a new link and use the newest e-mail.</p>
        <RequestNewLink />
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useAppForm({ idPrefix: "reset", defaultValues: initial, schema: resetPasswordForm });
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ password }) =>
      send<{ msg?: string }>("/api/reset-password", { method: "POST", json: { token, password } }),
    fallback: "Password reset failed",
    onSuccess: (data) => setDoneMessage(data?.msg || "Your password has been reset."),
  });

  const secondsLeft = useRedirectAfter(doneMessage !== null ? "/login" : null, timings.resetRedirectMs);

  if (doneMessage !== null) {
    return (
      <AuthCard title="Password reset">
        <div className="notice notice--success" role="status">
          <p>{doneMessage}</p>
          <LoginCountdown secondsLeft={secondsLeft} />
        </div>
        <Link className="button button--primary form__submit" to="/login">
          Go to login
        </Link>
      </AuthCard>
    );
  }

  // The server may say it in its msg or in a field error about the token; either means a new link is needed.
  const linkIsDead =
    failure !== null &&
    [failure.message, ...(failure.errors ?? []).map((error) => error.message)].some((text) =>
      /invalid|expired/i.test(text),
    );

  return (
    <AuthCard title="Choose a new password">
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors}>
          {linkIsDead && <RequestNewLink />}
        </FormAlert>
        <NewPasswordField label="New password" {...form.field("password")} />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field("confirmPassword")}
        />
        <button type="submit" className="button button--primary form__submit" disabled={busy}>
          {busy ? "Processing..." : "Reset password"}
        </button>
      </form>
    </AuthCard>
  );
}
