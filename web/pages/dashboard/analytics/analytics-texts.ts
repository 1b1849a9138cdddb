// The Analytics section's words, in the reader's language (docs/decisions/057-languages.md): the card's
// figures, chart, breakdowns, range picker, upgrade offer and empty state.
import { defineMessages } from "#contract/i18n/define";

export const analyticsTexts = defineMessages({
  title: { id: "app.analytics.title", defaultMessage: "Analytics" },
  loading: { id: "app.analytics.loading", defaultMessage: "Loading analytics…" },
  loadFailed: { id: "app.analytics.loadFailed", defaultMessage: "Analytics could not be loaded. Please try again." },
  tryAgain: { id: "app.analytics.tryAgain", defaultMessage: "Try again" },
  views: { id: "app.analytics.views", defaultMessage: "Views" },
  uniqueVisitors: { id: "app.analytics.uniqueVisitors", defaultMessage: "Unique visitors" },
  clicks: { id: "app.analytics.clicks", defaultMessage: "Clicks" },
  ctr: { id: "app.analytics.ctr", defaultMessage: "CTR", description: "Click-through rate, abbreviated" },
  links: { id: "app.analytics.links", defaultMessage: "Links" },
  link: { id: "app.analytics.link", defaultMessage: "Link", description: "Column heading: a link's title" },
  noLinks: { id: "app.analytics.noLinks", defaultMessage: "You have no links yet." },
  noViewsInRange: { id: "app.analytics.noViewsInRange", defaultMessage: "No views in this range." },
  topReferrers: { id: "app.analytics.topReferrers", defaultMessage: "Top referrers" },
  source: { id: "app.analytics.source", defaultMessage: "Source" },
  countries: { id: "app.analytics.countries", defaultMessage: "Countries" },
  country: { id: "app.analytics.country", defaultMessage: "Country" },
  devices: { id: "app.analytics.devices", defaultMessage: "Devices" },
  device: { id: "app.analytics.device", defaultMessage: "Device" },
  direct: { id: "app.analytics.direct", defaultMessage: "Direct", description: "A visit that came from no other site" },
  unknownCountry: { id: "app.analytics.unknownCountry", defaultMessage: "Unknown" },
  mobile: { id: "app.analytics.mobile", defaultMessage: "Mobile" },
  tablet: { id: "app.analytics.tablet", defaultMessage: "Tablet" },
  desktop: { id: "app.analytics.desktop", defaultMessage: "Desktop" },
  rangeNote: {
    id: "app.analytics.rangeNote",
    defaultMessage: "{from} to {to} (UTC). New views and clicks appear within a minute.",
    description: "{from} and {to} are the range's first and last days, written as YYYY-MM-DD",
  },
  downloadCsv: { id: "app.analytics.downloadCsv", defaultMessage: "Download CSV" },
  range: { id: "app.analytics.range", defaultMessage: "Range", description: "The range picker's hidden legend" },
  rangeDays: {
    id: "app.analytics.rangeDays",
    defaultMessage: "{days, plural, one {# day} other {# days}}",
    description: "One choice of the range picker",
  },
  chartSummary: {
    id: "app.analytics.chartSummary",
    defaultMessage:
      "Daily chart from {first} to {last}: {views, plural, one {# view} other {# views}}, {uniqueVisitors, plural, one {# unique visitor} other {# unique visitors}}, {clicks, plural, one {# click} other {# clicks}}; busiest day {busiest}.",
    description: "Read by screen readers for the chart; {first} and {last} are short dates, {busiest} a count",
  },
  showTable: { id: "app.analytics.showTable", defaultMessage: "Show the numbers as a table" },
  tableCaption: { id: "app.analytics.tableCaption", defaultMessage: "Views, unique visitors and clicks per day" },
  date: { id: "app.analytics.date", defaultMessage: "Date" },
  proOffer: {
    id: "app.analytics.proOffer",
    defaultMessage: "Pro keeps a year of analytics and lets you download them as CSV.",
  },
  processing: { id: "app.analytics.processing", defaultMessage: "Processing..." },
  upgrade: { id: "app.analytics.upgrade", defaultMessage: "Upgrade to Pro" },
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
