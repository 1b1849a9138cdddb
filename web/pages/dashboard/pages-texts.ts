// The words of the dashboard's pages — the page the address names, the page switcher, "New page",
// deleting a page and what a member's role allows — in the reader's language (docs/decisions/057).
import { defineMessages } from "#contract/i18n/define";

export const currentPageTexts = defineMessages({
  loading: { id: "app.pages.loading", defaultMessage: "Loading your pages…", description: "Read out" },
  loadFailed: { id: "app.pages.loadFailed", defaultMessage: "Failed to load your pages" },
  tryAgain: { id: "app.pages.tryAgain", defaultMessage: "Try again" },
  notFoundTitle: {
    id: "app.pages.notFoundTitle",
    defaultMessage: "Page not found",
    description: "The dashboard's address names a page the reader does not own or help run",
  },
  notFoundBody: {
    id: "app.pages.notFoundBody",
    defaultMessage: "This page doesn't exist, or you are not one of its owners or members.",
  },
  backToPrimary: { id: "app.pages.backToPrimary", defaultMessage: "Go to your primary page" },
});

export const switcherTexts = defineMessages({
  label: { id: "app.pages.switcherLabel", defaultMessage: "Page", description: "Labels the page switcher" },
  yourPages: { id: "app.pages.yourPages", defaultMessage: "Your pages", description: "A group of the switcher" },
  sharedPages: {
    id: "app.pages.sharedPages",
    defaultMessage: "Shared with you",
    description: "A group of the switcher: pages the reader is a member of",
  },
  primary: {
    id: "app.pages.primaryOption",
    defaultMessage: "@{username} (primary)",
    description: "The reader's primary page in the switcher",
  },
  membership: {
    id: "app.pages.membershipOption",
    defaultMessage: "@{username} — {role, select, editor {editor} other {viewer}}, owned by @{owner}",
    description: "A page the reader is a member of, in the switcher: its username, the reader's role, its owner",
  },
  newPage: { id: "app.pages.newPage", defaultMessage: "New page" },
});

export const newPageTexts = defineMessages({
  title: { id: "app.pages.newPageTitle", defaultMessage: "New page" },
  intro: {
    id: "app.pages.newPageIntro",
    defaultMessage: "A page of its own, with its own address, links, look, audience and analytics.",
  },
  create: { id: "app.pages.create", defaultMessage: "Create page" },
  creating: { id: "app.pages.creating", defaultMessage: "Creating…" },
  cancel: { id: "app.pages.cancel", defaultMessage: "Cancel" },
  close: { id: "app.pages.close", defaultMessage: "Close" },
  proOnly: {
    id: "app.pages.proOnly",
    defaultMessage: "Several pages are a Pro feature. Upgrade to Pro to add a page.",
  },
  created: { id: "app.pages.created", defaultMessage: "Page created.", description: "A toast" },
  failed: { id: "app.pages.createFailed", defaultMessage: "The page could not be created." },
});

export const deletePageTexts = defineMessages({
  title: { id: "app.pages.deleteTitle", defaultMessage: "Delete this page" },
  body: {
    id: "app.pages.deleteBody",
    defaultMessage:
      "Deletes @{username} with its links, audience, analytics, files and custom domain. This cannot be undone.",
  },
  button: { id: "app.pages.deleteButton", defaultMessage: "Delete page" },
  confirmTitle: { id: "app.pages.deleteConfirmTitle", defaultMessage: "Delete @{username}?" },
  keep: { id: "app.pages.keep", defaultMessage: "Keep page" },
  deleting: { id: "app.pages.deleting", defaultMessage: "Deleting…" },
  deleted: { id: "app.pages.deleted", defaultMessage: "Page deleted.", description: "A toast" },
  failed: { id: "app.pages.deleteFailed", defaultMessage: "The page could not be deleted." },
});

export const roleTexts = defineMessages({
  audienceForEditors: {
    id: "app.pages.audienceForEditors",
    defaultMessage: "Who subscribed to this page is shown to its owner and editors.",
  },
  viewerNote: {
    id: "app.pages.viewerNote",
    defaultMessage: "You can view this page but not change it: @{owner} made you a viewer.",
  },
  memberNote: {
    id: "app.pages.memberNote",
    defaultMessage: "You help run @{username}, a page @{owner} owns.",
  },
});
