import { Outlet } from "react-router";
import { ImpersonationBanner } from "./ImpersonationBanner";
import { RouteAnnouncer } from "./RouteAnnouncer";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

export function Layout() {
  return (
    <div className="app-shell">
      <SiteHeader />
      {/* Above the main content on every screen, so an admin never forgets whose session this is. */}
      <ImpersonationBanner />
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <RouteAnnouncer />
    </div>
  );
}
