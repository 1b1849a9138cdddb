// Renders the screens that need no session and no request data (contract/screens.ts
// prerenderedScreens: the home page and the legal pages) to HTML at build time, with the same
// components the browser runs; web/main.tsx hydrates them. Rendered as a guest, without the config
// the worker embeds per request: what depends on it (the operator's address, the showcase profile)
// fills in on hydration, inside frames that keep their size.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppRoot } from "./AppRoot";
import { preloadPageAt } from "./route-pages";

export async function prerenderScreen(path: string): Promise<string> {
  // A page in a chunk of its own renders at once once loaded, instead of its loading frame.
  await preloadPageAt(path);
  return renderToString(
    <AppRoot hydrating router={(screens) => <StaticRouter location={path}>{screens}</StaticRouter>} />,
  );
}
