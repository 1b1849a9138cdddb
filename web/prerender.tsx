// Renders the screens that need no session and no request data (contract/screens.ts
// prerenderedScreens: the home page and the legal pages) to HTML at build time, with the same
// components the browser runs; web/main.tsx hydrates them. Rendered as a guest, without the config
// the worker embeds per request: what depends on it (the operator's address, the showcase profile)
// fills in on hydration, inside frames that keep their size. Every other screen's document is its frame.
// They are rendered in English: a reader of another language gets the app drawn anew in theirs (main.tsx).
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { english } from "#contract/i18n/english";
import { AppProviders, RoutedScreens } from "./AppRoot";
import { Layout } from "./components/Layout";
import { ScreenLoading } from "./components/lazy-page";
import { preloadPageAt } from "./route-pages";

export async function prerenderScreen(path: string): Promise<string> {
  // A page in a chunk of its own renders at once once loaded, instead of its loading frame.
  await preloadPageAt(path);
  return renderToString(
    <AppProviders words={english} hydrating>
      <StaticRouter location={path}>
        <RoutedScreens />
      </StaticRouter>
    </AppProviders>,
  );
}

/**
 * A screen's frame (contract/screens.ts, `frameFor`): the layout around the screen's loading outline, as
 * a visitor sees it before the session check and the screen's code have answered. The app draws over it.
 */
export function prerenderFrame(path: string): string {
  return renderToString(
    <AppProviders words={english} hydrating>
      <StaticRouter location={path}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<ScreenLoading />} />
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
}
