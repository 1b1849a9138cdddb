// The plan card's words (docs/product.md, "Accounts: the rules" and "Screens"), in the reader's language
// (docs/decisions/057-languages.md). The messages the billing API answers with stay its own.
import { defineMessages } from "#contract/i18n/define";

/** The founding member price, in US dollars a month: written in the reader's way ("3,99 $"). */
export const foundingPriceUsd = 3.99;

export const subscriptionTexts = defineMessages({
  title: { id: "app.subscription.title", defaultMessage: "Subscription" },
  badgePro: { id: "app.subscription.badgePro", defaultMessage: "PRO Member" },
  badgeFree: { id: "app.subscription.badgeFree", defaultMessage: "FREE Member" },
  badgePending: {
    id: "app.subscription.badgePending",
    defaultMessage: "Confirming…",
    description: "The plan's badge while a payment is being confirmed",
  },
  features: { id: "app.subscription.features", defaultMessage: "Pro Features" },
  featureBranding: {
    id: "app.subscription.featureBranding",
    defaultMessage: "Toggle branding on/off on your public page",
  },
  featureDomain: { id: "app.subscription.featureDomain", defaultMessage: "Your own domain (like links.yourname.com)" },
  featurePrice: { id: "app.subscription.featurePrice", defaultMessage: "Lock in the founding member price" },
  featureAnalytics: { id: "app.subscription.featureAnalytics", defaultMessage: "A year of analytics and CSV export" },
  price: {
    id: "app.subscription.price",
    defaultMessage: "{price, number, ::currency/USD} / month",
    description: "In bold, followed by app.subscription.priceNote",
  },
  priceNote: {
    id: "app.subscription.priceNote",
    defaultMessage:
      "— the Founding Member price. It will rise later, but founding members keep it for as long as they stay subscribed.",
  },
  upgrade: { id: "app.subscription.upgrade", defaultMessage: "Upgrade to Pro" },
  processing: { id: "app.subscription.processing", defaultMessage: "Processing..." },
  endsOn: {
    id: "app.subscription.endsOn",
    defaultMessage: "Your subscription ends on {date}.",
    description: "{date} is a day, written out",
  },
  endsAtPeriodEnd: {
    id: "app.subscription.endsAtPeriodEnd",
    defaultMessage: "Your subscription will end at the end of the current billing period.",
  },
  nextBilling: {
    id: "app.subscription.nextBilling",
    defaultMessage: "Next billing date:",
    description: "Followed by the day in bold",
  },
  manageBilling: { id: "app.subscription.manageBilling", defaultMessage: "Manage billing" },
  resume: { id: "app.subscription.resume", defaultMessage: "Resume Subscription" },
  cancel: { id: "app.subscription.cancel", defaultMessage: "Cancel subscription" },
  cancelTitle: { id: "app.subscription.cancelTitle", defaultMessage: "Cancel subscription?" },
  confirmCancel: { id: "app.subscription.confirmCancel", defaultMessage: "Confirm cancel" },
  keep: { id: "app.subscription.keep", defaultMessage: "Keep subscription" },
  cancelBody: {
    id: "app.subscription.cancelBody",
    defaultMessage: "You keep Pro until the end of the current billing period. You can resume any time before then.",
  },
  showBranding: {
    id: "app.subscription.showBranding",
    defaultMessage: 'Show "{branding}" on my public page',
    description: "{branding} is the line the public page shows at its foot",
  },
  saving: { id: "app.subscription.saving", defaultMessage: "Saving…" },
  brandingLoadFailed: { id: "app.subscription.brandingLoadFailed", defaultMessage: "Failed to load branding setting" },
  brandingSaveFailed: { id: "app.subscription.brandingSaveFailed", defaultMessage: "Failed to save" },
  networkError: { id: "app.subscription.networkError", defaultMessage: "Network error" },
});
