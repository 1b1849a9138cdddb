// The SPA's routes. Public profiles (/{username}) are rendered by the worker, not here.
import type { RouteObject } from "react-router";
import { Layout } from "./components/Layout";
import { HomePage } from "./pages/HomePage";
import { DataCompliancePage } from "./pages/legal/DataCompliancePage";
import { PrivacyPage } from "./pages/legal/PrivacyPage";
import { TermsPage } from "./pages/legal/TermsPage";
import { NotFoundPage } from "./pages/NotFoundPage";

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "tos", element: <TermsPage /> },
      { path: "privacy", element: <PrivacyPage /> },
      { path: "data-compliance", element: <DataCompliancePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
