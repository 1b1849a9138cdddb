// What a signed-in screen reads before it can show anything (docs/decisions/069, 070), asked for ahead so the
// app's own calls take the answers on their way rather than starting after the code has run:
// - every signed-in screen's document names the session check, and a dashboard section's the page list too
//   (`documentReadsOf`, written into the prerendered documents by vite-plugins/prerender-run.ts), for
//   anyone who opens it;
// - a section opened with a session on its owner's own page also gets, in its answer's `Link` header
//   (worker/spa/first-reads.ts), those and the section's own reads on the account's page
//   (`sectionFirstReads`), which the browser starts before the document is even parsed.
// Each is the address the app calls, query and all: test/e2e/dashboard.spec.ts opens every section and
// holds this table to what it reads, both ways.
import { type ScreenPath, screens } from "./screens";

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

/**
 * What any reader's document of a screen asks for: the session check (web/auth/AuthProvider.tsx) on a
 * signed-in screen, and on the dashboard's sections the page list (web/pages/dashboard/current-page.tsx),
 * which says which page's data to read.
 */
export function documentReadsOf(path: string): string[] {
  if (screens[path as ScreenPath]?.access !== "signedIn") return [];
  return ["/api/auth/me", ...(path in sectionFirstReads ? ["/api/pages"] : [])];
}

/** Everything a section reads first on the page of this id; none for any other screen. */
export function firstReadsOn(path: string, pageId: string): string[] {
  const reads: readonly string[] = sectionFirstReads[path as SectionPath] ?? [];
  if (!reads.length) return [];
  return [...documentReadsOf(path), ...reads.map((read) => read.replace(pageIdSlot, encodeURIComponent(pageId)))];
}
