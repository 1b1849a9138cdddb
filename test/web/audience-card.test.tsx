// The dashboard's Audience card (docs/guides/audience.md): the confirmed subscribers a page at a time with
// the total, removal behind a confirmation, the CSV link; the webhook offer for a free owner; for Pro the
// webhook's URL, its secret shown once, 'Send a test' and the last delivery's status; and the card in German.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AudiencePage, audienceMessages } from "#contract/audience";
import type { SubscriptionStatus } from "#contract/types";
import { AudienceCard } from "../../web/pages/dashboard/audience/AudienceCard";
import { signedInSession } from "./support/answers";
import { pagesAnswer, renderOnPage, setupUser } from "./support/dashboard-fixtures";
import { type Answers, answerFetch } from "./support/render";

const pro: SubscriptionStatus = { isPro: true, subscriptionStatus: "active", subscriptionEndDate: null };
const free: SubscriptionStatus = { isPro: false, subscriptionStatus: null, subscriptionEndDate: null };

const subscribers = (count: number, page = 1): AudiencePage => ({
  items: Array.from({ length: Math.min(20, count - (page - 1) * 20) }, (_, i) => ({
    id: `s${(page - 1) * 20 + i}`,
    email: `fan${(page - 1) * 20 + i}@example.com`,
    confirmedAt: "2026-11-20T10:00:00.000Z",
  })),
  total: count,
  page,
  pageSize: 20,
});

/** The card on ada's primary page, once the dashboard knows the page. */
async function renderCard(answers: Answers) {
  const calls = answerFetch({ ...signedInSession, ...pagesAnswer(), ...answers });
  // In a router, as on the dashboard: an empty list leads to the page's links.
  renderOnPage(<AudienceCard />);
  await screen.findByRole("region", { name: "Audience" });
  return { calls, card: () => screen.getByRole("region", { name: "Audience" }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Audience card", () => {
  it("lists subscribers a page at a time with the CSV link, and offers a free owner the webhook as Pro", async () => {
    const { calls, card } = await renderCard({
      "/api/subscription-status": { body: free },
      "GET /api/pages/ada-id/audience?page=1&pageSize=20": { body: subscribers(25) },
      "GET /api/pages/ada-id/audience?page=2&pageSize=20": { body: subscribers(25, 2) },
    });
    expect(await screen.findByText("25 subscribers")).toBeTruthy();
    expect(within(card()).getAllByRole("row")).toHaveLength(21);
    expect(within(card()).getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/api/pages/ada-id/audience/export.csv",
    );
    expect(within(card()).getByText(/part of Pro/)).toBeTruthy();
    await setupUser().click(within(card()).getByRole("button", { name: "Next" }));
    // The address wraps at its dots and "@" (components/EmailAddress.tsx): its cell's text is the address.
    await waitFor(() =>
      expect(
        within(card())
          .getAllByRole("cell")
          .some((cell) => cell.textContent === "fan24@example.com"),
      ).toBe(true),
    );
    expect(calls.some((call) => call.path === "/api/pages/ada-id/audience?page=2&pageSize=20")).toBe(true);
  });

  it("removes a subscriber only once confirmed", async () => {
    const { calls, card } = await renderCard({
      "/api/subscription-status": { body: free },
      "GET /api/pages/ada-id/audience?page=1&pageSize=20": { body: subscribers(1) },
      "DELETE /api/pages/ada-id/audience/s0": { body: { msg: audienceMessages.subscriberDeleted } },
    });
    const user = setupUser();
    await user.click(await within(card()).findByRole("button", { name: "Remove fan0@example.com" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Remove subscriber" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/pages/ada-id/audience/s0")).toBe(
        true,
      ),
    );
  });

  it("saves a Pro owner's webhook and shows its secret once, with the test button", async () => {
    const { calls, card } = await renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/audience?page=1&pageSize=20": { body: subscribers(0) },
      "GET /api/pages/ada-id/audience/webhook": {
        body: { url: null, lastDelivery: null },
      },
      "PUT /api/pages/ada-id/audience/webhook": {
        body: { url: "https://hooks.example.com/x", secret: "whsec_shown_once" },
      },
    });
    expect(await screen.findByText(/No subscribers yet/)).toBeTruthy();
    const user = setupUser();
    await user.type(await within(card()).findByLabelText("Webhook URL"), "https://hooks.example.com/x");
    await user.click(within(card()).getByRole("button", { name: "Save webhook" }));
    expect(await within(card()).findByText("whsec_shown_once")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ url: "https://hooks.example.com/x" });
    expect(within(card()).getByRole("button", { name: "Send a test" })).toBeTruthy();
  });

  it("says how the last delivery went", async () => {
    await renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/audience?page=1&pageSize=20": { body: subscribers(0) },
      "GET /api/pages/ada-id/audience/webhook": {
        body: {
          url: "https://hooks.example.com/x",
          lastDelivery: { at: "2026-11-20T10:00:00.000Z", status: 503, error: null },
        },
      },
    });
    expect(await screen.findByText(/Failed: the receiver answered HTTP 503/)).toBeTruthy();
  });

  it("speaks a German reader's language: the count as a plural, the day and the last delivery", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/auth/me": { body: { ...signedInSession["/api/auth/me"].body, language: "de" } },
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/audience?page=1&pageSize=20": { body: subscribers(1) },
      "GET /api/pages/ada-id/audience/webhook": {
        body: {
          url: "https://hooks.example.com/x",
          lastDelivery: { at: "2026-11-20T10:00:00.000Z", status: null, error: null },
        },
      },
    });
    renderOnPage(<AudienceCard />);
    expect(await screen.findByText("1 Abonnent")).toBeTruthy();
    const card = screen.getByRole("region", { name: "Publikum" });
    expect(within(card).getByRole("cell", { name: "20.11.2026" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "fan0@example.com entfernen" })).toBeTruthy();
    expect(await within(card).findByText(/Fehlgeschlagen: Der Empfänger war nicht erreichbar/)).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Test senden" })).toBeTruthy();
  });
});
