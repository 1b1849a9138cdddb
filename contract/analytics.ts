// Analytics (docs/product.md, "Analytics"): the ranges an owner may ask for, which of them are Pro, the refusals, and the
// report GET /api/analytics answers. Shared by the worker and the dashboard's Analytics card.

export const analyticsRanges = ["7d", "30d", "90d", "365d"] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

export const defaultAnalyticsRange: AnalyticsRange = "30d";

/** Days in each range, today (UTC) included. */
export const rangeDays: Record<AnalyticsRange, number> = { "7d": 7, "30d": 30, "90d": 90, "365d": 365 };

/** Ranges beyond a free account's 30 days of kept rows. */
export const proRanges: ReadonlySet<AnalyticsRange> = new Set(["90d", "365d"]);

/** How long daily rows are kept, by tier. */
export const retentionDays = { free: 30, pro: 365 } as const;

export function isAnalyticsRange(value: string): value is AnalyticsRange {
  return (analyticsRanges as readonly string[]).includes(value);
}

export const analyticsMessages = {
  badRange: "Range must be one of 7d, 30d, 90d or 365d.",
  proRange: "Analytics beyond 30 days are part of Pro. Upgrade to Pro to see up to a year.",
  proExport: "CSV export is part of Pro. Upgrade to Pro to download your analytics.",
} as const;

export type AnalyticsTotals = { views: number; uniqueVisitors: number; clicks: number; ctr: number };
export type AnalyticsDay = { date: string; views: number; uniqueVisitors: number; clicks: number };

/** GET /api/analytics. */
export type AnalyticsReport = {
  range: AnalyticsRange;
  /** YYYY-MM-DD, UTC, the range's first and last (today) days. */
  from: string;
  to: string;
  totals: AnalyticsTotals;
  daily: AnalyticsDay[];
  links: { id: string; title: string; url: string; clicks: number; ctr: number }[];
  referrers: { source: string; views: number }[];
  countries: { country: string; views: number }[];
  devices: { device: string; views: number }[];
};

/** clicks ÷ views, 0 when there are no views. */
export function clickThroughRate(clicks: number, views: number): number {
  return views > 0 ? clicks / views : 0;
}
