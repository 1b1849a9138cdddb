// Each screen's title and each dashboard section's name (contract/screens.ts) as the app says them in
// the reader's language: the document's title, the loading outline's and the sections' headings, the
// dashboard's navigation. The English is the route table's, word for word (test/web/app-words.test.tsx).
import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";
import type { Translate } from "#contract/i18n/translate";
import { type DashboardSection, type ScreenPath, screenPath } from "#contract/screens";

const titles = defineMessages({
  login: { id: "app.screen.login", defaultMessage: "Log in" },
  signup: { id: "app.screen.signup", defaultMessage: "Sign up" },
  forgotPassword: { id: "app.screen.forgotPassword", defaultMessage: "Forgot password" },
  resetPassword: { id: "app.screen.resetPassword", defaultMessage: "Reset password" },
  verifyEmail: { id: "app.screen.verifyEmail", defaultMessage: "Verify your email" },
  verifyEmailChange: { id: "app.screen.verifyEmailChange", defaultMessage: "Confirm your new email" },
  undoEmailChange: { id: "app.screen.undoEmailChange", defaultMessage: "Undo the email change" },
  invitation: {
    id: "app.screen.invitation",
    defaultMessage: "Invitation",
    description: "An invitation to help run a page",
  },
  dashboard: { id: "app.screen.dashboard", defaultMessage: "Dashboard" },
  design: { id: "app.screen.design", defaultMessage: "Design" },
  audience: { id: "app.screen.audience", defaultMessage: "Audience" },
  analytics: { id: "app.screen.analytics", defaultMessage: "Analytics" },
  earn: { id: "app.screen.earn", defaultMessage: "Earn" },
  members: { id: "app.screen.members", defaultMessage: "Members", description: "The people who help run a page" },
  settings: { id: "app.screen.settings", defaultMessage: "Settings" },
  admin: { id: "app.screen.admin", defaultMessage: "Admin" },
  terms: { id: "app.screen.terms", defaultMessage: "Terms of Service" },
  privacy: { id: "app.screen.privacy", defaultMessage: "Privacy Policy" },
  dataCompliance: { id: "app.screen.dataCompliance", defaultMessage: "Data Compliance" },
  notFound: { id: "app.screen.notFound", defaultMessage: "Page not found" },
});

const sectionNames = defineMessages({
  page: { id: "app.section.page", defaultMessage: "Your page", description: "The dashboard's first section" },
  design: { id: "app.section.design", defaultMessage: "Design" },
  audience: { id: "app.section.audience", defaultMessage: "Audience" },
  analytics: { id: "app.section.analytics", defaultMessage: "Analytics" },
  earnings: { id: "app.section.earnings", defaultMessage: "Earnings" },
  members: { id: "app.section.members", defaultMessage: "Members", description: "The people who help run a page" },
  settings: { id: "app.section.settings", defaultMessage: "Settings" },
});

export const appTexts = defineMessages({
  tagline: {
    id: "app.tagline",
    defaultMessage: "One clean, fast page for all your links",
    description: "The home page's document title, after the product's name",
  },
  dashboardNavigation: {
    id: "app.dashboard.navigation",
    defaultMessage: "Dashboard",
    description: "Accessible name of the dashboard's list of sections",
  },
  signedInAs: {
    id: "app.dashboard.signedInAs",
    defaultMessage: "Signed in as",
    description: "Under a dashboard section's heading, followed by the username in bold",
  },
  loading: { id: "app.loading", defaultMessage: "Loading…", description: "Read out while a screen's code arrives" },
});

/** Every screen with a title, by its path; the home page has none. */
export const screenTitles = {
  "/login": titles.login,
  "/signup": titles.signup,
  "/forgot-password": titles.forgotPassword,
  "/reset-password": titles.resetPassword,
  "/verify-email": titles.verifyEmail,
  "/verify-email-change": titles.verifyEmailChange,
  "/undo-email-change": titles.undoEmailChange,
  "/invitation": titles.invitation,
  "/dashboard": titles.dashboard,
  "/dashboard/design": titles.design,
  "/dashboard/audience": titles.audience,
  "/dashboard/analytics": titles.analytics,
  "/dashboard/earn": titles.earn,
  "/dashboard/members": titles.members,
  "/dashboard/settings": titles.settings,
  "/admin": titles.admin,
  "/tos": titles.terms,
  "/privacy": titles.privacy,
  "/data-compliance": titles.dataCompliance,
} satisfies Record<Exclude<ScreenPath, "/">, MessageDescriptor>;

/** Each dashboard section's name in the navigation, by its path. */
export const sectionNameTexts: Partial<Record<ScreenPath, MessageDescriptor>> = {
  "/dashboard": sectionNames.page,
  "/dashboard/design": sectionNames.design,
  "/dashboard/audience": sectionNames.audience,
  "/dashboard/analytics": sectionNames.analytics,
  "/dashboard/earn": sectionNames.earnings,
  "/dashboard/members": sectionNames.members,
  "/dashboard/settings": sectionNames.settings,
};

/** The title of the screen at `pathname` in `t`'s language: null for the home page. */
export function screenTitle(t: Translate, pathname: string): string | null {
  const path = screenPath(pathname);
  if (path === "/") return null;
  return t((screenTitles as Record<string, MessageDescriptor>)[path] ?? titles.notFound);
}

/** The title of an address that is no screen, "Page not found", in `t`'s language. */
export function notFoundTitle(t: Translate): string {
  return t(titles.notFound);
}

/** A dashboard section's name in `t`'s language. */
export function sectionName(t: Translate, section: DashboardSection): string {
  const text = sectionNameTexts[section.path];
  return text ? t(text) : section.name;
}

/** The document's title: "{title} · LinkNest", or the product's name and tagline for the home page. */
export function localDocumentTitle(t: Translate, title: string | null, productName: string): string {
  return title ? `${title} · ${productName}` : `${productName} · ${t(appTexts.tagline)}`;
}
