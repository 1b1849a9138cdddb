// The words of the admin's Reports tab in the reader's language (docs/decisions/057-languages.md): the moderation
// queue and the held links. A report's reason is the report form's own word; why a link is held is the owner's
// mail's (#contract/safety).
import { defineMessages } from "#contract/i18n/define";

export const reportsTexts = defineMessages({
  show: { id: "app.admin.reports.show", defaultMessage: "Show", description: "Before the choice of open or resolved" },
  open: { id: "app.admin.reports.open", defaultMessage: "Open", description: "Reports not yet resolved" },
  resolved: { id: "app.admin.reports.resolved", defaultMessage: "Resolved", description: "Reports already resolved" },
  reportsFailed: { id: "app.admin.reports.reportsFailed", defaultMessage: "Failed to fetch reports" },
  loadingReports: { id: "app.admin.reports.loadingReports", defaultMessage: "Loading reports…" },
  reportPages: { id: "app.admin.reports.reportPages", defaultMessage: "Report pages" },
  reports: {
    id: "app.admin.reports.reports",
    defaultMessage: "{count, plural, one {# report} other {# reports}}",
    description: "How many reports the list holds",
  },
  owner: {
    id: "app.admin.reports.owner",
    defaultMessage: "account @{username}",
    description: "After a page's name, the account that owns it; {username} is the account's name",
  },
  noOpen: { id: "app.admin.reports.noOpen", defaultMessage: "No open reports." },
  noResolved: { id: "app.admin.reports.noResolved", defaultMessage: "No resolved reports." },
  reportedTimes: {
    id: "app.admin.reports.reportedTimes",
    defaultMessage: "reported {count} times",
    description: "After a report's date, when the page was reported more than once; {count} is at least 2",
  },
  resolvedAs: {
    id: "app.admin.reports.resolvedAs",
    defaultMessage: "Resolved: {resolution}",
    description: "{resolution} is how the report was resolved",
  },
  resolveFailed: { id: "app.admin.reports.resolveFailed", defaultMessage: "Failed to resolve the report" },
  resolveForm: {
    id: "app.admin.reports.resolveForm",
    defaultMessage: "Resolve the report about @{username}",
    description: "{username} is the reported page's name",
  },
  resolution: { id: "app.admin.reports.resolution", defaultMessage: "Resolution" },
  linkToHide: { id: "app.admin.reports.linkToHide", defaultMessage: "Link to hide" },
  note: { id: "app.admin.reports.note", defaultMessage: "Note (optional)" },
  resolving: { id: "app.admin.reports.resolving", defaultMessage: "Resolving…" },
  resolve: { id: "app.admin.reports.resolve", defaultMessage: "Resolve" },
  heldLinks: { id: "app.admin.reports.heldLinks", defaultMessage: "Held links" },
  heldFailed: { id: "app.admin.reports.heldFailed", defaultMessage: "Failed to fetch held links" },
  loadingHeld: { id: "app.admin.reports.loadingHeld", defaultMessage: "Loading held links…" },
  heldPages: { id: "app.admin.reports.heldPages", defaultMessage: "Held link pages" },
  links: {
    id: "app.admin.reports.links",
    defaultMessage: "{count, plural, one {# link} other {# links}}",
    description: "How many held links the list holds",
  },
  held: { id: "app.admin.reports.held", defaultMessage: "Held", description: "The column of when a link was held" },
  page: { id: "app.admin.reports.page", defaultMessage: "Page" },
  link: { id: "app.admin.reports.link", defaultMessage: "Link" },
  why: { id: "app.admin.reports.why", defaultMessage: "Why" },
  actions: { id: "app.admin.reports.actions", defaultMessage: "Actions", description: "A hidden column header" },
  releaseFailed: { id: "app.admin.reports.releaseFailed", defaultMessage: "Failed to release the link" },
  removeFailed: { id: "app.admin.reports.removeFailed", defaultMessage: "Failed to remove the link" },
  release: { id: "app.admin.reports.release", defaultMessage: "Release" },
  releaseLink: {
    id: "app.admin.reports.releaseLink",
    defaultMessage: "Release {title} of @{username}",
    description: "The Release button, read out; {title} is the link's title, {username} its page's",
  },
  remove: { id: "app.admin.reports.remove", defaultMessage: "Remove" },
  removeLink: {
    id: "app.admin.reports.removeLink",
    defaultMessage: "Remove {title} of @{username}",
    description: "The Remove button, read out; {title} is the link's title, {username} its page's",
  },
  noneHeld: { id: "app.admin.reports.noneHeld", defaultMessage: "No links are held." },
  removeTitle: { id: "app.admin.reports.removeTitle", defaultMessage: "Remove this link from the page?" },
  removeConfirm: { id: "app.admin.reports.removeConfirm", defaultMessage: "Remove link" },
  keepHeld: { id: "app.admin.reports.keepHeld", defaultMessage: "Keep it held" },
  removeBody: {
    id: "app.admin.reports.removeBody",
    defaultMessage:
      "Every link and social icon of @{username} at {url} leaves the page, the owner is told by mail, and the URL stays held.",
    description: "{username} is the page's name, {url} the held address",
  },
});
