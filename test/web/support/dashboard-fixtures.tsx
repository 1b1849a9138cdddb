// Shared by the dashboard tests: a signed-in session, a loaded profile, the dashboard opened with them,
// and the PUTs a test sent. The links card's parts are reached through links-card.ts.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { AnalyticsReport } from "#contract/analytics";
import type { TipsPage } from "#contract/earn";
import type { PageList, PageListItem } from "#contract/pages";
import type { ScreenPath } from "#contract/screens";
import type { OwnerProfile, SubscriptionStatus, UsernameAvailability } from "#contract/types";
import { CurrentPageProvider } from "../../../web/pages/dashboard/current-page";
import { signedInSession } from "./answers";
import { type Answers, answerFetch, renderApp, renderInApp } from "./render";

/** ada's account id, which is the id of her primary page (docs/decisions/059). */
export const primaryPageId = "ada-id";

/** ada's primary page as GET /api/pages lists it. */
export const primaryPage = {
  id: primaryPageId,
  username: "ada",
  primary: true,
  role: "owner",
  owner: { username: "ada" },
} satisfies PageListItem;

/** A second page ada owns, as GET /api/pages lists it after her primary page. */
export const shopPage = {
  id: "p2",
  username: "ada_shop",
  primary: false,
  role: "owner",
  owner: { username: "ada" },
} satisfies PageListItem;

/** GET /api/pages answered with these pages, ada's primary page first. */
export function pagesAnswer(...others: PageListItem[]): Answers {
  return { "GET /api/pages": { body: { items: [primaryPage, ...others] } satisfies PageList } };
}

export const signedIn = {
  ...signedInSession,
  ...pagesAnswer(),
  // An account without a custom domain: the API's null.
  "GET /api/pages/ada-id/custom-domain": { body: null },
};

/** A plain link's state: shown, unscheduled, not in the spotlight. */
export const shownLink = {
  kind: "link",
  enabled: true,
  startsAt: null,
  endsAt: null,
  featured: false,
  sensitive: false,
} as const;

export const profile: OwnerProfile = {
  username: "ada",
  displayName: "",
  bio: "Hello there",
  email: "ada@example.com",
  avatar: null,
  referralCode: "ADA123",
  referralCount: 3,
  pendingEmail: null,
  links: [
    { id: "l1", title: "Blog", url: "https://ada.dev", clicks: 5, ...shownLink, held: false },
    { id: "l2", title: "GitHub", url: "https://github.com/ada", clicks: 1, ...shownLink, held: false },
  ],
  showBranding: true,
  sensitive: false,
  theme: { preset: "nightfall", accent: null },
  socials: [],
  pageTitle: "",
  pageDescription: "",
  noindex: false,
  version: 0,
  language: "auto",
};

/** The Security card's calls, answered for an account with no second factor and this one session. */
export const securityAnswers: Answers = {
  "GET /api/2fa": { body: { totp: false, passkeys: 0, recoveryCodesLeft: 0 } },
  "GET /api/passkeys": { body: [] },
  "GET /api/sessions": {
    body: [
      {
        id: "s1",
        createdAt: "2026-11-20T10:00:00.000Z",
        lastSeenAt: "2026-11-24T09:00:00.000Z",
        device: "Chrome on Linux",
        current: true,
      },
    ],
  },
  "GET /api/tokens": { body: { items: [] } },
};

/** The plan, answered as a free account's: the plan card and the Pro features' offers read it. */
export const freePlanAnswers: Answers = {
  "GET /api/subscription-status": {
    body: { isPro: false, subscriptionStatus: null, subscriptionEndDate: null } satisfies SubscriptionStatus,
  },
};

/** The Audience card's list, answered empty. */
export const audienceAnswers: Answers = {
  "GET /api/pages/ada-id/audience": { body: { items: [], total: 0, page: 1, pageSize: 20 } },
};

/** The Earn section's Stripe account, answered as one never connected. */
export const earnAnswers: Answers = {
  "GET /api/earn": {
    body: {
      status: "not_connected",
      chargesEnabled: false,
      payoutsEnabled: false,
      feePercent: 5,
      defaultCurrency: null,
      detailsNeeded: false,
    },
  },
};

