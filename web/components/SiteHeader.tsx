import { Link } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { useWords } from "../i18n/I18nProvider";
import { productName } from "../product";
import { shellTexts } from "./shell-texts";

/**
 * The header shows the product name and where a visitor can go next: Log in and Sign up for a guest,
 * the dashboard (and the admin area for an admin) once signed in. Public profile pages have no header
 * at all (docs/product.md, "Screens").
 */
export function SiteHeader() {
  const { user, isAdmin } = useAuth();
  const { t } = useWords();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {productName}
        </Link>
        <nav className="site-header__nav" aria-label={t(shellTexts.accountNavigation)}>
          {user ? (
            <>
              {isAdmin && <Link to="/admin">{t(shellTexts.admin)}</Link>}
              <Link to="/dashboard">{t(shellTexts.dashboard)}</Link>
            </>
          ) : (
            <>
              <Link to="/login">{t(shellTexts.logIn)}</Link>
              <Link className="button button--primary button--small" to="/signup">
                {t(shellTexts.signUp)}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
