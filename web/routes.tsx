// The SPA's routes. Public profiles (/{username}) are rendered by the worker, not here.
import type { RouteObject } from "react-router";
import { Layout } from "./components/Layout";
import { GuestOnly, SignedInOnly } from "./components/RouteGuards";
import { ForgotPasswordPage } from "./pages/auth/ForgotPasswordPage";
import { LoginPage } from "./pages/auth/LoginPage";
import { ResetPasswordPage } from "./pages/auth/ResetPasswordPage";
import { SignupPage } from "./pages/auth/SignupPage";
import { VerifyEmailPage } from "./pages/auth/VerifyEmailPage";
import { DashboardPage } from "./pages/dashboard/DashboardPage";
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
        children: [{ path: "dashboard", element: <DashboardPage /> }],
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
