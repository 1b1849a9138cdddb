// The SPA's pages that are not needed to show the home page, each in a chunk of its own (docs/performance.md, "Budgets"):
// the auth screens carry the validation library, the dashboard and the admin area their editors and
// tables, the legal pages long texts.
// The home page, the not-found page and the layout stay in the entry chunk.
import { lazyPage } from "./components/lazy-page";

export const LoginPage = lazyPage(() => import("./pages/auth/LoginPage").then((m) => m.LoginPage));
export const SignupPage = lazyPage(() => import("./pages/auth/SignupPage").then((m) => m.SignupPage));
export const ForgotPasswordPage = lazyPage(() =>
  import("./pages/auth/ForgotPasswordPage").then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import("./pages/auth/ResetPasswordPage").then((m) => m.ResetPasswordPage),
);
export const VerifyEmailPage = lazyPage(() => import("./pages/auth/VerifyEmailPage").then((m) => m.VerifyEmailPage));
export const DashboardPage = lazyPage(() => import("./pages/dashboard/DashboardPage").then((m) => m.DashboardPage));
export const EarnPage = lazyPage(() => import("./pages/dashboard/earn/EarnPage").then((m) => m.EarnPage));
/** Only signed-in users who open /admin download the admin area. */
export const AdminPage = lazyPage(() => import("./pages/admin/AdminPage").then((m) => m.AdminPage));
export const TermsPage = lazyPage(() => import("./pages/legal/TermsPage").then((m) => m.TermsPage));
export const PrivacyPage = lazyPage(() => import("./pages/legal/PrivacyPage").then((m) => m.PrivacyPage));
export const DataCompliancePage = lazyPage(() =>
  import("./pages/legal/DataCompliancePage").then((m) => m.DataCompliancePage),
);

/** The screens whose code comes in a chunk of its own, by path. */
const pagesByPath: Record<string, { preload: () => Promise<void> }> = {
  "/login": LoginPage,
  "/signup": SignupPage,
  "/forgot-password": ForgotPasswordPage,
  "/reset-password": ResetPasswordPage,
  "/verify-email": VerifyEmailPage,
  "/verify-email-change": VerifyEmailPage,
  "/dashboard": DashboardPage,
  "/dashboard/earn": EarnPage,
  "/admin": AdminPage,
  "/tos": TermsPage,
  "/privacy": PrivacyPage,
  "/data-compliance": DataCompliancePage,
};

/** Fetches every page's chunk at once (the web tests do, to render any page without waiting). */
export async function preloadRoutePages(): Promise<void> {
  await Promise.all(Object.values(pagesByPath).map((page) => page.preload()));
}

/** Fetches the chunk of the page at a path, if it has one (a link someone is about to follow). */
export function preloadPageAt(pathname: string): Promise<void> {
  return pagesByPath[pathname]?.preload() ?? Promise.resolve();
}
