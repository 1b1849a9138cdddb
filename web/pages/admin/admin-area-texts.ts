// The words of the admin area's frame in the reader's language (docs/decisions/057-languages.md): its heading,
// its tabs, and the screens that stand in for it (no access, no second factor yet, the second factor asked for).
// The tabs' own words are beside each tab; the API's refusals shown here go through the refusals' table.
import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";
import type { AdminTab } from "./useAdminQueryState";

export const adminAreaTexts = defineMessages({
  checkingAccess: { id: "app.admin.checkingAccess", defaultMessage: "Checking admin access…" },
  loadFailed: { id: "app.admin.loadFailed", defaultMessage: "Error loading admin data" },
  title: { id: "app.admin.title", defaultMessage: "Admin", description: "The admin area's heading" },
  intro: { id: "app.admin.intro", defaultMessage: "Users, moderation, logs and settings for LinkNest." },
  sections: {
    id: "app.admin.sections",
    defaultMessage: "Admin sections",
    description: "The name of the row of the admin area's tabs",
  },
  deniedNote: { id: "app.admin.deniedNote", defaultMessage: "This area is for LinkNest administrators." },
  backToDashboard: { id: "app.admin.backToDashboard", defaultMessage: "Back to dashboard" },
  guardDog: {
    id: "app.admin.guardDog",
    defaultMessage: "A friendly dog guarding the admin area",
    description: "The picture shown instead of the admin area to someone who may not see it",
  },
  secondFactorWhy: {
    id: "app.admin.secondFactorWhy",
    defaultMessage:
      "Admins can act as any user, so the admin area asks for an authenticator app or a passkey as well as your password.",
  },
  setUpSecondFactor: { id: "app.admin.setUpSecondFactor", defaultMessage: "Set up two-factor authentication" },
  stepUpWhy: {
    id: "app.admin.stepUpWhy",
    defaultMessage:
      "Admins can act as any user, so this session must show your second factor before the admin area opens.",
  },
  checking: { id: "app.admin.checking", defaultMessage: "Checking..." },
  confirm: { id: "app.admin.confirm", defaultMessage: "Confirm" },
  usePasskey: { id: "app.admin.usePasskey", defaultMessage: "Use a passkey" },
});

/** Each tab's name, as its tab says it and its panel is named. */
export const adminTabTexts: Record<AdminTab, MessageDescriptor> = defineMessages({
  overview: { id: "app.admin.tab.overview", defaultMessage: "Overview" },
  users: { id: "app.admin.tab.users", defaultMessage: "Users" },
  reports: { id: "app.admin.tab.reports", defaultMessage: "Reports", description: "Reports of pages by visitors" },
  audit: { id: "app.admin.tab.audit", defaultMessage: "Audit", description: "The log of what admins did" },
  logs: { id: "app.admin.tab.logs", defaultMessage: "Logs", description: "The server's live log lines" },
  errors: { id: "app.admin.tab.errors", defaultMessage: "Errors", description: "The server's recent errors" },
  settings: { id: "app.admin.tab.settings", defaultMessage: "Settings" },
});

/** The paging line's words, for a list that speaks the reader's language (parts/Pagination.tsx). */
export const pagingTexts = defineMessages({
  previous: { id: "app.admin.paging.previous", defaultMessage: "Previous" },
  next: { id: "app.admin.paging.next", defaultMessage: "Next" },
  where: {
    id: "app.admin.paging.where",
    defaultMessage: "Page {page} of {pages} · {counted}",
    description: "{counted} is how many the list holds, with its noun (130 users)",
  },
});
