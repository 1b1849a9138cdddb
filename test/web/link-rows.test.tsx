// A link row in the editor (docs/product.md, "Dashboard"): compact — title, URL, the visible switch and the
// drag handle — with spotlight, 18+ and the schedule behind "More", which opens by itself on an error
// there; scheduling offered as Pro to a free owner; drag announcements that name titles, not ids.
import type { Active, Over } from "@dnd-kit/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profileMessages } from "#contract/profile-schemas";
import type { SubscriptionStatus } from "#contract/types";
import { draftFromProfile, newSection } from "../../web/pages/dashboard/editor/draft";
import { toProfile } from "../../web/pages/dashboard/editor/profile-api";
import { linkDragAnnouncements } from "../../web/pages/dashboard/links/link-drag-announcements";
import { openDashboard, profile, putCalls, setupUser } from "./support/dashboard-fixtures";
import { linkGroup } from "./support/links-card";
import { fieldErrorsAnswer } from "./support/render";

const pro: SubscriptionStatus = { isPro: true, subscriptionStatus: "active", subscriptionEndDate: null };
const asPro = { "GET /api/subscription-status": { body: pro } };
const moreButton = (position: number) => within(linkGroup(position)).getByRole("button", { name: "More" });

describe("a compact link row", () => {
  it("shows the title, URL, visible switch and handle; spotlight, 18+ and schedule wait behind More", async () => {
    await openDashboard(asPro);
    const row = linkGroup(1);
    expect(within(row).getByLabelText("Title")).toBeTruthy();
    expect(within(row).getByLabelText("URL")).toBeTruthy();
    expect(within(row).getByLabelText("Show on page")).toBeTruthy();
    expect(within(row).getByRole("button", { name: /^Drag link 1/ })).toBeTruthy();
    for (const label of ["Spotlight", "Sensitive (18+)", "Starts", "Ends"]) {
      expect(within(row).queryByLabelText(label)).toBeNull();
    }
    const more = moreButton(1);
    expect(more.getAttribute("aria-expanded")).toBe("false");
  });

  it("More reveals them, by pointer or keyboard, for that row alone, and hides them again", async () => {
    await openDashboard(asPro);
    const user = setupUser();
    const more = moreButton(1);
    more.focus();
    await user.keyboard("{Enter}");
    expect(more.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(panel).toBeTruthy();
    expect(within(panel).getByLabelText("Spotlight")).toBeTruthy();
    expect(within(panel).getByRole("switch", { name: "Sensitive (18+)" })).toBeTruthy();
    expect(await within(panel).findByLabelText("Starts")).toBeTruthy();
    expect(within(panel).getByLabelText("Ends")).toBeTruthy();
    expect(within(linkGroup(2)).queryByLabelText("Spotlight")).toBeNull();

    await user.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(within(linkGroup(1)).queryByLabelText("Spotlight")).toBeNull();
  });

  it("keeps More open while a field in it shows an error", async () => {
    await openDashboard(asPro);
    const user = setupUser();
    await user.click(moreButton(1));
    await user.type(await within(linkGroup(1)).findByLabelText("Starts"), "2099-12-02T09:00");
    await user.type(within(linkGroup(1)).getByLabelText("Ends"), "2099-12-01T09:00");
    await user.click(moreButton(1));
    expect(moreButton(1).getAttribute("aria-expanded")).toBe("true");
    expect(within(linkGroup(1)).getByText("The end must be after the start.")).toBeTruthy();
  });

  it("opens More by itself when Save puts an error on a field in it, so the error shows", async () => {
    await openDashboard({
      ...asPro,
      "PUT /api/pages/ada-id/profile": fieldErrorsAnswer(400, "Please review the highlighted fields.", [
        { field: "links.1.startsAt", message: "Use a date and time." },
      ]),
    });
    const user = setupUser();
    expect(moreButton(2).getAttribute("aria-expanded")).toBe("false");
    await user.type(within(linkGroup(2)).getByLabelText("Title"), "!");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(moreButton(2).getAttribute("aria-expanded")).toBe("true"));
    expect(within(linkGroup(2)).getByText("Use a date and time.")).toBeTruthy();
    expect(moreButton(1).getAttribute("aria-expanded")).toBe("false");
  });

  it("offers a free owner scheduling as Pro, with no date fields to fail after Save", async () => {
    await openDashboard();
    const user = setupUser();
    await user.click(moreButton(1));
    const row = linkGroup(1);
    expect(within(row).getByText(profileMessages.schedulingProOnly)).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    expect(within(row).queryByLabelText("Starts")).toBeNull();
    expect(within(row).queryByLabelText("Ends")).toBeNull();
    expect(row.querySelector('input[type="datetime-local"]')).toBeNull();
    // Spotlight and 18+ are for everyone.
    expect(within(row).getByLabelText("Spotlight")).toBeTruthy();
  });

  it("lets a free owner remove a schedule set while Pro, which the save then sends as none", async () => {
    const scheduled = {
      ...profile,
      links: [{ ...profile.links[0], startsAt: "2030-01-01T09:00:00.000Z", endsAt: null }, profile.links[1]],
    };
    const { calls } = await openDashboard(
      { "PUT /api/pages/ada-id/profile": { body: scheduled } },
      { body: scheduled },
    );
    const user = setupUser();
    await user.click(moreButton(1));
    const row = linkGroup(1);
    expect(within(row).queryByLabelText("Starts")).toBeNull();
    await user.click(within(row).getByRole("button", { name: "Remove schedule" }));
    expect(within(row).queryByRole("button", { name: "Remove schedule" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    const sent = putCalls(calls)[0]?.body as { links: { startsAt: string | null; endsAt: string | null }[] };
    expect(sent.links[0]).toMatchObject({ startsAt: null, endsAt: null });
  });

  it("a section title's row has its title and handle, and nothing behind More", async () => {
    const withSection = {
      ...profile,
      links: [{ ...profile.links[0], id: "h1", kind: "header" as const, title: "Shop", url: "" }, profile.links[1]],
    };
    await openDashboard(asPro, { body: withSection });
    const section = screen.getByRole("group", { name: "Section 1" });
    expect(within(section).getByLabelText("Section title")).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "More" })).toBeNull();
  });

  it("a sign-up block keeps the schedule an import gave it, as its label says, when the editor saves it", async () => {
    const startsAt = "2099-12-01T09:00:00.000Z";
    const block = { ...profile.links[0], id: "s1", kind: "signup" as const, title: "Join", url: "", buttonText: "Go" };
    const withBlock = { ...profile, links: [{ ...block, startsAt }, profile.links[1]] };
    const { calls } = await openDashboard(
      { ...asPro, "PUT /api/pages/ada-id/profile": { body: withBlock } },
      { body: withBlock },
    );
    const user = setupUser();
    const row = screen.getByRole("group", { name: "E-mail sign-up 1" });
    expect(within(row).getByText(/^Starts /)).toBeTruthy();
    await user.type(within(row).getByLabelText("Button text"), "!");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    const sent = putCalls(calls)[0]?.body as { links: Record<string, unknown>[] };
    expect(sent.links[0]).toMatchObject({ kind: "signup", buttonText: "Go!", url: "", startsAt, endsAt: null });
  });
});

