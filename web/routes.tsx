// The SPA's routes. Public profiles (/{username}) are rendered by the worker, not here.
import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router";
import { Layout } from "./components/Layout";
import { PageLoading } from "./components/lazy-page";
import { GuestOnly, SignedInOnly } from "./components/RouteGuards";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
// Each of these is loaded on first use, in a chunk of its own (architecture §13).
import {
  DashboardPage,
  DataCompliancePage,
  ForgotPasswordPage,
  LoginPage,
  PrivacyPage,
  ResetPasswordPage,
  SignupPage,
  TermsPage,
  VerifyEmailPage,
} from "./route-pages";

// The admin area is its own chunk (architecture §11, §13): only signed-in users who open /admin download it.
const AdminPage = lazy(() => import("./pages/admin/AdminPage").then((module) => ({ default: module.AdminPage })));

const adminElement = (
  <Suspense fallback={<PageLoading />}>
    <AdminPage />
  </Suspense>
);

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
          { path: "admin", element: adminElement },
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
