import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { preloadRoutePages } from "../../../web/route-pages";

// The app loads most pages on first use (web/route-pages.ts); tests render them at once, as the app
// does once a page's chunk is in. test/web/lazy-page.test.tsx covers the loading itself.
await preloadRoutePages();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.getElementById("ln-config")?.remove();
});