describe("drag announcements", () => {
  const saved = toProfile({
    ...profile,
    links: [
      { ...profile.links[0], id: "l1", title: "Blog" },
      { ...profile.links[1], id: "l2", title: "" },
      { ...profile.links[1], id: "h1", kind: "header", title: "Shop", url: "" },
    ],
  });
  const links = [...draftFromProfile(saved).links, newSection()];
  const [blog, untitled, shop, emptySection] = links.map((link) => link.key) as [string, string, string, string];
  const active = (id: string) => ({ id }) as unknown as Active;
  const over = (id: string) => ({ id }) as unknown as Over;
  const says = linkDragAnnouncements(links);

  it("name the link's title (or 'Untitled link', the section's title), never an internal id", () => {
    const texts = [
      says.onDragStart({ active: active(blog) }),
      says.onDragOver({ active: active(blog), over: over(shop) }),
      says.onDragOver({ active: active(untitled), over: null }),
      says.onDragEnd({ active: active(untitled), over: over(blog) }),
      says.onDragEnd({ active: active(shop), over: null }),
      says.onDragCancel({ active: active(emptySection), over: null }),
    ];
    expect(texts).toEqual([
      "Picked up Blog, position 1 of 4.",
      "Blog is over Shop, position 3 of 4.",
      "Untitled link is no longer over a position.",
      "Untitled link dropped at position 1 of 4.",
      "Shop dropped where it was.",
      "Moving Untitled section was cancelled; it stays at position 4 of 4.",
    ]);
    for (const text of texts) {
      for (const key of [blog, untitled, shop, emptySection, "l1", "l2", "h1"]) expect(text).not.toContain(key);
    }
  });

  it("are what a screen reader hears when a row is picked up from its handle", async () => {
    await openDashboard();
    const user = setupUser();
    within(linkGroup(1))
      .getByRole("button", { name: /^Drag link 1/ })
      .focus();
    await user.keyboard(" ");
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[aria-live="assertive"]')].map((region) => region.textContent).join(" "),
      ).toContain("Picked up Blog, position 1 of 2."),
    );
    await user.keyboard("{Escape}");
  });
});
