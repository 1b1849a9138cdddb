// The Analytics section's words, in the reader's language (docs/decisions/057-languages.md): so far the
// card's empty state; the figures, the chart and the breakdowns are still English.
import { defineMessages } from "#contract/i18n/define";

export const analyticsTexts = defineMessages({
  noViews: { id: "app.analytics.noViews", defaultMessage: "No views yet in this range" },
  shareToStart: {
    id: "app.analytics.shareToStart",
    defaultMessage: "Share your page's address to bring its first visitors:",
    description: "Followed by a button copying the address",
  },
  howCounted: {
    id: "app.analytics.howCounted",
    defaultMessage:
      "A view is counted each time someone opens your public page. Your own visits while signed in, link previews in apps, search engine crawlers and browser prefetches are not counted. A visitor is counted once a day as unique, and clicks on your links are counted as they happen.",
  },
  privacy: {
    id: "app.analytics.privacy",
    defaultMessage:
      "{productName} sets no cookies on your page and never stores a visitor's IP address or browser details: only the day's counts, where the visit came from, the country and the kind of device.",
  },
});
