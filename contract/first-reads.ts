// What each section of the dashboard reads as it opens on its owner's own page (docs/decisions/070), beside
// the session check and the page list its document asks for itself (vite-plugins/prerender-run.ts). The
// worker asks the browser for these with the document (`Link: rel=preload`, worker/spa/first-reads.ts), so
// they travel beside the section's code instead of after it, and the app's own calls take the answers.
// Each is the address the app calls, query and all: test/e2e/first-reads.spec.ts opens every section and
// holds this table to what it reads, both ways.
import type { ScreenPath } from "./screens";

/** Stands for the page's id in a read's address: the owner's own page has the account's id. */
export const pageIdSlot = ":pageId";

const page = (path: string) => `/api/pages/${pageIdSlot}${path}`;
const profile = page("/profile");

type SectionPath = Extract<ScreenPath, `/dashboard${string}`>;

export const sectionFirstReads: Readonly<Record<SectionPath, readonly string[]>> = {
  // The page's cards; the plan's card; deleting the account asks for a second factor and warns of tips.
  "/dashboard": [profile, "/api/subscription-status", "/api/2fa", "/api/earn"],
  "/dashboard/design": [profile],
  "/dashboard/audience": [
    profile,
    page("/audience?page=1&pageSize=20"),
    page("/audience/webhook"),
    "/api/subscription-status",
  ],
  "/dashboard/analytics": [profile, page("/analytics?range=30d"), "/api/subscription-status"],
  "/dashboard/earn": [profile, "/api/earn", "/api/earn/tips?page=1&pageSize=20"],
  "/dashboard/members": [profile, page("/members"), page("/activity"), "/api/subscription-status"],
  "/dashboard/settings": [
    profile,
    page("/custom-domain"),
    "/api/subscription-status",
    "/api/passkeys",
    "/api/2fa",
    "/api/sessions",
    "/api/tokens",
    "/api/earn",
  ],
};

/** A section's first reads on the page of this id; none for any other screen. */
export function firstReadsOn(path: string, pageId: string): string[] {
  const reads: readonly string[] = sectionFirstReads[path as SectionPath] ?? [];
  return reads.map((read) => read.replace(pageIdSlot, encodeURIComponent(pageId)));
}
