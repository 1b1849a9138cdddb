// The page editor (docs/product.md, "Making the page yours"): the theme picker's live contrast and nearest passing colour, social
// icons with platform detection, section titles, visibility, spotlight and schedule controls with their
// state labels, the save carrying all of it, the preview's view of the draft, and unsaved edits kept
// between the dashboard's sections and asked about before leaving it.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accentPasses, nearestPassingAccent } from "#contract/themes";
import { draftFromProfile } from "../../web/pages/dashboard/editor/draft";
import { toProfile } from "../../web/pages/dashboard/editor/profile-api";
import { previewProfile } from "../../web/pages/dashboard/preview/draft-preview";
import { goToSection, openDashboard, profile, putCalls, setupUser, shownLink } from "./support/dashboard-fixtures";
import { addLinkButton, linkGroup } from "./support/links-card";
import type { FetchCall } from "./support/render";

const saveButton = () => screen.getByRole("button", { name: /^(Save changes|Saving…)$/ }) as HTMLButtonElement;
const echo = (call: FetchCall) => ({ body: { ...profile, ...(call.body as object) } });

describe("the theme picker", () => {
  it("shows the contrast as the owner picks and offers the nearest colour that passes", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": echo }, undefined, {
      at: "/dashboard/design",
    });
    const user = setupUser();
    const card = screen.getByRole("region", { name: "Theme" });
    await user.click(within(card).getByLabelText("Ink"));
    const hex = within(card).getByLabelText("Button colour");
    await user.type(hex, "#333333");
    expect(within(card).getByText(/Contrast 1\.\d:1: too low/)).toBeTruthy();
    const nearest = nearestPassingAccent("ink", "#333333");
    expect(accentPasses("ink", nearest)).toBe(true);
    await user.click(within(card).getByRole("button", { name: `Use ${nearest}` }));
    expect((hex as HTMLInputElement).value).toBe(nearest);
    expect(within(card).getByText(/passes \(4\.5:1 needed\)/)).toBeTruthy();
    await user.click(saveButton());
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    expect(putCalls(calls)[0]?.body).toMatchObject({ theme: { preset: "ink", accent: nearest } });
  });

  it("does not send a faint accent: the field says why", async () => {
    const { calls } = await openDashboard({}, undefined, { at: "/dashboard/design" });
    const user = setupUser();
    const card = screen.getByRole("region", { name: "Theme" });
    await user.click(within(card).getByLabelText("Ink"));
    await user.type(within(card).getByLabelText("Button colour"), "#222222");
    await user.click(saveButton());
    expect(putCalls(calls)).toHaveLength(0);
    expect(within(card).getByText(/Contrast 1\.\d:1: too low/)).toBeTruthy();
    expect(document.activeElement).toBe(within(card).getByLabelText("Button colour"));
  });
});

describe("social icons", () => {
  it("detects the platform from the URL and saves the list", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": echo }, undefined, {
      at: "/dashboard/design",
    });
    const user = setupUser();
    const card = screen.getByRole("region", { name: "Social icons" });
    await user.click(within(card).getByRole("button", { name: "Add social icon" }));
    await user.type(within(card).getByLabelText("Social 1 URL"), "https://github.com/ada");
    expect((within(card).getByLabelText("Platform") as HTMLSelectElement).value).toBe("github");
    await user.click(within(card).getByRole("button", { name: "Add social icon" }));
    await user.type(within(card).getByLabelText("Social 2 URL"), "mailto:ada@example.com");
    expect((within(card).getAllByLabelText("Platform")[1] as HTMLSelectElement).value).toBe("email");
    await user.click(saveButton());
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    expect(putCalls(calls)[0]?.body).toMatchObject({
      socials: [
        { platform: "github", url: "https://github.com/ada" },
        { platform: "email", url: "mailto:ada@example.com" },
      ],
    });
  });
});

