// The subscription's texts (docs/product.md, "Accounts: the rules"; the messages in contract/ (Billing, Subscription success messages)):
// the API's answers to cancel and resume and its 502 texts when Stripe fails, which the subscription
// panel also shows when the server sends no msg, and the panel's messages on returning from checkout.
export const billingTexts = {
  checkoutSuccess: "Subscription successful! Welcome to the Pro tier!",
  checkoutCancelled: "Subscription cancelled.",
  cancelled: "Subscription cancelled. You will retain access until the end of your billing period.",
  resumed: "Subscription resumed.",
  checkoutFailed: "Error creating checkout session. Please try again.",
  portalFailed: "Error opening billing portal. Please try again.",
  cancelFailed: "Error cancelling subscription.",
  resumeFailed: "Error resuming subscription.",
} as const;
