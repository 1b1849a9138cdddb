import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AuthProvider } from "./auth/AuthProvider";
import { ToastProvider } from "./components/ToastProvider";
import { preloadRoutePages } from "./route-pages";
import { routes } from "./routes";
import "./styles/global.css";
import "./styles/forms.css";
import "./styles/toasts.css";
import "./styles/account.css";
import "./styles/dashboard.css";
import "./styles/home.css";

// Pages come in chunks of their own (web/route-pages.ts). A tab left open across a deploy asks for
// chunks that are gone: load the new build instead, at most once a minute so a broken build cannot
// loop. A failure while fetching pages ahead (below) is left alone: the page is fetched again when
// it is opened.
let fetchingAhead = false;
window.addEventListener("vite:preloadError", (event) => {
  if (fetchingAhead) return;
  const last = Number(sessionStorage.getItem("ln_chunk_reload") ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem("ln_chunk_reload", String(Date.now()));
  window.location.reload();
});

const router = createBrowserRouter(routes);

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <AuthProvider>
      {/* Above the router, so a toast raised right before a navigation outlives the page change. */}
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </AuthProvider>
  </StrictMode>,
);

// Once the first screen is up, fetch the other pages' chunks so that later navigations wait for nothing.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
whenIdle(() => {
  fetchingAhead = true;
  preloadRoutePages()
    .catch(() => {})
    .finally(() => {
      fetchingAhead = false;
    });
});
