import { act, fireEvent, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatus } from "#contract/types";
import { CurrentPageProvider } from "../../web/pages/dashboard/current-page";
import { SubscriptionPanel } from "../../web/pages/dashboard/subscription/SubscriptionPanel";
import { messageClass } from "../../web/pages/dashboard/subscription/subscription-messages";
import { signedInSession } from "./support/answers";
import { pagesAnswer, profile } from "./support/dashboard-fixtures";
import { answerFetch, renderInApp } from "./support/render";

const free: SubscriptionStatus = { isPro: false, subscriptionStatus: null, subscriptionEndDate: null };
const active: SubscriptionStatus = {
  isPro: true,
  subscriptionStatus: "active",
  subscriptionEndDate: "2027-01-15T00:00:00.000Z",
};
const cancelling: SubscriptionStatus = { ...active, subscriptionStatus: "cancelling" };

function renderPanel(path = "/dashboard", navigate = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        element: (
          <CurrentPageProvider>
            <SubscriptionPanel navigate={navigate} />
          </CurrentPageProvider>
        ),
      },
    ],
    {
      initialEntries: [path],
    },
  );
  renderInApp(<RouterProvider router={router} />);
  return { router, navigate };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("message class", () => {
  it("is success for resumed/success, info for cancelled, error otherwise", () => {
    expect(messageClass("Subscription resumed.")).toBe("success");
    expect(messageClass("Subscription successful! Welcome to the Pro tier!")).toBe("success");
    expect(messageClass("Subscription cancelled.")).toBe("info");
    expect(messageClass("Subscription cancelled. You will retain access until the end of your billing period.")).toBe(
      "info",
    );
    expect(messageClass("Error cancelling subscription.")).toBe("error");
    expect(messageClass("Network error. Please try again.")).toBe("error");
  });
});

describe("the subscription panel for a free user", () => {
  it("shows FREE Member, the Pro features, the Founding Member price and Upgrade to Pro", async () => {
    answerFetch({ ...signedInSession, ...pagesAnswer(), "/api/subscription-status": { body: free } });
    renderPanel();
    expect(await screen.findByText("FREE Member")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pro Features" })).toBeTruthy();
    expect(screen.getByText(/Toggle branding on\/off/)).toBeTruthy();
    expect(screen.getByText("Your own domain (like links.yourname.com)")).toBeTruthy();
    expect(screen.getByText(/Lock in the founding member price/)).toBeTruthy();
    expect(screen.getByText("A year of analytics and CSV export")).toBeTruthy();
    expect(screen.getByText(/\$3\.99 \/ month/).closest("p")?.textContent).toMatch(/Founding Member price/);
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByRole("button", { name: "Manage billing" })).toBeNull();
  });

  it("goes to the checkout url, showing Processing... meanwhile", async () => {
    let release: () => void = () => {};
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: free },
      "POST /api/create-checkout-session": () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { url: "https://checkout.example/cs_1" } });
        }),
    });
    const { navigate } = renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Pro" }));
    const busy = await screen.findByRole("button", { name: "Processing..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    expect(navigate).toHaveBeenCalledWith("https://checkout.example/cs_1");
  });

  it("shows the server msg, the product fallback, or the network message when checkout fails", async () => {
    const cases = [
      [{ status: 502, body: { msg: "Card network down" } }, "Card network down"],
      [{ status: 500, body: {} }, "Error creating checkout session. Please try again."],
      ["network-error", "Network error. Please try again."],
    ] as const;
    for (const [answer, text] of cases) {
      answerFetch({
        ...signedInSession,
        ...pagesAnswer(),
        "/api/subscription-status": { body: free },
        "POST /api/create-checkout-session": answer,
      });
      const view = renderPanel();
      fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Pro" }));
      const message = await screen.findByText(text);
      expect(message.className).toContain("--error");
      expect((screen.getByRole("button", { name: "Upgrade to Pro" }) as HTMLButtonElement).disabled).toBe(false);
      view.router.dispose();
      document.body.innerHTML = "";
    }
  });
});

