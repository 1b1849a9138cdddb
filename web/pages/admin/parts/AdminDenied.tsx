// What stands in for the admin area when the stats call did not succeed (docs/product.md, "Admin"): the
// guard dog and why — never any admin data.
import { Link } from "react-router";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInWords } from "../../../i18n/refusal-words";
import { adminAreaTexts } from "../admin-area-texts";
import { GuardDog } from "./GuardDog";

/** `message` is the API's refusal by its English, shown in the reader's words, or already in them. */
export function AdminDenied({ message }: { message: string }) {
  const { t } = useWords();
  return (
    <section className="admin-denied card-page" aria-labelledby="admin-denied-title">
      <GuardDog />
      <h1 id="admin-denied-title" className="admin-denied__title">
        {refusalInWords(t, message)}
      </h1>
      <p className="muted">{t(adminAreaTexts.deniedNote)}</p>
      <Link className="button" to="/dashboard">
        {t(adminAreaTexts.backToDashboard)}
      </Link>
    </section>
  );
}
