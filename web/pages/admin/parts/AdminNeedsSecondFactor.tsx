// /admin for an admin without a second factor while the admin area requires one (docs/product.md, "Roles"): why, and
// the way to the dashboard's Security card to set it up.
import { Link } from "react-router";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInWords } from "../../../i18n/refusal-words";
import { adminAreaTexts } from "../admin-area-texts";
import { adminTexts } from "../admin-texts";

export function AdminNeedsSecondFactor() {
  const { t } = useWords();
  return (
    <section className="admin-denied card-page" aria-labelledby="admin-2fa-title">
      <h1 id="admin-2fa-title" className="admin-denied__title">
        {refusalInWords(t, adminTexts.needsSecondFactor)}
      </h1>
      <p className="muted">{t(adminAreaTexts.secondFactorWhy)}</p>
      <Link className="button button--primary" to="/dashboard/settings#security">
        {t(adminAreaTexts.setUpSecondFactor)}
      </Link>
    </section>
  );
}
