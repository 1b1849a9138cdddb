// The dashboard's top buttons (docs/product.md, "Screens") and the copy messages (the messages in contract/ (Copy)).
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardReads, openDashboard, profile, setupUser } from "./support/dashboard-fixtures";
import { answerFetch, renderApp, toastRegion } from "./support/render";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the dashboard's top buttons", () => {
  it("'View public page' opens /{username} in a new tab as a plain link", async () => {
    await openDashboard();
    const link = screen.getByRole("link", { name: "View public page" });
    expect(link.getAttribute("href")).toBe("/ada");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("'Copy link' copies the public page's address and says 'Link copied.'", async () => {
    await openDashboard();
    const user = setupUser();
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await within(toastRegion()).findByText("Link copied.")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/ada`);
  });

  it("'Copy referral link' copies the signup link with the referral code and says 'Referral link copied.'", async () => {
    await openDashboard();
    const user = setupUser();
    await user.click(screen.getByRole("button", { name: "Copy referral link" }));
    expect(await within(toastRegion()).findByText("Referral link copied.")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/signup?ref=ADA123`);
  });

  it("says 'Copy failed.' when the browser refuses the clipboard", async () => {
    await openDashboard();
    const user = setupUser();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await within(toastRegion()).findByText("Copy failed.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Copy referral link" }));
    expect(within(toastRegion()).getAllByText("Copy failed.")).toHaveLength(2);
    expect(within(toastRegion()).queryByText("Link copied.")).toBeNull();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("before the profile has loaded says 'Username not loaded yet.' and 'Referral code not ready yet.'", async () => {
    answerFetch({ ...dashboardReads, "GET /api/pages/ada-id/profile": () => new Promise(() => {}) });
    renderApp("/dashboard");
    await screen.findByText("Loading profile…");
    const user = setupUser();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await within(toastRegion()).findByText("Username not loaded yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Copy referral link" }));
    expect(await within(toastRegion()).findByText("Referral code not ready yet.")).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("says 'Referral code not ready yet.' when the profile has no referral code", async () => {
    await openDashboard({}, { body: { ...profile, referralCode: "" } });
    await setupUser().click(screen.getByRole("button", { name: "Copy referral link" }));
    expect(await within(toastRegion()).findByText("Referral code not ready yet.")).toBeTruthy();
  });
});
