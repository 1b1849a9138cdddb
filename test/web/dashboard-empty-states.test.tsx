// Each dashboard section with nothing in it yet (docs/product.md, "Dashboard"): a card says what it is for and
// leads to the first step — a block to add on the page, the page's address to share, Stripe to connect, a
// token or a social icon to make — and says nothing of the kind once it holds something.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#contract/analytics";
import type { EarnAccount, TipsPage } from "#contract/earn";
import type { OwnerProfile } from "#contract/types";
import { tipsTexts } from "../../web/pages/dashboard/earn/TipsCard";
import { earnAnswers, openDashboard, profile, setupUser, shownLink } from "./support/dashboard-fixtures";

const region = (name: string) => screen.getByRole("region", { name });
const withBlock = (kind: "signup" | "tip"): OwnerProfile => ({
  ...profile,
  links: [
    ...profile.links,
    kind === "signup"
      ? { id: "s", title: "Join my list", url: "", clicks: 0, ...shownLink, kind, buttonText: "Join", held: false }
      : {
          id: "t",
          title: "Buy me a coffee",
          url: "",
          clicks: 0,
          ...shownLink,
          kind,
          amounts: [300, 500],
          currency: "usd",
          allowCustom: true,
          held: false,
        },
  ],
});
const enabled: EarnAccount = {
  ...(earnAnswers["GET /api/earn"] as { body: EarnAccount }).body,
  status: "enabled",
  chargesEnabled: true,
  payoutsEnabled: true,
  defaultCurrency: "usd",
};
const noTips: TipsPage = { items: [], total: 0, page: 1, pageSize: 20, totals: [] };
const noViews: AnalyticsReport = {
  range: "30d",
  from: "2026-11-01",
  to: "2026-11-30",
  totals: { views: 0, uniqueVisitors: 0, clicks: 0, ctr: 0 },
  daily: [],
  links: [],
  referrers: [],
  countries: [],
  devices: [],
};
const free = { isPro: false, subscriptionStatus: null, subscriptionEndDate: null };

describe("the dashboard's empty states", () => {
  it("Audience without subscribers says what it lists and leads to adding a sign-up block, which takes the focus", async () => {
    const { router } = await openDashboard({}, undefined, { at: "/dashboard/audience" });
    const card = region("Audience");
    expect(await within(card).findByRole("heading", { name: "No subscribers yet", level: 3 })).toBeTruthy();
    expect(within(card).getByText(/listed here, ready to download as CSV/)).toBeTruthy();
    await setupUser().click(within(card).getByRole("link", { name: "Add a sign-up block" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.hash).toBe("#add-links");
    const group = await screen.findByRole("group", { name: "Add a link" });
    await waitFor(() => expect(document.activeElement).toBe(group));
    expect(within(group).getByRole("button", { name: "E-mail sign-up" })).toBeTruthy();
  });

  it("Audience of a page that has its sign-up block offers the page's address to share", async () => {
    await openDashboard({}, { body: withBlock("signup") }, { at: "/dashboard/audience" });
    const card = region("Audience");
    await within(card).findByRole("heading", { name: "No subscribers yet" });
    expect(within(card).queryByRole("link", { name: "Add a sign-up block" })).toBeNull();
    await setupUser().click(within(card).getByRole("button", { name: "Copy your link" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/ada`);
  });

  it("Analytics with no views says what is counted and offers the page's address to share", async () => {
    await openDashboard(
      { "/api/pages/ada-id/analytics?range=30d": { body: noViews }, "/api/subscription-status": { body: free } },
      undefined,
      { at: "/dashboard/analytics" },
    );
    const card = region("Analytics");
    expect(await within(card).findByRole("heading", { name: "No views yet in this range", level: 3 })).toBeTruthy();
    await setupUser().click(within(card).getByRole("button", { name: "Copy your link" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/ada`);
  });

  it("Earnings before Stripe can take tips says to connect it first, with no second connect button", async () => {
    await openDashboard({ "GET /api/earn/tips": { body: noTips } }, undefined, { at: "/dashboard/earn" });
    const tips = region("Tips");
    expect(await within(tips).findByRole("heading", { name: tipsTexts.empty })).toBeTruthy();
    expect(within(tips).getByText(tipsTexts.emptyWhy)).toBeTruthy();
    expect(within(tips).getByText(tipsTexts.connectFirst)).toBeTruthy();
    expect(within(tips).queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("button", { name: "Connect with Stripe" })).toHaveLength(1);
  });

  it("Earnings with Stripe ready leads to adding a tip jar, then, once the page has one, to sharing it", async () => {
    const { unmount } = await openDashboard(
      { "GET /api/earn": { body: enabled }, "GET /api/earn/tips": { body: noTips } },
      undefined,
      { at: "/dashboard/earn" },
    );
    const tips = region("Tips");
    await within(tips).findByText(tipsTexts.addTipJar, { exact: false });
    expect(within(tips).getByRole("link", { name: "Add a tip jar" }).getAttribute("href")).toBe("/dashboard#add-links");
    unmount();

    await openDashboard(
      { "GET /api/earn": { body: enabled }, "GET /api/earn/tips": { body: noTips } },
      { body: withBlock("tip") },
      { at: "/dashboard/earn" },
    );
    const shared = region("Tips");
    await within(shared).findByText(tipsTexts.shareTipJar, { exact: false });
    expect(within(shared).queryByRole("link", { name: "Add a tip jar" })).toBeNull();
    expect(within(shared).getByRole("button", { name: "Copy your link" })).toBeTruthy();
  });

  it("Settings' API tokens with none says what a token is for and where the first is made", async () => {
    await openDashboard({}, undefined, { at: "/dashboard/settings" });
    const card = region("API tokens");
    expect(await within(card).findByRole("heading", { name: "No tokens yet", level: 3 })).toBeTruthy();
    expect(within(card).getByText(/create it below/)).toBeTruthy();
  });

  it("Settings' API tokens lists the tokens there are, and says nothing of none", async () => {
    await openDashboard(
      {
        "GET /api/tokens": {
          body: {
            items: [
              {
                id: "t1",
                name: "Zapier",
                scopes: ["pages:read"],
                createdAt: "2026-11-20T10:00:00.000Z",
                lastUsedAt: null,
                expiresAt: null,
              },
            ],
          },
        },
      },
      undefined,
      { at: "/dashboard/settings" },
    );
    const card = region("API tokens");
    await within(card).findByRole("list", { name: "Your API tokens" });
    expect(within(card).queryByRole("heading", { name: "No tokens yet" })).toBeNull();
  });

  it("Design's social icons with none says what they are, and the first one added replaces it", async () => {
    await openDashboard({}, undefined, { at: "/dashboard/design" });
    const card = region("Social icons");
    expect(within(card).getByRole("heading", { name: "No social icons yet", level: 3 })).toBeTruthy();
    await setupUser().click(within(card).getByRole("button", { name: "Add social icon" }));
    await waitFor(() => expect(within(card).queryByRole("heading", { name: "No social icons yet" })).toBeNull());
  });
});