describe("links: sections, visibility, spotlight and schedule", () => {
  it("labels hidden, scheduled and ended links and sends every link's state", async () => {
    const starts = new Date(2099, 11, 1, 9, 0);
    const loaded = {
      ...profile,
      links: [
        { id: "l1", title: "Blog", url: "https://ada.dev", clicks: 5, ...shownLink, enabled: false },
        {
          id: "l2",
          title: "Launch",
          url: "https://ada.dev/launch",
          clicks: 0,
          ...shownLink,
          startsAt: starts.toISOString(),
        },
        {
          id: "l3",
          title: "Sale",
          url: "https://ada.dev/sale",
          clicks: 2,
          ...shownLink,
          endsAt: "2020-01-01T00:00:00.000Z",
        },
      ],
    };
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": echo }, { body: loaded });
    const user = setupUser();
    expect(within(linkGroup(1)).getByText("Hidden")).toBeTruthy();
    expect(within(linkGroup(2)).getByText("Starts Dec 1, 09:00")).toBeTruthy();
    expect(within(linkGroup(3)).getByText("Ended")).toBeTruthy();

    await user.click(within(linkGroup(1)).getByLabelText("Show on page"));
    expect(within(linkGroup(1)).queryByText("Hidden")).toBeNull();
    await user.click(within(linkGroup(3)).getByRole("button", { name: "More" }));
    await user.click(within(linkGroup(3)).getByLabelText("Spotlight"));
    await user.click(addLinkButton("Section title"));
    await user.type(within(screen.getByRole("group", { name: "Section 4" })).getByLabelText("Section title"), "Shop");
    await user.click(saveButton());
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    const sent = (putCalls(calls)[0]?.body as { links: Record<string, unknown>[] } | undefined)?.links ?? [];
    expect(sent.map((l) => [l.title, l.kind, l.enabled, l.featured, l.startsAt, l.url])).toEqual([
      ["Blog", "link", true, false, null, "https://ada.dev"],
      ["Launch", "link", true, false, starts.toISOString(), "https://ada.dev/launch"],
      ["Sale", "link", true, true, null, "https://ada.dev/sale"],
      ["Shop", "header", true, false, null, ""],
    ]);
  });

  it("refuses an end before the start on the field", async () => {
    const { calls } = await openDashboard({
      "GET /api/subscription-status": {
        body: { isPro: true, subscriptionStatus: "active", subscriptionEndDate: null },
      },
    });
    const user = setupUser();
    await user.click(within(linkGroup(1)).getByRole("button", { name: "More" }));
    await user.type(await within(linkGroup(1)).findByLabelText("Starts"), "2099-12-02T09:00");
    await user.type(within(linkGroup(1)).getByLabelText("Ends"), "2099-12-01T09:00");
    await user.click(saveButton());
    expect(putCalls(calls)).toHaveLength(0);
    expect(within(linkGroup(1)).getByText("The end must be after the start.")).toBeTruthy();
  });
});

describe("the preview's view of the draft", () => {
  it("shows what a visitor would see now: spotlight first, hidden and future links left out", () => {
    const saved = toProfile({
      ...profile,
      links: [
        { id: "a", title: "A", url: "https://a.example", clicks: 0, ...shownLink, enabled: false },
        { id: "h", title: "Shop", url: "", clicks: 0, ...shownLink, kind: "header" },
        { id: "b", title: "B", url: "https://b.example", clicks: 0, ...shownLink },
        { id: "c", title: "C", url: "https://c.example", clicks: 0, ...shownLink, featured: true },
        { id: "d", title: "D", url: "https://d.example", clicks: 0, ...shownLink, startsAt: "2099-01-01T00:00:00Z" },
      ],
      theme: { preset: "ink", accent: "#222222" },
    });
    const shown = previewProfile(draftFromProfile(saved), saved, Date.now());
    expect(shown.links).toEqual([
      { kind: "link", title: "C", url: "https://c.example", featured: true, sensitive: false },
      { kind: "header", title: "Shop" },
      { kind: "link", title: "B", url: "https://b.example", featured: false, sensitive: false },
    ]);
    // A faint accent previews as the theme's own colour, as it could not be saved.
    expect(shown.theme).toEqual({ preset: "ink", accent: null });
  });
});

describe("unsaved edits across the dashboard's sections", () => {
  it("survive a move to another section and back, with Save changes on each section meanwhile", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": echo });
    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), " more");
    await goToSection(user, "Settings", "/dashboard/settings");
    // Nothing asked: the draft is the dashboard's, not the section's.
    expect(screen.queryByRole("dialog", { name: "Leave without saving?" })).toBeNull();
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    await goToSection(user, "Your page", "/dashboard");
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Hello there more");
    await user.click(saveButton());
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    expect(putCalls(calls)[0]?.body).toMatchObject({ bio: "Hello there more" });
  });

  it("shows no save bar on a section that does not edit the page while nothing is unsaved", async () => {
    await openDashboard({}, undefined, { at: "/dashboard/settings" });
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  });

  it("asks before an in-app link leaves the dashboard, and stays on 'Keep editing'", async () => {
    await openDashboard();
    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), " more");
    const away = screen.getByRole("link", { name: "LinkNest" });
    await user.click(away);
    expect(await screen.findByRole("dialog", { name: "Leave without saving?" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Hello there more");
    // 'Leave' follows the link.
    await user.click(away);
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Dashboard", level: 1 })).toBeNull());
  });

  it("asks before the browser's back button leaves the dashboard, but not between its sections", async () => {
    const { router } = await openDashboard();
    const user = setupUser();
    await goToSection(user, "Design", "/dashboard/design");
    await user.click(within(screen.getByRole("region", { name: "Theme" })).getByLabelText("Ink"));
    // Back to the previous section: a section of the dashboard, so nothing is asked.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Leave without saving?" })).toBeNull();
    await act(() => router.navigate("/tos"));
    expect(await screen.findByRole("dialog", { name: "Leave without saving?" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
  });
});
