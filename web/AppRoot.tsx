// The app as both the browser (web/main.tsx) and the build's prerendering (web/prerender.tsx) render
// it: the data layer, the session and the toasts around the route table. Each brings its own router:
// the browser a data router (createBrowserRouter, which lets a screen hold a navigation while edits are
// unsaved), the build a static one over the same routes.
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createBrowserRouter, RouterProvider, useRoutes } from "react-router";
import type { Translate } from "#contract/i18n/translate";
import { createQueryClient } from "./api/queries";
import { AuthProvider } from "./auth/AuthProvider";
import { ToastProvider } from "./components/ToastProvider";
import { HydrationProvider } from "./hydration";
import { I18nProvider } from "./i18n/I18nProvider";
import { routes } from "./routes";

/** The route table under a router the caller gives (StaticRouter at build, MemoryRouter in a test). */
export function RoutedScreens() {
  return useRoutes(routes);
}

type AppProvidersProps = {
  /** The words the first render speaks (web/i18n/): the reader's locale's, loaded before it. */
  words: Translate;
  hydrating?: boolean;
  children: ReactNode;
};

/** Everything a screen needs around it; the component tests render their screens inside it too. */
export function AppProviders({ words, hydrating = false, children }: AppProvidersProps) {
  // One query client per app root: its cache is this tab's, and a test's is its own.
  const [queryClient] = useState(createQueryClient);
  return (
    <HydrationProvider hydrating={hydrating}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <I18nProvider words={words}>
            {/* Above the router, so a toast raised right before a navigation outlives the page change. */}
            <ToastProvider>{children}</ToastProvider>
          </I18nProvider>
        </AuthProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}

/** The app in the browser: the route table under the browser's history. */
export function BrowserApp({ words, hydrating }: { words: Translate; hydrating: boolean }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders words={words} hydrating={hydrating}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
