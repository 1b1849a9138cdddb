// The dashboard's Custom domain card (docs/product.md, "Custom domains"): the upgrade offer for a free owner; for a Pro owner
// the domain field with its client rule, the records to add with copy buttons, the status in words,
// Check now and Remove behind a confirmation; a domain in both forms; and a server that offers none.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CustomDomain, customDomainMessages } from "#contract/custom-domains";
import type { SubscriptionStatus } from "#contract/types";
import { CustomDomainCard } from "../../web/pages/dashboard/custom-domain/CustomDomainCard";
import { signedInSession } from "./support/answers";
import { pagesAnswer, renderOnPage, setupUser } from "./support/dashboard-fixtures";
import { type Answers, answerFetch, toastRegion } from "./support/render";

const pro: SubscriptionStatus = { isPro: true, subscriptionStatus: "active", subscriptionEndDate: null };
const free: SubscriptionStatus = { isPro: false, subscriptionStatus: null, subscriptionEndDate: null };
const none = { body: null };

const pending: CustomDomain = {
  hostname: "links.ada.example",
  unicodeHostname: "links.ada.example",
  status: "pending",
  records: [
    { type: "CNAME", name: "links.ada.example", value: "customers.linknest.example" },
    { type: "TXT", name: "_cf-custom-hostname.links.ada.example", value: "0f7c1e52-token" },
  ],
  message: customDomainMessages.pending,
  createdAt: "2026-12-01T10:00:00.000Z",
  activeAt: null,
  endsAt: null,
};
const active: CustomDomain = {
  ...pending,
  status: "active",
  records: [],
  message: customDomainMessages.active("links.ada.example"),
  activeAt: "2026-12-01T10:05:00.000Z",
};

