import { Outlet } from "react-router";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

export function Layout() {
  return (
    <div className="app-shell">
      <SiteHeader />
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
