// Shown after signup: the account exists but stays unverified until the e-mailed link is opened.
import { Link } from "react-router";
import { AuthCard } from "../../components/AuthCard";

export function CheckEmailScreen({ email }: { email: string }) {
  return (
    <AuthCard title="Check your email">
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account, then log in.
      </p>
      <Link className="button button--primary form__submit" to="/login">
        Go to login
      </Link>
    </AuthCard>
  );
}
