// The SPA's routes, built from the route table (contract/screens.ts) and each screen's code
// (web/route-pages.ts): a screen is guarded by its access, and the dashboard's sections are drawn inside
// the dashboard's frame, which keeps the shared draft while the owner moves between them. Public profiles
// (/{username}) are rendered by the worker, not here.
import type { RouteObject } from "react-router";
import { dashboardPath, type ScreenAccess, screens, sectionAt } from "#contract/screens";
import { Layout } from "./components/Layout";
import { GuestOnly, SignedInOnly } from "./components/RouteGuards";
import { NotFoundPage } from "./pages/NotFoundPage";
import { DashboardLayout, type PagedScreenPath, screenPages } from "./route-pages";

const pagedScreens = Object.keys(screenPages) as PagedScreenPath[];
const inDashboard = (path: string) => sectionAt(path) !== undefined;

function screenRoute(path: PagedScreenPath, base = ""): RouteObject {
  const Page = screenPages[path];
  const relative = path.slice(base.length + 1);
  return relative ? { path: relative, element: <Page /> } : { index: true, element: <Page /> };
}

/** The routes of the screens open to `access`, outside the dashboard's sections. */
function routesFor(access: ScreenAccess): RouteObject[] {
  return pagedScreens
    .filter((path) => screens[path].access === access && !inDashboard(path))
    .map((path) => screenRoute(path));
}

const dashboardRoute: RouteObject = {
  path: dashboardPath.slice(1),
  element: <DashboardLayout />,
  children: pagedScreens.filter(inDashboard).map((path) => screenRoute(path, dashboardPath)),
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { element: <GuestOnly />, children: routesFor("guests") },
      { element: <SignedInOnly />, children: [dashboardRoute, ...routesFor("signedIn")] },
      ...routesFor("anyone"),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
