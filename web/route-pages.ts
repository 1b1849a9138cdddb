// The code of every screen of the route table (contract/screens.ts), each in a chunk of its own
// (docs/performance.md, "Budgets"): the auth screens carry the forms, the dashboard's sections and the
// admin area their editors and tables, the legal pages long texts, the home page its claim form — so the
// form library is no part of the entry every screen loads. The not-found page and the layout stay in the
// entry chunk. A screen without its page here, or a page for no screen,
// fails the type check; `module` is the file the build names the chunk after (vite-plugins/prerender-run.ts).
import { createElement } from "react";
import { type ScreenPath, sectionAt } from "#contract/screens";
import { CardsLoading, type LazyPage, lazyPage, ScreenLoading } from "./components/lazy-page";

const screenFallback = { fallback: createElement(ScreenLoading) };
/** A dashboard section's code arrives inside the dashboard's frame, under the section's heading. */
const sectionFallback = { fallback: createElement(CardsLoading) };

/** The dashboard's frame around its sections: navigation, the shared draft and its save bar. */
export const DashboardLayout = lazyPage(
  () => import("./pages/dashboard/DashboardLayout").then((m) => m.DashboardLayout),
  { module: "web/pages/dashboard/DashboardLayout.tsx", ...screenFallback },
);

const verifyEmail = lazyPage(() => import("./pages/auth/VerifyEmailPage").then((m) => m.VerifyEmailPage), {
  module: "web/pages/auth/VerifyEmailPage.tsx",
  ...screenFallback,
});

export const screenPages = {
  "/": lazyPage(() => import("./pages/HomePage").then((m) => m.HomePage), {
    module: "web/pages/HomePage.tsx",
    ...screenFallback,
  }),
  "/login": lazyPage(() => import("./pages/auth/LoginPage").then((m) => m.LoginPage), {
    module: "web/pages/auth/LoginPage.tsx",
    ...screenFallback,
  }),
  "/signup": lazyPage(() => import("./pages/auth/SignupPage").then((m) => m.SignupPage), {
    module: "web/pages/auth/SignupPage.tsx",
    ...screenFallback,
  }),
  "/forgot-password": lazyPage(() => import("./pages/auth/ForgotPasswordPage").then((m) => m.ForgotPasswordPage), {
    module: "web/pages/auth/ForgotPasswordPage.tsx",
    ...screenFallback,
  }),
  "/reset-password": lazyPage(() => import("./pages/auth/ResetPasswordPage").then((m) => m.ResetPasswordPage), {
    module: "web/pages/auth/ResetPasswordPage.tsx",
    ...screenFallback,
  }),
  "/verify-email": verifyEmail,
  "/verify-email-change": verifyEmail,
  "/undo-email-change": verifyEmail,
  "/invitation": lazyPage(() => import("./pages/invitation/InvitationPage").then((m) => m.InvitationPage), {
    module: "web/pages/invitation/InvitationPage.tsx",
    ...screenFallback,
  }),
  "/dashboard": lazyPage(() => import("./pages/dashboard/sections/PageSection").then((m) => m.PageSection), {
    module: "web/pages/dashboard/sections/PageSection.tsx",
    ...sectionFallback,
  }),
  "/dashboard/design": lazyPage(() => import("./pages/dashboard/sections/DesignSection").then((m) => m.DesignSection), {
    module: "web/pages/dashboard/sections/DesignSection.tsx",
    ...sectionFallback,
  }),
  "/dashboard/audience": lazyPage(
    () => import("./pages/dashboard/sections/AudienceSection").then((m) => m.AudienceSection),
    { module: "web/pages/dashboard/sections/AudienceSection.tsx", ...sectionFallback },
  ),
  "/dashboard/analytics": lazyPage(
    () => import("./pages/dashboard/sections/AnalyticsSection").then((m) => m.AnalyticsSection),
    { module: "web/pages/dashboard/sections/AnalyticsSection.tsx", ...sectionFallback },
  ),
  "/dashboard/earn": lazyPage(() => import("./pages/dashboard/sections/EarnSection").then((m) => m.EarnSection), {
    module: "web/pages/dashboard/sections/EarnSection.tsx",
    ...sectionFallback,
  }),
  "/dashboard/members": lazyPage(
    () => import("./pages/dashboard/sections/MembersSection").then((m) => m.MembersSection),
    { module: "web/pages/dashboard/sections/MembersSection.tsx", ...sectionFallback },
  ),
  "/dashboard/settings": lazyPage(
    () => import("./pages/dashboard/sections/SettingsSection").then((m) => m.SettingsSection),
    { module: "web/pages/dashboard/sections/SettingsSection.tsx", ...sectionFallback },
  ),
  /** Only signed-in users who open /admin download the admin area, and its words. */
  "/admin": lazyPage(() => import("./pages/admin/AdminPage").then((m) => m.AdminPage), {
    module: "web/pages/admin/AdminPage.tsx",
    words: "admin",
    ...screenFallback,
  }),
  "/tos": lazyPage(() => import("./pages/legal/TermsPage").then((m) => m.TermsPage), {
    module: "web/pages/legal/TermsPage.tsx",
    ...screenFallback,
  }),
  "/privacy": lazyPage(() => import("./pages/legal/PrivacyPage").then((m) => m.PrivacyPage), {
    module: "web/pages/legal/PrivacyPage.tsx",
    ...screenFallback,
  }),
  "/data-compliance": lazyPage(() => import("./pages/legal/DataCompliancePage").then((m) => m.DataCompliancePage), {
    module: "web/pages/legal/DataCompliancePage.tsx",
    ...screenFallback,
  }),
} satisfies Record<ScreenPath, LazyPage<object>>;

export type PagedScreenPath = keyof typeof screenPages;

const isPaged = (path: string): path is PagedScreenPath => Object.hasOwn(screenPages, path);

/** The pages whose code a screen needs, outermost first: a dashboard section needs the dashboard's frame too. */
export function pagesFor(pathname: string): LazyPage<object>[] {
  if (!isPaged(pathname)) return [];
  const page: LazyPage<object> = screenPages[pathname];
  // A section of the dashboard is drawn inside the dashboard's frame.
  return sectionAt(pathname) ? [DashboardLayout, page] : [page];
}

/** Fetches every page's chunk at once (the web tests do, to render any page without waiting). */
export async function preloadRoutePages(): Promise<void> {
  await Promise.all([DashboardLayout, ...Object.values(screenPages)].map((page) => page.preload()));
}

/** Fetches the code of the screen at a path, if it has code of its own (a link someone is about to follow). */
export async function preloadPageAt(pathname: string): Promise<void> {
  await Promise.all(pagesFor(pathname).map((page) => page.preload()));
}
