// The dashboard's navigation (docs/product.md, "Dashboard"): a link per section, from the route table
// (contract/screens.ts), so a new section appears here by its row alone. A column beside the sections
// from 1024 px up, a bar of tabs above them below that (dashboard.css); the current section is marked
// with aria-current="page" (NavLink), and the browser's back and forward move between sections. Each link
// keeps the page the dashboard works on (?page=).
import { NavLink } from "react-router";
import { dashboardPath, dashboardSections } from "#contract/screens";
import { useWords } from "../../i18n/I18nProvider";
import { appTexts, sectionName } from "../../i18n/screen-texts";
import { useSectionLink } from "./current-page";

export function DashboardNav() {
  const { t } = useWords();
  const sectionLink = useSectionLink();
  return (
    <nav className="dashboard-nav" aria-label={t(appTexts.dashboardNavigation)}>
      <ul className="dashboard-nav__list">
        {dashboardSections.map((section) => (
          <li key={section.path}>
            <NavLink
              className="dashboard-nav__link"
              to={sectionLink(section.path)}
              end={section.path === dashboardPath}
            >
              {sectionName(t, section)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
