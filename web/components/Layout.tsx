// The frame of every screen: a skip link, the header, the impersonation banner, the screen itself in
// <main>, the footer and the route announcer.
import { Outlet, useLocation } from "react-router";
import { sectionAt } from "#contract/screens";
import { useWords } from "../i18n/I18nProvider";
import { ImpersonationBanner } from "./ImpersonationBanner";
import { RouteAnnouncer } from "./RouteAnnouncer";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { shellTexts } from "./shell-texts";

export function Layout() {
  // The dashboard's sections stand beside its navigation and the live preview: its screens take a wider
  // column, which the header and footer keep in line with.
  const wide = sectionAt(useLocation().pathname) !== undefined;
  const { t } = useWords();
  return (
    <div className={`app-shell${wide ? " app-shell--wide" : ""}`}>
      {/* The first stop of the Tab key: straight to the screen, past the header's links. */}
      <a className="skip-link" href="#main">
        {t(shellTexts.skipToContent)}
      </a>
      <SiteHeader />
      {/* Above the main content on every screen, so an admin never forgets whose session this is. */}
      <ImpersonationBanner />
      {/* Focusable by script only, so the skip link moves the focus here and not just the view. */}
      <main className="app-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <RouteAnnouncer />
    </div>
  );
}
