// Shown after signup: the account exists but stays unverified until the e-mailed link is opened; a mail
// that did not arrive can be sent again from here.
import { Link } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { useWords } from "../../i18n/I18nProvider";
import { authTexts } from "./auth-texts";
import { ResendVerification } from "./ResendVerification";

export function CheckEmailScreen({ email }: { email: string }) {
  const { t } = useWords();
  // The address in bold wherever the language puts it in the sentence.
  const [before, after] = t(authTexts.verificationSent, { email: "\u0000" }).split("\u0000");
  return (
    <AuthCard title={t(authTexts.checkEmailTitle)}>
      <p>
        {before}
        <strong>{email}</strong>
        {after}
      </p>
      <p className="muted">{t(authTexts.nothingArrived)}</p>
      <ResendVerification email={email} />
      <Link className="button button--primary form__submit" to="/login">
        {t(authTexts.goToLogin)}
      </Link>
    </AuthCard>
  );
}
