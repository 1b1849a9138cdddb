// /login (product §2, §8): 'Email or Username' and 'Password'. Success shows 'Welcome back.', loads the
// profile and opens the dashboard; an unverified e-mail gets the server's message and a resend.
import { Link, useNavigate } from "react-router";
import { loginSchema } from "#contract/account-schemas";
import { accountTexts } from "#contract/account-texts";
import { api } from "../../api/client";
import { useAuth } from "../../auth/AuthProvider";
import { AuthCard } from "../../components/AuthCard";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { useToast } from "../../components/ToastProvider";
import { useFormSubmit } from "../../forms/useFormSubmit";
import { useValidatedForm } from "../../forms/useValidatedForm";
import { zodFieldErrors } from "../../forms/zod-field-errors";
import { ResendVerification } from "./ResendVerification";

type LoginFields = "identifier" | "password";
type LoginSuccess = { msg?: string; username: string };

const initial: Record<LoginFields, string> = { identifier: "", password: "" };
const validate = (values: Record<LoginFields, string>) => zodFieldErrors(loginSchema, values);

export function LoginPage() {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useValidatedForm({ idPrefix: "login", initial, validate });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: () =>
      api<LoginSuccess>("/api/login", {
        method: "POST",
        json: { identifier: form.values.identifier.trim(), password: form.values.password },
      }),
    fallback: "Login failed",
    staysBusyOnSuccess: true,
    onSuccess: async (data) => {
      toast.success(accountTexts.welcomeBack);
      // The session cookie is set by now. The dashboard loads its own data, so a failed profile
      // load here must not keep the user from signing in.
      await api("/api/profile");
      setUser({ username: data.username });
      navigate("/dashboard", { replace: true });
    },
  });

  const unverifiedEmail =
    failure?.body.emailNotVerified === true
      ? typeof failure.body.email === "string"
        ? failure.body.email
        : form.values.identifier.trim()
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
          {...form.bind("identifier")}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.bind("password")}
        />
        <div className="form__row">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="button button--primary form__submit" disabled={busy}>
          {busy ? "Logging in..." : "Log in"}
        </button>
      </form>
    </AuthCard>
  );
}
