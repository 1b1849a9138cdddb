// The SPA's routes. Public profiles (/{username}) are rendered by the worker, not here.
import type { RouteObject } from "react-router";
import { Layout } from "./components/Layout";
import { GuestOnly, SignedInOnly } from "./components/RouteGuards";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
// Each of these is loaded on first use, in a chunk of its own (docs/performance.md, "Budgets").
import {
  AdminPage,
  DashboardPage,
  DataCompliancePage,
  EarnPage,
  ForgotPasswordPage,
  LoginPage,
  PrivacyPage,
  ResetPasswordPage,
  SignupPage,
  TermsPage,
  VerifyEmailPage,
} from "./route-pages";

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "signup", element: <SignupPage /> },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          { path: "dashboard", element: <DashboardPage /> },
          { path: "dashboard/earn", element: <EarnPage /> },
          { path: "admin", element: <AdminPage /> },
        ],
      },
      { path: "verify-email", element: <VerifyEmailPage endpoint="/api/verify-email" title="Verify your email" /> },
      {
        path: "verify-email-change",
        element: <VerifyEmailPage endpoint="/api/verify-email-change" title="Confirm your new email" />,
      },
      { path: "tos", element: <TermsPage /> },
      { path: "privacy", element: <PrivacyPage /> },
      { path: "data-compliance", element: <DataCompliancePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
