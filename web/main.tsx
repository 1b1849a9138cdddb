import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserApp } from "./AppRoot";
import { loadWords } from "./i18n/catalogs";
import { readStoredLanguage, textLocaleOf } from "./i18n/language-choice";
import { preloadPageAt } from "./route-pages";
import "./styles/global.css";
import "./styles/forms.css";
import "./styles/toasts.css";
import "./styles/account.css";
import "./styles/dashboard.css";
import "./styles/page-editor.css";
import "./styles/home.css";
// The plan card and the import card are on the dashboard's first screen: their rules come with the rest,
// not as a stylesheet of the dashboard's own that would be one more request before the screen can paint.
import "./styles/subscription.css";
import "./styles/page-import.css";

// Pages come in chunks of their own (web/route-pages.ts). A tab left open across a deploy asks for
// chunks that are gone: load the new build instead, at most once a minute so a broken build cannot
// loop.
window.addEventListener("vite:preloadError", (event) => {
  const last = Number(sessionStorage.getItem("ln_chunk_reload") ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem("ln_chunk_reload", String(Date.now()));
  window.location.reload();
});

const root = document.getElementById("root") as HTMLElement;
// The home and legal pages arrive prerendered in English (web/prerender.tsx): their page's code is
// fetched, then the HTML is hydrated rather than drawn again — or, for a reader of another language,
// drawn anew in it. Other screens arrive as the prerendered frame, which React replaces when it commits
// its first render (a new root empties its container then), so no empty page is ever painted in between.
// That first render is a transition: React works on it in slices and lets the browser in between, rather
// than holding the main thread for the whole screen at once.
const isFrame = root.hasAttribute("data-frame");
const locale = textLocaleOf(readStoredLanguage());
const hydrating = root.hasChildNodes() && !isFrame && locale === "en";
// The screen's own chunk and the reader's words are asked for at once: a signed-in screen's would
// otherwise wait for the session check before it was even requested, one round trip more before the
// screen can show. Words that cannot be fetched leave English, which every prerendered screen has.
const screenCode = preloadPageAt(window.location.pathname).catch(() => {});
const words = loadWords(locale).catch(() => loadWords("en"));
Promise.all([words, screenCode]).then(([words]) => {
  const app = (
    <StrictMode>
      <BrowserApp words={words} hydrating={hydrating} />
    </StrictMode>
  );
  if (hydrating) {
    hydrateRoot(root, app);
  } else {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
});

// A page's chunk is fetched when a link to it is pointed at or focused, a moment before the click. No
// page is fetched ahead while idle: a chunk fetched is a chunk evaluated, which would land in the middle
// of the opened screen's own load.
const onIntent = (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest("a[href^='/']") : null;
  if (link) preloadPageAt(new URL((link as HTMLAnchorElement).href).pathname);
};
document.addEventListener("pointerover", onIntent, { passive: true });
document.addEventListener("focusin", onIntent);
