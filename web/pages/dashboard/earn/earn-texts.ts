// The Earn area's words (docs/guides/earn.md): the Stripe account card and the tips received, in the
// reader's language (docs/decisions/057-languages.md). Money and days are written by web/i18n/local-forms.ts.
import { defineMessages } from "#contract/i18n/define";

export const stripeAccountTexts = defineMessages({
  title: { id: "app.earn.account.title", defaultMessage: "Stripe account" },
  fee: {
    id: "app.earn.account.fee",
    defaultMessage:
      "LinkNest keeps {free, number}% of each tip on Free and {pro, number}% on Pro; Stripe's own processing fees apply either way.",
    description: "Said before anything is connected; {free} and {pro} are LinkNest's percentage of a tip on each plan",
  },
  notConnected: { id: "app.earn.account.notConnected", defaultMessage: "Not connected" },
  detailsNeeded: { id: "app.earn.account.detailsNeeded", defaultMessage: "Details needed" },
  pendingVerification: { id: "app.earn.account.pendingVerification", defaultMessage: "Pending verification" },
  ready: { id: "app.earn.account.ready", defaultMessage: "Ready to accept tips" },
  payoutsPaused: { id: "app.earn.account.payoutsPaused", defaultMessage: "Payouts paused" },
  connectFirst: {
    id: "app.earn.account.connectFirst",
    defaultMessage:
      "Connect a Stripe account to take tips. Stripe asks who you are and where to pay you; it takes a few minutes.",
  },
  finishOnboarding: {
    id: "app.earn.account.finishOnboarding",
    defaultMessage: "Finish setting up with Stripe to take tips.",
  },
  moreDetails: {
    id: "app.earn.account.moreDetails",
    defaultMessage: "Stripe needs more details before you can take tips. Connect with Stripe to add them.",
  },
  checking: {
    id: "app.earn.account.checking",
    defaultMessage: "Stripe is checking your details. Your tip block appears on your page once it's done.",
  },
  tipBlockShows: { id: "app.earn.account.tipBlockShows", defaultMessage: "Your tip block shows on your page." },
  payoutsHeld: {
    id: "app.earn.account.payoutsHeld",
    defaultMessage: "Tips still come in, but Stripe holds your payouts until you update your details in Stripe.",
  },
  onPro: { id: "app.earn.account.onPro", defaultMessage: "You're on Pro: LinkNest keeps nothing of your tips." },
  onFree: {
    id: "app.earn.account.onFree",
    defaultMessage: "You're on Free: LinkNest keeps {fee, number}% of each tip.",
    description: "{fee} is LinkNest's percentage of each tip on the free plan",
  },
  loadFailed: { id: "app.earn.account.loadFailed", defaultMessage: "Failed to load your Stripe account." },
  connectFailed: { id: "app.earn.account.connectFailed", defaultMessage: "Could not open Stripe. Please try again." },
  backFromStripe: {
    id: "app.earn.account.backFromStripe",
    defaultMessage: "Back from Stripe. Your status is up to date.",
  },
  connect: { id: "app.earn.account.connect", defaultMessage: "Connect with Stripe" },
  openStripe: { id: "app.earn.account.openStripe", defaultMessage: "Open Stripe" },
  opening: { id: "app.earn.account.opening", defaultMessage: "Opening Stripe…" },
});

/** What a tips card with none says, and its first step. */
export const noTipsTexts = defineMessages({
  empty: { id: "app.earn.tips.empty", defaultMessage: "No tips yet" },
  emptyWhy: {
    id: "app.earn.tips.emptyWhy",
    defaultMessage:
      "Each tip your visitors leave through your page's tip jar is listed here, with what you kept each month and LinkNest's fee.",
  },
  connectFirst: {
    id: "app.earn.tips.connectFirst",
    defaultMessage: "Tips come in once Stripe can accept them: connect your Stripe account above first.",
  },
  addTipJar: {
    id: "app.earn.tips.addTipJar",
    defaultMessage: "Add a Tip jar in Links on your dashboard: it shows on your page once Stripe can accept tips.",
  },
  shareTipJar: { id: "app.earn.tips.shareTipJar", defaultMessage: "Your page has a tip jar: share its address." },
});

export const tipsCardTexts = defineMessages({
  title: { id: "app.earn.tips.title", defaultMessage: "Tips" },
  loadFailed: { id: "app.earn.tips.loadFailed", defaultMessage: "Failed to load your tips." },
  addTipJarButton: { id: "app.earn.tips.addTipJarButton", defaultMessage: "Add a tip jar" },
  count: { id: "app.earn.tips.count", defaultMessage: "{count, plural, one {# tip} other {# tips}}" },
  downloadCsv: { id: "app.earn.tips.downloadCsv", defaultMessage: "Download CSV" },
  pages: { id: "app.earn.tips.pages", defaultMessage: "Tip pages", description: "Accessible name of the paging" },
  previous: { id: "app.earn.tips.previous", defaultMessage: "Previous" },
  next: { id: "app.earn.tips.next", defaultMessage: "Next" },
  pageOf: {
    id: "app.earn.tips.pageOf",
    defaultMessage: "Page {page, number} of {pages, number}",
  },
  totals: { id: "app.earn.tips.totals", defaultMessage: "Totals by month", description: "The totals table's caption" },
  month: { id: "app.earn.tips.month", defaultMessage: "Month" },
  tips: { id: "app.earn.tips.tips", defaultMessage: "Tips", description: "Column: the tips' whole amount" },
  linkNestFee: { id: "app.earn.tips.linkNestFee", defaultMessage: "LinkNest fee" },
  youKeep: { id: "app.earn.tips.youKeep", defaultMessage: "You keep" },
  received: {
    id: "app.earn.tips.received",
    defaultMessage: "Tips received, newest first",
    description: "The list of tips' caption, read out only",
  },
  date: { id: "app.earn.tips.date", defaultMessage: "Date" },
  amount: { id: "app.earn.tips.amount", defaultMessage: "Amount" },
  fee: { id: "app.earn.tips.fee", defaultMessage: "Fee" },
  from: { id: "app.earn.tips.from", defaultMessage: "From", description: "Column: the supporter's name" },
  message: { id: "app.earn.tips.message", defaultMessage: "Message", description: "Column: the supporter's message" },
  status: { id: "app.earn.tips.status", defaultMessage: "Status" },
  anonymous: { id: "app.earn.tips.anonymous", defaultMessage: "Anonymous", description: "A tip left without a name" },
  paid: { id: "app.earn.tips.paid", defaultMessage: "Paid" },
  refunded: { id: "app.earn.tips.refunded", defaultMessage: "Refunded" },
  disputed: { id: "app.earn.tips.disputed", defaultMessage: "Disputed" },
});
