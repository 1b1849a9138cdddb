import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { preloadRoutePages } from "../../../web/route-pages";
import { endTestNetwork, startNetwork } from "./network";

// The app loads most pages on first use (web/route-pages.ts); tests render them at once, as the app
// does once a page's chunk is in. test/web/lazy-page.test.tsx covers the loading itself. The files of a
// worker share one module graph (vitest.config.ts), so the first file loads them and the rest find them in.
await preloadRoutePages();

// Every request goes through the test network; one no test answered fails its test (./network.ts).
startNetwork();

// A screen's first render (the dashboard puts every card in the document at once) takes well over a
// second when other test runs share the two cores, and Testing Library's default one-second wait for an
// element then failed tests whose screens were right. The waits allow four seconds, and a test twenty
// (vitest.config.ts).
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.getElementById("ln-config")?.remove();
  endTestNetwork();
});
