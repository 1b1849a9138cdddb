// The public API's bodies and answers (docs/guides/public-api.md), for /api/v1 and the MCP tools alike.
// A body is checked here for its shape only (which fields, of which types): the rules a dashboard save
// keeps — text, URL safety, Pro features, limits — are the save's own (contract/profile-schemas.ts),
// applied by the same function the dashboard's save goes through.
import { z } from "zod";
import type { AnalyticsDay, AnalyticsTotals } from "./analytics";
import type { Subscriber } from "./audience";
import { pageLanguageSchema } from "./i18n/language-schemas";
import type { PageLanguage } from "./i18n/locales";
import type { Theme } from "./themes";
import type { OwnerLink, OwnerSocial } from "./types";

const text = (field: string) => z.string({ error: `${field} must be text.` });
const flag = (field: string) => z.boolean({ error: `${field} must be true or false.` });
const time = (field: string) => z.string({ error: `${field} must be an ISO 8601 time or null.` }).nullable();

const versionMessage = "version must be the page's version, as the page gives it (a whole number from 0).";
/**
 * The page's version a change was made from (ApiPage.version; /api/v1 also takes it as If-Match): a page
 * changed since answers 409 and nothing is written (docs/decisions/053). Absent, the change is made on
 * the page as it is.
 */
export const editedFromField = {
  version: z.number({ error: versionMessage }).int(versionMessage).min(0, versionMessage).optional(),
};

/** PATCH /api/v1/pages/{pageId} and the set_theme tool: the display name, bio, theme and search settings. */
export const pagePatchSchema = z.strictObject({
  displayName: text("displayName").optional(),
  bio: text("bio").optional(),
  theme: z
    .strictObject({ preset: text("theme.preset"), accent: text("theme.accent").nullable().optional() })
    .optional(),
  pageTitle: text("pageTitle").optional(),
  pageDescription: text("pageDescription").optional(),
  noindex: flag("noindex").optional(),
  ...editedFromField,
  language: pageLanguageSchema.optional(),
});
export type PagePatch = z.infer<typeof pagePatchSchema>;

const linkFields = {
  kind: z.enum(["link", "header", "embed", "signup"], { error: "kind must be link, header, embed or signup." }),
  title: text("title"),
  url: text("url"),
  enabled: flag("enabled"),
  startsAt: time("startsAt"),
  endsAt: time("endsAt"),
  featured: flag("featured"),
  sensitive: flag("sensitive"),
  buttonText: text("buttonText").nullable(),
};

/** Where a new link goes: its index in the list, the end when absent. */
const position = z
  .number({ error: "position must be a whole number from 0." })
  .int("position must be a whole number from 0.")
  .min(0, "position must be a whole number from 0.");

/** POST /api/v1/pages/{pageId}/links and the add_link tool. */
export const linkCreateSchema = z.strictObject({
  ...linkFields,
  kind: linkFields.kind.optional(),
  url: linkFields.url.optional(),
  enabled: linkFields.enabled.optional(),
  startsAt: linkFields.startsAt.optional(),
  endsAt: linkFields.endsAt.optional(),
  featured: linkFields.featured.optional(),
  sensitive: linkFields.sensitive.optional(),
  buttonText: linkFields.buttonText.optional(),
  position: position.optional(),
  ...editedFromField,
});
export type LinkCreate = z.infer<typeof linkCreateSchema>;

/**
 * PATCH /api/v1/pages/{pageId}/links/{linkId} and the update_link tool: the fields to change — a new
 * link's, every one optional, but not its kind or place (a kind stays; PUT …/links/order moves it).
 */
export const linkPatchSchema = linkCreateSchema.omit({ kind: true, position: true }).partial();
export type LinkPatch = z.infer<typeof linkPatchSchema>;

/** PUT /api/v1/pages/{pageId}/links/order and the reorder_links tool: every link's id, in the new order. */
export const linkOrderSchema = z.strictObject({
  ids: z.array(z.string({ error: "ids must be the page's link ids." }), { error: "ids must be the page's link ids." }),
  ...editedFromField,
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "from and to are dates: YYYY-MM-DD.");
/** GET /api/v1/pages/{pageId}/analytics: UTC days, both included; the last 30 days when absent. */
export const analyticsQuerySchema = z.object({ from: day.optional(), to: day.optional() });

/** GET /api/v1/pages/{pageId}/subscribers: the cursor a previous answer gave. */
export const subscribersQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "cursor must be one a previous answer gave.")
    .optional(),
});

export const publicApiTexts = {
  reorderMismatch: "ids must name every link of the page once.",
  badDates: "from must be on or before to, and to no later than today.",
  tooFarBack: "from can be at most 365 days ago.",
  ifMatchInvalid: 'If-Match must be the page\'s ETag, like "12".',
  versionsDiffer: "version and If-Match name different versions of the page.",
} as const;

/** A page as the API answers it. */
export type ApiPage = {
  id: string;
  username: string;
  /** The name heading the page, above the handle; "" for none. */
  displayName: string;
  url: string;
  bio: string;
  avatar: string | null;
  theme: Theme;
  socials: OwnerSocial[];
  pageTitle: string;
  pageDescription: string;
  noindex: boolean;
  /** The language of the page's own words: a locale, or "auto", the visitor's. */
  language: PageLanguage;
  sensitive: boolean;
  showBranding: boolean;
  links: OwnerLink[];
  /** The page's version (also its ETag): a change may name it to be refused if the page changed since. */
  version: number;
};

/** A change's answer and the page's version it made (the answer's ETag). */
export type Versioned<T> = { value: T; version: number };

/** GET /api/v1/pages/{pageId}/analytics. */
export type ApiAnalytics = {
  from: string;
  to: string;
  totals: Omit<AnalyticsTotals, "uniqueVisitors"> & { visitorDays: number };
  daily: AnalyticsDay[];
  /** The breakdowns cover `breakdownFrom` to `to`: the smallest of the dashboard's ranges reaching back to `from`. */
  breakdownFrom: string;
  links: { id: string; title: string; url: string; clicks: number; ctr: number }[];
  referrers: { source: string; views: number }[];
  countries: { country: string; views: number }[];
  devices: { device: string; views: number }[];
};

/** GET /api/v1/pages/{pageId}/subscribers. */
export type ApiSubscribers = { items: Subscriber[]; nextCursor: string | null };
