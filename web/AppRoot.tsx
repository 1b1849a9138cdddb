// The app as both the browser (web/main.tsx) and the build's prerendering (web/prerender.tsx) render
// it: the session and toast providers around the route table. Each brings its own router.
import type { ReactNode } from "react";
import { useRoutes } from "react-router";
import { AuthProvider } from "./auth/AuthProvider";
import { ToastProvider } from "./components/ToastProvider";
import { routes } from "./routes";

function RoutedScreens() {
  return useRoutes(routes);
}

/** `router` wraps the screens: a BrowserRouter in the browser, a StaticRouter at build. */
export function AppRoot({ hydrating, router }: { hydrating: boolean; router: (screens: ReactNode) => ReactNode }) {
  return (
    <AuthProvider hydrating={hydrating}>
      {/* Above the router, so a toast raised right before a navigation outlives the page change. */}
      <ToastProvider>{router(<RoutedScreens />)}</ToastProvider>
    </AuthProvider>
  );
}
