import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AuthProvider } from "./auth/AuthProvider";
import { ToastProvider } from "./components/ToastProvider";
import { routes } from "./routes";
import "./styles/global.css";
import "./styles/forms.css";
import "./styles/toasts.css";
import "./styles/account.css";
import "./styles/dashboard.css";

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
