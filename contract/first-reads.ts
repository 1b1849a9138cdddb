// What a signed-in screen reads before it can show anything (docs/decisions/069, 070), asked for ahead so the
// app's own calls take the answers on their way rather than starting after the code has run:
// - every signed-in screen's document names the session check (`documentReadsOf`, written into the
//   prerendered documents by vite-plugins/prerender-run.ts), for anyone who opens it;
// - a section opened with a session also gets, in its answer's `Link` header (worker/spa/first-reads.ts),
//   the session check, the page list (which says which page's data to read) and, on the owner's own page,
//   the section's own reads there (`sectionFirstReads`): the browser starts them before the document is
//   even parsed.
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

/** What any reader's document of a screen asks for: the session check (web/auth/AuthProvider.tsx) on a signed-in screen. */
export function documentReadsOf(path: string): string[] {
  return screens[path as ScreenPath]?.access === "signedIn" ? ["/api/auth/me"] : [];
}

/**
 * What a section reads first with a session: the session check, the page list
 * (web/pages/dashboard/current-page.tsx) and, on the owner's own page (its id, the account's), the section's
 * own reads there; on another page, whose reads depend on the caller's role there, only the first two.
 * None for any other screen.
 */
export function firstReadsOn(path: string, ownPageId: string | null): string[] {
  const reads: readonly string[] | undefined = sectionFirstReads[path as SectionPath];
  if (!reads) return [];
  const own = ownPageId ? reads.map((read) => read.replace(pageIdSlot, encodeURIComponent(ownPageId))) : [];
  return ["/api/auth/me", "/api/pages", ...own];
}