describe("the subscription panel for a Pro user", () => {
  it("shows PRO Member, the branding toggle, Manage billing, Cancel and the next billing date", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: active },
      "/api/pages/ada-id/profile": { body: { showBranding: true } },
    });
    renderPanel();
    expect(await screen.findByText("PRO Member")).toBeTruthy();
    expect(screen.getByText(/Next billing date/).textContent).toMatch(/2027/);
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel subscription" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resume Subscription" })).toBeNull();
    expect(screen.queryByText("Pro Features")).toBeNull();
    expect(screen.queryByText(/ends on/)).toBeNull();
  });

  it("while cancelling shows the end date and Resume Subscription", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: cancelling },
      "/api/pages/ada-id/profile": { body: { showBranding: true } },
    });
    renderPanel();
    expect(await screen.findByText(/Your subscription ends on .*2027/)).toBeTruthy();
    expect(screen.getByText(/Next billing date/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resume Subscription" })).toBeTruthy();
  });

  it("while cancelling without an end date says it ends with the billing period", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: { ...cancelling, subscriptionEndDate: null } },
      "/api/pages/ada-id/profile": { body: { showBranding: true } },
    });
    renderPanel();
    expect(
      await screen.findByText("Your subscription will end at the end of the current billing period."),
    ).toBeTruthy();
    expect(screen.queryByText(/Next billing date/)).toBeNull();
  });

  it("cancels only through the 'Cancel subscription?' dialog, then refetches the status after 2 s", async () => {
    const calls = answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: active },
      "/api/pages/ada-id/profile": { body: { showBranding: true } },
      "POST /api/cancel-subscription": {
        body: {
          msg: "Subscription cancelled. You will retain access until the end of your billing period.",
          ...cancelling,
        },
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(within(dialog).getByRole("heading", { name: "Cancel subscription?", hidden: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep subscription", hidden: true }));
    expect(calls.filter((c) => c.path === "/api/cancel-subscription")).toHaveLength(0);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm cancel", hidden: true }));
    const message = await screen.findByText(/You will retain access/);
    expect(message.className).toContain("--info");
    const cancelCall = calls.find((c) => c.path === "/api/cancel-subscription");
    expect(cancelCall).toMatchObject({ method: "POST", body: undefined });
    expect(await screen.findByRole("button", { name: "Resume Subscription" })).toBeTruthy();

    const statusCalls = () => calls.filter((c) => c.path === "/api/subscription-status").length;
    const before = statusCalls();
    await act(async () => vi.advanceTimersByTime(1900));
    expect(statusCalls()).toBe(before);
    await act(async () => vi.advanceTimersByTime(200));
    expect(statusCalls()).toBe(before + 1);
  });

  it("resumes with 'Subscription resumed.' as a success message", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: cancelling },
      "/api/pages/ada-id/profile": { body: { showBranding: true } },
      "POST /api/resume-subscription": { body: { msg: "Subscription resumed.", ...active } },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Resume Subscription" }));
    const message = await screen.findByText("Subscription resumed.");
    expect(message.className).toContain("--success");
    expect(await screen.findByRole("button", { name: "Cancel subscription" })).toBeTruthy();
  });

  it("reports cancel and portal failures with the product texts", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: active },
      "/api/pages/ada-id/profile": { body: { showBranding: true } },
      "POST /api/billing-portal-session": { status: 500, body: {} },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Manage billing" }));
    expect(await screen.findByText("Error opening billing portal. Please try again.")).toBeTruthy();
  });
});

