// The reads a screen makes as it opens, which the worker answers inside the screen's document when the
// request carries a session cookie (worker/spa/first-reads.ts), so the app renders the screen with its
// data at once instead of asking for it once its code has run (docs/decisions/026).
import { adminLists } from "./limits";

/** The data block's element id: `<script type="application/json" id="ln-first-reads">`. */
export const firstReadsElementId = "ln-first-reads";

/** An API answer as the document carries it: the status and the JSON body, exactly as the API sent them. */
export type DocumentAnswer = { status: number; body: unknown };
/** The answers a document carries, by API path. */
export type DocumentAnswers = Record<string, DocumentAnswer>;

/** Who is signed in: every screen asks it first (web/auth/AuthProvider.tsx). */
export const sessionCheckPath = "/api/auth/me";
export const ownProfilePath = "/api/profile";
export const subscriptionStatusPath = "/api/subscription-status";
export const adminStatsPath = "/api/admin/stats";
/** The admin Overview's other parts, each read on its own. */
export const adminOverviewPaths = {
  metrics: "/api/admin/metrics",
  topReferrers: `/api/admin/top-referrers?limit=${adminLists.topReferrers}`,
  topProfiles: `/api/admin/top-profiles?limit=${adminLists.topReferrers}`,
} as const;

/** What each signed-in screen reads as it opens, after the session check, by screen path. */
const screenReads: Readonly<Record<string, readonly string[]>> = {
  "/dashboard": [ownProfilePath, subscriptionStatusPath],
  // /admin opens on the Overview: the stats decide access, and its other parts show beside them.
  "/admin": [adminStatsPath, ...Object.values(adminOverviewPaths)],
};

/** The first reads of the screen at `path`: the session check, then the screen's own. */
export function firstReadsFor(path: string): readonly string[] {
  return [sessionCheckPath, ...(screenReads[path] ?? [])];
}
