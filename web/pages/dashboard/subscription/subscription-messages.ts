// The subscription panel's texts (product §2 "Subscription panel", §4 "Subscription", §8 "Billing").
export const subscriptionTexts = {
  checkoutSuccess: "Subscription successful! Welcome to the Pro tier!",
  checkoutCancelled: "Subscription cancelled.",
  portalFailed: "Error opening billing portal. Please try again.",
  checkoutFailed: "Error creating checkout session. Please try again.",
  resumeFailed: "Error resuming subscription.",
  cancelFailed: "Error cancelling subscription.",
  resumed: "Subscription resumed.",
  cancelled: "Subscription cancelled. You will retain access until the end of your billing period.",
  endsAtPeriodEnd: "Your subscription will end at the end of the current billing period.",
} as const;

export type MessageClass = "success" | "info" | "error";

/** product §2: success if the text matches 'resumed' or 'success'; info if 'cancelled'; else error. */
export function messageClass(text: string): MessageClass {
  if (/resumed|success/i.test(text)) return "success";
  if (/cancelled/i.test(text)) return "info";
  return "error";
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}
