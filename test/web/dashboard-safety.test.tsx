// The editor's trust and safety parts (docs/product.md, "Trust and safety"): a held link is marked "Held for review", and the
// 18+ switches of the page and of a link go out with the next save.
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { timings } from "../../web/timings";
import { openDashboard, profile, putCalls, setupUser } from "./support/dashboard-fixtures";
import { linkGroup } from "./support/links-card";

/** A link row whatever its badge: a held link's name is "Link 2 Held for review". */
const row = (position: number) => screen.getByRole("group", { name: new RegExp(`^Link ${position}\\b`) });

import { toastRegion } from "./support/render";

const withHeld = {
  ...profile,
  links: profile.links.map((link, index) => (index === 1 ? { ...link, held: true } : link)),
};

describe("link safety in the editor", () => {
  it("marks a held link 'Held for review', and only that one", async () => {
    await openDashboard({}, { body: withHeld });
    expect(screen.getByRole("group", { name: "Link 2 Held for review" })).toBeTruthy();
    expect(within(linkGroup(1)).queryByText("Held for review")).toBeNull();
  });

  it("drops the mark once the URL is edited: the new URL is checked after the save", async () => {
    const user = setupUser();
    await openDashboard({}, { body: withHeld });
    const url = within(row(2)).getByLabelText("URL");
    await user.clear(url);
    await user.type(url, "https://fixed.example");
    expect(within(row(2)).queryByText("Held for review")).toBeNull();
  });

  it("shows a link the check holds after the save as held without a reload, keeping edits made meanwhile", async () => {
    const gift = "https://gift.example/";
    const stored = {
      ...profile,
      links: profile.links.map((link, index) => (index === 1 ? { ...link, url: gift } : link)),
    };
    const judged = {
      ...stored,
      links: stored.links.map((link, index) => (index === 1 ? { ...link, held: true } : link)),
    };
    let saves = 0;
    const { calls } = await openDashboard(
      {
        "PUT /api/pages/ada-id/profile": () => {
          saves += 1;
          return { body: stored };
        },
      },
      () => ({ body: saves > 0 ? judged : profile }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    const url = within(row(2)).getByLabelText("URL");
    await user.clear(url);
    await user.type(url, gift);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await within(toastRegion()).findByText("Profile saved.")).toBeTruthy();
    expect(within(row(2)).queryByText("Held for review")).toBeNull();
    // The owner goes on editing while the check runs.
    await user.type(screen.getByLabelText("Bio"), "!");

    const reads = () =>
      calls.filter((call) => call.path === "/api/pages/ada-id/profile" && call.method === "GET").length;
    const before = reads();
    await act(async () => vi.advanceTimersByTime(Math.max(...timings.linkCheckRereadsMs)));
    expect(reads()).toBeGreaterThan(before);
    expect(await within(row(2)).findByText("Held for review")).toBeTruthy();
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe(`${profile.bio}!`);
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    // Reads stop once the checks have had their time.
    const after = reads();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(reads()).toBe(after);
  });
});

describe("sensitive content switches", () => {
  it("send the page's and a link's 18+ flags with the save", async () => {
    const user = setupUser();
    const calls = (
      await openDashboard({
        "PUT /api/pages/ada-id/profile": ({ body }) => ({ body: { ...profile, ...(body as object) } }),
      })
    ).calls;
    await user.click(screen.getByRole("switch", { name: "My page has sensitive content (18+)" }));
    await user.click(within(linkGroup(2)).getByRole("button", { name: "More" }));
    await user.click(within(linkGroup(2)).getByRole("switch", { name: "Sensitive (18+)" }));
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await within(toastRegion()).findByText("Profile saved.")).toBeTruthy();
    const body = putCalls(calls)[0]?.body as { sensitive: boolean; links: { sensitive: boolean }[] };
    expect(body.sensitive).toBe(true);
    expect(body.links.map((link) => link.sensitive)).toEqual([false, true]);
  });
});

describe("social icon safety in the editor", () => {
  const withHeldSocial = {
    ...profile,
    socials: [
      { platform: "github", url: "https://github.com/ada" },
      { platform: "website", url: "https://evil.example/unsafe-test", held: true },
    ],
  };
  const socialRow = (position: number) => {
    const input = within(screen.getByRole("region", { name: "Social icons" })).getByLabelText(`Social ${position} URL`);
    const item = input.closest("li");
    if (!item) throw new Error(`no row for social ${position}`);
    return item;
  };

  it("marks a held social 'Held for review', only that one, and the unchanged page is not dirty", async () => {
    await openDashboard({}, { body: withHeldSocial }, { at: "/dashboard/design" });
    expect(within(socialRow(2)).getByText("Held for review")).toBeTruthy();
    expect(within(socialRow(1)).queryByText("Held for review")).toBeNull();
    expect(screen.queryByText("You have unsaved changes.")).toBeNull();
  });

  it("drops the mark once the URL is edited, and never sends `held` back", async () => {
    const user = setupUser();
    const { calls } = await openDashboard(
      { "PUT /api/pages/ada-id/profile": ({ body }) => ({ body: { ...profile, ...(body as object) } }) },
      { body: withHeldSocial },
      { at: "/dashboard/design" },
    );
    const url = within(socialRow(2)).getByLabelText("Social 2 URL");
    await user.clear(url);
    await user.type(url, "https://fixed.example");
    expect(within(socialRow(2)).queryByText("Held for review")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await within(toastRegion()).findByText("Profile saved.")).toBeTruthy();
    expect((putCalls(calls)[0]?.body as { socials?: unknown[] } | undefined)?.socials).toEqual([
      { platform: "github", url: "https://github.com/ada" },
      { platform: "website", url: "https://fixed.example" },
    ]);
  });
});
