import { Link } from "react-router";
import { useWords } from "../i18n/I18nProvider";
import { productName } from "../product";
import { LanguageMenu } from "./LanguageMenu";
import { shellTexts } from "./shell-texts";

/**
 * Outside public pages the footer shows Terms, Privacy, Data Compliance, a copyright line and the
 * language menu.
 */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useWords();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t(shellTexts.legalNavigation)}>
          <Link to="/tos">{t(shellTexts.terms)}</Link>
          <Link to="/privacy">{t(shellTexts.privacy)}</Link>
          <Link to="/data-compliance">{t(shellTexts.dataCompliance)}</Link>
        </nav>
        <LanguageMenu />
        <p className="muted">{t(shellTexts.copyright, { year: String(year), productName })}</p>
      </div>
    </footer>
  );
}