describe("the branding toggle", () => {
  it("changes at once, shows Saving… and saves {showBranding}", async () => {
    let release: () => void = () => {};
    const calls = answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: active },
      "/api/pages/ada-id/profile": { body: { showBranding: true } },
      "PUT /api/pages/ada-id/profile": () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { showBranding: false } });
        }),
    });
    renderPanel();
    const toggle = (await screen.findByRole("switch")) as HTMLInputElement;
    await vi.waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(screen.getByText("Saving…")).toBeTruthy();
    expect(toggle.disabled).toBe(true);
    await vi.waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ showBranding: false }));
    await act(async () => release());
    await vi.waitFor(() => expect(screen.queryByText("Saving…")).toBeNull());
    expect(toggle.checked).toBe(false);
  });

  it("is disabled until the setting loads, and says so when loading fails", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: active },
      "/api/pages/ada-id/profile": { status: 500, body: {} },
    });
    renderPanel();
    expect(await screen.findByText("Failed to load branding setting")).toBeTruthy();
    expect((screen.getByRole("switch") as HTMLInputElement).disabled).toBe(true);
  });

  it("is not rolled back when saving fails, and shows the server msg or 'Failed to save'", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": { body: active },
      "/api/pages/ada-id/profile": { body: { showBranding: true } },
      "PUT /api/pages/ada-id/profile": { status: 403, body: { msg: "Branding can only be hidden on Pro." } },
    });
    renderPanel();
    const toggle = (await screen.findByRole("switch")) as HTMLInputElement;
    await vi.waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText("Branding can only be hidden on Pro.")).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });
});

describe("returning from checkout", () => {
  it("?subscription=success shows the welcome, refetches after 2 s and removes the query string", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerFetch({ ...signedInSession, ...pagesAnswer(), "/api/subscription-status": { body: free } });
    const { router } = renderPanel("/dashboard?subscription=success");
    const message = await screen.findByText("Subscription successful! Welcome to the Pro tier!");
    expect(message.className).toContain("--success");
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
    const before = calls.filter((c) => c.path === "/api/subscription-status").length;
    await act(async () => vi.advanceTimersByTime(2100));
    expect(calls.filter((c) => c.path === "/api/subscription-status").length).toBe(before + 1);
  });

  it("?subscription=success shows the badge 'Confirming…', never FREE Member, until the status refetch answers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let statusCalls = 0;
    // The first read comes before the provider's webhook has landed; the refetch finds the subscription.
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/subscription-status": () => ({ body: ++statusCalls === 1 ? free : active }),
      // A Pro owner's card shows the branding switch, which reads the profile.
      "/api/pages/ada-id/profile": { body: profile },
    });
    renderPanel("/dashboard?subscription=success");
    await screen.findByText("Subscription successful! Welcome to the Pro tier!");
    await vi.waitFor(() => expect(statusCalls).toBe(1));
    await act(async () => {});
    const heading = screen.getByRole("heading", { name: "Subscription" });
    const badge = () => heading.parentElement?.querySelector(".badge")?.textContent;
    expect(badge()).toBe("Confirming…");
    expect(screen.queryByText("FREE Member")).toBeNull();
    await act(async () => vi.advanceTimersByTime(2100));
    await vi.waitFor(() => expect(badge()).toBe("PRO Member"));
  });

  it("shows FREE Member after a checkout return when the refetch still finds no subscription", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerFetch({ ...signedInSession, ...pagesAnswer(), "/api/subscription-status": { body: free } });
    renderPanel("/dashboard?subscription=success");
    expect(await screen.findByText("Confirming…")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2100));
    expect(await screen.findByText("FREE Member")).toBeTruthy();
    expect(screen.queryByText("Confirming…")).toBeNull();
  });

  it("?subscription=cancelled shows 'Subscription cancelled.' as info", async () => {
    answerFetch({ ...signedInSession, ...pagesAnswer(), "/api/subscription-status": { body: free } });
    const { router } = renderPanel("/dashboard?subscription=cancelled");
    const message = await screen.findByText("Subscription cancelled.");
    expect(message.className).toContain("--info");
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
  });
});
