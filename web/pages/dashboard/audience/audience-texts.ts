// The Audience section's words, in the reader's language (docs/decisions/057-languages.md): the list of
// subscribers, its pages and removal, its empty state, and the Pro webhook with its last delivery.
import { defineMessages } from "#contract/i18n/define";

export const audienceTexts = defineMessages({
  title: { id: "app.audience.title", defaultMessage: "Audience" },
  intro: {
    id: "app.audience.intro",
    defaultMessage: "People who confirmed their address through the e-mail sign-up block on your page.",
  },
  count: {
    id: "app.audience.count",
    defaultMessage: "{count, plural, one {# subscriber} other {# subscribers}}",
  },
  loadFailed: { id: "app.audience.loadFailed", defaultMessage: "Failed to load your subscribers." },
  downloadCsv: { id: "app.audience.downloadCsv", defaultMessage: "Download CSV" },
  pages: { id: "app.audience.pages", defaultMessage: "Subscriber pages", description: "Names the paging buttons" },
  previous: { id: "app.audience.previous", defaultMessage: "Previous", description: "The previous page of the list" },
  next: { id: "app.audience.next", defaultMessage: "Next", description: "The next page of the list" },
  pageOf: { id: "app.audience.pageOf", defaultMessage: "Page {page} of {pages}" },
  webhookOffer: {
    id: "app.audience.webhookOffer",
    defaultMessage: "Send each new subscriber to Zapier, Make or your mailing-list tool with a webhook: part of Pro.",
  },
  empty: { id: "app.audience.empty", defaultMessage: "No subscribers yet" },
  emptyWhy: {
    id: "app.audience.emptyWhy",
    defaultMessage:
      "Visitors who leave their e-mail address in your page's sign-up block, and confirm it, are listed here, ready to download as CSV.",
  },
  shareBlock: {
    id: "app.audience.shareBlock",
    defaultMessage: "Your page has a sign-up block: share its address.",
    description: "Followed by a button copying the page's address",
  },
  addBlockFirst: {
    id: "app.audience.addBlockFirst",
    defaultMessage: "First, add an e-mail sign-up block to your page:",
    description: "Followed by a link to the editor's block buttons",
  },
  addBlock: { id: "app.audience.addBlock", defaultMessage: "Add a sign-up block" },
  email: { id: "app.audience.email", defaultMessage: "E-mail", description: "Column heading" },
  subscribed: {
    id: "app.audience.subscribed",
    defaultMessage: "Subscribed",
    description: "Column heading: the day the address was confirmed",
  },
  actions: { id: "app.audience.actions", defaultMessage: "Actions", description: "Hidden column heading" },
  removeNamed: { id: "app.audience.removeNamed", defaultMessage: "Remove {email}" },
  remove: { id: "app.audience.remove", defaultMessage: "Remove" },
  removeTitle: { id: "app.audience.removeTitle", defaultMessage: "Remove {email}?" },
  removeConfirm: { id: "app.audience.removeConfirm", defaultMessage: "Remove subscriber" },
  keep: { id: "app.audience.keep", defaultMessage: "Keep", description: "Closes the removal question, keeping them" },
  removeWhat: {
    id: "app.audience.removeWhat",
    defaultMessage: "They leave your list and your next CSV. They can sign up again on your page.",
  },
  removeFailed: { id: "app.audience.removeFailed", defaultMessage: "Failed to remove the subscriber." },
  webhook: { id: "app.audience.webhook", defaultMessage: "Webhook" },
  webhookUrl: { id: "app.audience.webhookUrl", defaultMessage: "Webhook URL" },
  webhookHint: {
    id: "app.audience.webhookHint",
    defaultMessage: "Each new subscriber is sent here as a signed POST (LinkNest-Signature, LinkNest-Timestamp).",
  },
  secretOnce: {
    id: "app.audience.secretOnce",
    defaultMessage: "Signing secret (shown once):",
    description: "Followed by the secret",
  },
  lastDelivery: {
    id: "app.audience.lastDelivery",
    defaultMessage: "Last delivery {at}: {outcome}",
    description: "{at} is a date with a time, {outcome} one of the delivery texts",
  },
  delivered: { id: "app.audience.delivered", defaultMessage: "Delivered (HTTP {status})" },
  receiverAnswered: {
    id: "app.audience.receiverAnswered",
    defaultMessage: "Failed: the receiver answered HTTP {status}",
  },
  deliveryFailed: {
    id: "app.audience.deliveryFailed",
    defaultMessage: "Failed: {error}",
    description: "{error} is the network's own report, as it came",
  },
  unreachable: { id: "app.audience.unreachable", defaultMessage: "Failed: the receiver could not be reached" },
  saveWebhook: { id: "app.audience.saveWebhook", defaultMessage: "Save webhook" },
  webhookFailed: { id: "app.audience.webhookFailed", defaultMessage: "Failed to save the webhook." },
  sendTest: { id: "app.audience.sendTest", defaultMessage: "Send a test" },
  testFailed: { id: "app.audience.testFailed", defaultMessage: "Failed to send a test." },
  removeWebhook: { id: "app.audience.removeWebhook", defaultMessage: "Remove webhook" },
});