function renderCard(answers: Answers, navigate = vi.fn()) {
  const calls = answerFetch({ ...signedInSession, ...pagesAnswer(), ...answers });
  renderOnPage(<CustomDomainCard navigate={navigate} />);
  return { calls, navigate, card: () => screen.getByRole("region", { name: "Custom domain" }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Custom domain card", () => {
  it("offers a free owner the upgrade, and no field", async () => {
    const { navigate } = renderCard({
      "/api/subscription-status": { body: free },
      "GET /api/pages/ada-id/custom-domain": none,
      "POST /api/create-checkout-session": { body: { url: "https://checkout.example/cs_1" } },
    });
    expect(await screen.findByText("Your own domain (like links.yourname.com) is part of Pro.")).toBeTruthy();
    expect(screen.queryByLabelText("Domain")).toBeNull();
    await setupUser().click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("https://checkout.example/cs_1"));
  });

  it("adds a domain and shows the records to add, each part with its copy button", async () => {
    const { calls } = renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/custom-domain": none,
      "PUT /api/pages/ada-id/custom-domain": { status: 201, body: pending },
    });
    const user = setupUser();
    const field = await screen.findByLabelText("Domain");
    await user.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText(customDomainMessages.empty)).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);

    await user.type(field, "links.ada.example");
    await user.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText(customDomainMessages.pending)).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ hostname: "links.ada.example" });
    expect(screen.getByText("Waiting for DNS")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Add these records at your DNS provider:" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["CNAME", "TXT"]);
    expect(within(rows[0] as HTMLElement).getByText("customers.linknest.example")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Copy the TXT record's value" }));
    expect(await navigator.clipboard.readText()).toBe("0f7c1e52-token");
    await user.click(screen.getByRole("button", { name: "Copy the CNAME record's name" }));
    expect(await navigator.clipboard.readText()).toBe("links.ada.example");
    expect(await within(toastRegion()).findAllByText("Copied.")).toBeTruthy();
    // One domain per account: no field while it has one.
    expect(screen.queryByLabelText("Domain")).toBeNull();
  });

  it("shows the server's reason a hostname is refused", async () => {
    renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/custom-domain": none,
      "PUT /api/pages/ada-id/custom-domain": { status: 400, body: { msg: customDomainMessages.bareDomain } },
    });
    const user = setupUser();
    await user.type(await screen.findByLabelText("Domain"), "yourname.com");
    await user.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText(customDomainMessages.bareDomain)).toBeTruthy();
  });

  it("checks now, then shows the domain active without records or Check now", async () => {
    const { calls } = renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/custom-domain": { body: pending },
      "POST /api/pages/ada-id/custom-domain/check": { body: active },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Check now" }));
    expect(await screen.findByText(active.message)).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/pages/ada-id/custom-domain/check")).toHaveLength(1);
    // The check says what it found, and the live address is a link.
    expect(await within(toastRegion()).findByText("Checked just now: Active.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "links.ada.example" }).getAttribute("href")).toBe(
      "https://links.ada.example",
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Check now" })).toBeNull();
  });

  it("says what a check found when nothing changed, and links no address that is not live", async () => {
    renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/custom-domain": { body: pending },
      "POST /api/pages/ada-id/custom-domain/check": { body: pending },
    });
    await setupUser().click(await screen.findByRole("button", { name: "Check now" }));
    expect(await within(toastRegion()).findByText("Checked just now: Waiting for DNS.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "links.ada.example" })).toBeNull();
  });

  it("shows the 7 days left once Pro has ended", async () => {
    const endsAt = "2026-12-09T10:00:00.000Z";
    renderCard({
      "/api/subscription-status": { body: free },
      "GET /api/pages/ada-id/custom-domain": {
        body: { ...active, endsAt, message: `${active.message} ${customDomainMessages.proEnded(endsAt)}` },
      },
    });
    expect(await screen.findByText(/keeps working until 2026-12-09/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove links.ada.example" })).toBeTruthy();
  });

  it("says why a check failed, e.g. too many", async () => {
    renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/custom-domain": { body: pending },
      "POST /api/pages/ada-id/custom-domain/check": {
        status: 429,
        body: { msg: "Too many attempts. Please wait a minute and try again." },
      },
    });
    await setupUser().click(await screen.findByRole("button", { name: "Check now" }));
    expect(
      await within(toastRegion()).findByText("Too many attempts. Please wait a minute and try again."),
    ).toBeTruthy();
    expect(screen.getByText(customDomainMessages.pending)).toBeTruthy();
  });

  it("removes the domain after the confirmation, and offers the field again", async () => {
    const { calls } = renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/custom-domain": { body: active },
      "DELETE /api/pages/ada-id/custom-domain": { body: { msg: customDomainMessages.removed } },
    });
    const user = setupUser();
    // The button names what it removes.
    await user.click(await screen.findByRole("button", { name: "Remove links.ada.example" }));
    const dialog = screen.getByRole("dialog", { name: "Remove links.ada.example?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep domain" }));
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Remove links.ada.example" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove domain" }));
    expect(await within(toastRegion()).findByText(customDomainMessages.removed)).toBeTruthy();
    expect(await screen.findByLabelText("Domain")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("shows an internationalised domain in both forms, and a failed one with the field to try again", async () => {
    renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/custom-domain": {
        body: {
          ...pending,
          hostname: "links.xn--bcher-kva.example",
          unicodeHostname: "links.bücher.example",
          status: "failed",
          records: [],
          message: customDomainMessages.caaBlocks,
        },
      },
    });
    expect(await screen.findByText("links.bücher.example")).toBeTruthy();
    expect(screen.getByText("(links.xn--bcher-kva.example)")).toBeTruthy();
    expect(screen.getByText(customDomainMessages.caaBlocks)).toBeTruthy();
    expect(screen.getByText("Failed")).toBeTruthy();
    expect(screen.getByLabelText("Domain")).toBeTruthy();
  });

  it("says so when the server offers no custom domains", async () => {
    renderCard({
      "/api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/custom-domain": { status: 404, body: { msg: customDomainMessages.notOffered } },
    });
    expect(await screen.findByText(customDomainMessages.notOffered)).toBeTruthy();
    expect(screen.queryByLabelText("Domain")).toBeNull();
  });
});
