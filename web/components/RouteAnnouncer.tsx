// After a route change (docs/product.md, "Screens"): the document gets the screen's title
// and robots rule from the shared route table, focus moves to the new page's heading — or, for an address
// with a fragment (/dashboard#add-links), to the element it names — and a polite live region names the
// page for screen readers. The first screen keeps the title and rule the worker
// put in the HTML, and focus where the browser put it.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { notFoundScreen, screenAt } from "#contract/screens";
import { useWords } from "../i18n/I18nProvider";
import { localDocumentTitle, screenTitle } from "../i18n/screen-texts";
import { productName } from "../product";

/** How long to wait for a page whose chunk is still arriving to show its heading. */
const headingWaitMs = 5000;

function setRobots(noindex: boolean): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!noindex) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "robots";
    document.head.append(meta);
  }
  meta.content = "noindex";
}

/**
 * Focuses the element the fragment names, or else the main heading, once it is there (a lazily loaded page
 * renders it a moment later).
 */
function focusTargetWhenShown(fragment: string, signal: AbortSignal): void {
  const startedAt = performance.now();
  const attempt = () => {
    if (signal.aborted) return;
    // Not a loading outline's heading (components/lazy-page.tsx): the screen's own, once it is drawn.
    const heading = document.querySelector<HTMLElement>("#main h1:not([data-loading-heading])");
    const named = fragment ? document.getElementById(fragment) : null;
    if (named) {
      if (!named.hasAttribute("tabindex")) named.setAttribute("tabindex", "-1");
      named.scrollIntoView?.({ block: "center" });
      named.focus({ preventScroll: true });
      return;
    }
    // A fragment's element comes with the screen's heading or soon after; the heading once the wait is over.
    if (heading && (!fragment || performance.now() - startedAt >= headingWaitMs)) {
      // Focusable by script only: it stays out of the tab order.
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: false });
      return;
    }
    if (performance.now() - startedAt < headingWaitMs) requestAnimationFrame(attempt);
  };
  attempt();
}

export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const firstPath = useRef(pathname);
  const { t } = useWords();
  // In the reader's language: a change of language retitles the document too, without announcing it.
  const title = localDocumentTitle(t, screenTitle(t, pathname), productName);
  // Read when the path changes: a fragment followed within the screen is the browser's to scroll to.
  const fragment = useRef(hash);
  fragment.current = hash;

  useEffect(() => {
    document.title = title;
  }, [title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: announced on a route change, not on a change of language.
  useEffect(() => {
    const screen = screenAt(pathname) ?? notFoundScreen;
    setRobots(screen.noindex);
    if (firstPath.current === pathname) return;
    firstPath.current = "";
    setAnnouncement(title);
    const controller = new AbortController();
    focusTargetWhenShown(decodeURIComponent(fragment.current.slice(1)), controller.signal);
    return () => controller.abort();
  }, [pathname]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
