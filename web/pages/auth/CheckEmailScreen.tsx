// Shown after signup: the account exists but stays unverified until the e-mailed link is opened; a mail
// that did not arrive can be sent again from here.
import { Link } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { ResendVerification } from "./ResendVerification";

export function CheckEmailScreen({ email }: { email: string }) {
  return (
    <AuthCard title="Check your email">
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account, then log in.
      </p>
      <p className="muted">Nothing arrived? Check your spam folder, or send it again.</p>
      <ResendVerification email={email} />
      <Link className="button button--primary form__submit" to="/login">
        Go to login
      </Link>
    </AuthCard>
  );
}