/** The Analytics section's report, answered as a page without a visit in the last 30 days. */
export const analyticsAnswers: Answers = {
  "GET /api/pages/ada-id/analytics": {
    body: {
      range: "30d",
      from: "2026-11-01",
      to: "2026-11-30",
      totals: { views: 0, uniqueVisitors: 0, clicks: 0, ctr: 0 },
      daily: Array.from({ length: 30 }, (_, day) => ({
        date: `2026-11-${String(day + 1).padStart(2, "0")}`,
        views: 0,
        uniqueVisitors: 0,
        clicks: 0,
      })),
      links: [],
      referrers: [],
      countries: [],
      devices: [],
    } satisfies AnalyticsReport,
  },
};

/** The Earn section's tips, answered as none received. */
export const tipsAnswers: Answers = {
  "GET /api/earn/tips": { body: { items: [], total: 0, page: 1, pageSize: 20, totals: [] } satisfies TipsPage },
};

/** The primary page's members and activity, answered for an owner of one page and nobody else. */
export const membersAnswers: Answers = {
  [`GET /api/pages/${primaryPageId}/members`]: { body: { items: [] } },
  [`GET /api/pages/${primaryPageId}/activity`]: { body: { items: [], next: null } },
};

/**
 * What the dashboard's sections read, answered for a signed-in free account with `profile` and nothing
 * set up: the frame's profile, the plan, the Security card's settings, the Audience card's list, the
 * analytics, the Earn section's account and tips, the page's members and activity, and a free username.
 */
export const dashboardReads: Answers = {
  ...signedIn,
  ...freePlanAnswers,
  ...securityAnswers,
  ...audienceAnswers,
  ...earnAnswers,
  ...analyticsAnswers,
  ...tipsAnswers,
  ...membersAnswers,
  "GET /api/pages/ada-id/profile": { body: profile },
  // The editor checks a new username as it is typed.
  "GET /api/username-available": { body: { available: true } satisfies UsernameAvailability },
};

/** A card of each section that waits for the profile (or, in a section without one, its card). */
const sectionCards: Partial<Record<ScreenPath, string>> = {
  "/dashboard": "Links",
  "/dashboard/design": "Theme",
  "/dashboard/audience": "Audience",
  "/dashboard/analytics": "Analytics",
  "/dashboard/earn": "Stripe account",
  "/dashboard/members": "Members",
  "/dashboard/settings": "Referrals",
};

/**
 * Renders a section of the dashboard (/dashboard unless `at` says which) with the profile answered (or
 * `profileAnswer`) and waits for its cards.
 */
export async function openDashboard(
  answers: Answers = {},
  profileAnswer: Answers[string] = { body: profile },
  { at = "/dashboard", page }: { at?: ScreenPath; page?: string } = {},
) {
  const calls = answerFetch({ ...dashboardReads, "GET /api/pages/ada-id/profile": profileAnswer, ...answers });
  // A page other than the primary one is named in the address, as the dashboard's links carry it.
  const view = renderApp(page ? `${at}?page=${encodeURIComponent(page)}` : at);
  // A section's cards come with the profile; a profile of 50 links takes happy-dom longer than findBy's
  // default second to render.
  await screen.findByRole("heading", { name: sectionCards[at], level: 2 }, { timeout: 5_000 });
  return { ...view, calls };
}

/** Moves to another section of the dashboard through its navigation, as an owner does, and waits for its cards. */
export async function goToSection(user: ReturnType<typeof userEvent.setup>, name: string, path: ScreenPath) {
  const nav = screen.getByRole("navigation", { name: "Dashboard" });
  await user.click(within(nav).getByRole("link", { name }));
  await screen.findByRole("heading", { name: sectionCards[path], level: 2 }, { timeout: 5_000 });
}

export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup(options);
}

export function putCalls(calls: ReturnType<typeof answerFetch>) {
  return calls.filter((call) => call.path === "/api/pages/ada-id/profile" && call.method === "PUT");
}

/**
 * A card of the dashboard drawn alone, in a router at `at` (whose `?page=` names the page), on the page the
 * dashboard works on, as the dashboard's frame gives it: GET /api/pages must be answered.
 */
export function renderOnPage(card: ReactNode, at = "/dashboard") {
  return renderInApp(
    <MemoryRouter initialEntries={[at]}>
      <CurrentPageProvider>{card}</CurrentPageProvider>
    </MemoryRouter>,
  );
}
