// /forgot-password (docs/product.md, "Screens"; the messages in contract/): an e-mail form; afterwards the server's message and a way back.
import { useState } from "react";
import { Link } from "react-router";
import { send } from "../../api/queries";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { EmailField } from "../../components/fields/EmailField";
import { emailRequestForm } from "../../forms/account-forms";
import { useAppForm } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";

const initial = { email: "" };

export function ForgotPasswordPage() {
  const form = useAppForm({ idPrefix: "forgot", defaultValues: initial, schema: emailRequestForm });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ email }) =>
      send<{ msg?: string }>("/api/forgot-password", { method: "POST", json: { email: email.trim() } }),
    fallback: "Password reset request failed",
    onSuccess: (data) =>
      setSentMessage(data?.msg || "If an account exists for that address, a reset link is on its way."),
  });

  if (sentMessage !== null) {
    return (
      <AuthCard title="Check your email">
        <p className="notice notice--success" role="status">
          {sentMessage}
        </p>
        <Link className="button button--primary form__submit" to="/login">
          Back to login
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" footer={{ prompt: "Remembered it?", to: "/login", link: "Back to login" }}>
      <p className="muted">Enter the e-mail address of your account and we will send you a reset link.</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure?.message} errors={failure?.errors} />
        <EmailField {...form.field("email")} />
        <button type="submit" className="button button--primary form__submit" disabled={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </button>
      </form>
    </AuthCard>
  );
}
