// The dashboard's first run: a new owner sees the steps to a page worth sharing, each ticking itself as
// the saved page gains it (sharing, once the link was copied or the page opened; bringing the page over,
// once it was), and can put the list away.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PageImportPreview } from "#contract/page-import";
import type { OwnerProfile } from "#contract/types";
import { pageImportTexts } from "../../web/pages/dashboard/import/BringYourPage";
import { openDashboard, profile, setupUser, shownLink } from "./support/dashboard-fixtures";
import type { FetchCall } from "./support/render";

const newOwner = { ...profile, bio: "", avatar: null, links: [] };
const checklist = () => screen.getByRole("region", { name: "Get your page ready" });
const stepsOf = () =>
  within(checklist())
    .getAllByRole("listitem")
    // Each step's words and its state, without the tick's mark or the way to do it.
    .map((item) => item.querySelector(".first-run__label")?.textContent);

describe("the first-run checklist", () => {
  it("lists what a new owner has to do, and ticks a step once the saved page has it", async () => {
    const savedWithBio = (call: FetchCall) => ({
      body: { ...newOwner, bio: (call.body as { bio: string }).bio.trim() },
    });
    await openDashboard({ "PUT /api/pages/ada-id/profile": savedWithBio }, { body: newOwner });
    expect(stepsOf()).toEqual([
      "Add a photo (to do)",
      "Write a short bio (to do)",
      "Bring your page from another service (to do)",
      "Add your first link (to do)",
      "Pick a theme (to do)",
      "Share your link (to do)",
    ]);
    expect(within(checklist()).getByText(/6 of 6 steps left/)).toBeTruthy();

    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), "Baker in Lyon");
    // An edit not yet saved is no step done.
    expect(stepsOf()[1]).toBe("Write a short bio (to do)");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(stepsOf()[1]).toBe("Write a short bio (done)"));

    await user.click(within(checklist()).getByRole("button", { name: "Copy your link" }));
    await waitFor(() => expect(stepsOf()[5]).toBe("Share your link (done)"));
    expect(within(checklist()).getByText(/4 of 6 steps left/)).toBeTruthy();
  });

  it("ticks sharing from the top's Copy link too, and stays put away once hidden", async () => {
    const { unmount } = await openDashboard({}, { body: newOwner });
    const user = setupUser();
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(stepsOf()[5]).toBe("Share your link (done)"));
    await user.click(within(checklist()).getByRole("button", { name: "Hide this checklist" }));
    expect(screen.queryByRole("region", { name: "Get your page ready" })).toBeNull();
    unmount();

    await openDashboard({}, { body: newOwner });
    expect(screen.queryByRole("region", { name: "Get your page ready" })).toBeNull();
  });

  it("ticks bringing the page over once a page was brought over, from the empty links card it leads to", async () => {
    const found: PageImportPreview = {
      source: "linktree",
      profile: { displayName: "Ada", bio: "", avatarUrl: null },
      links: [{ title: "Blog", url: "https://ada.dev", kind: "link" }],
      socials: [],
      warnings: [],
    };
    // The server's copy of the page: what the import saved is what the editor reads back.
    let saved: OwnerProfile = newOwner;
    const savedWithImport = (call: FetchCall) => {
      const links = (call.body as { links: { title: string; url: string }[] }).links;
      saved = {
        ...newOwner,
        links: links.map((link, index) => ({ ...shownLink, ...link, id: `n${index}`, clicks: 0, held: false })),
      };
      return { body: { ...saved, msg: "Added to your page." } };
    };
    await openDashboard(
      {
        "POST /api/pages/ada-id/import/from-url": { body: found },
        "POST /api/pages/ada-id/import/apply": savedWithImport,
      },
      () => ({ body: saved }),
    );
    const user = setupUser();
    const way = within(checklist()).getByRole("link", { name: "Bring it over" });
    const target = document.getElementById(way.getAttribute("href")?.slice(1) ?? "");
    const importer = within(target as HTMLElement).getByRole("group", { name: pageImportTexts.title });
    await user.type(within(importer).getByLabelText("Address of your page"), "https://linktr.ee/ada");
    await user.click(within(importer).getByRole("button", { name: "Find my page" }));
    await user.click(await within(importer).findByRole("button", { name: "Add to my page" }));
    await waitFor(() => expect(stepsOf()[2]).toBe("Bring your page from another service (done)"));
    expect(stepsOf()[3]).toBe("Add your first link (done)");
  });

  it("leaves bringing the page over out once the owner added links of their own", async () => {
    await openDashboard({}, { body: { ...newOwner, links: profile.links } });
    expect(stepsOf()).toEqual([
      "Add a photo (to do)",
      "Write a short bio (to do)",
      "Add your first link (done)",
      "Pick a theme (to do)",
      "Share your link (to do)",
    ]);
  });

  it("is not there for a page that has every step", async () => {
    localStorage.setItem("ln_first_run_shared:ada", "1");
    await openDashboard(
      {},
      { body: { ...profile, avatar: "/uploads/ada.webp", theme: { preset: "ink" as const, accent: null } } },
    );
    expect(screen.getByRole("heading", { name: "Avatar", level: 2 })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Get your page ready" })).toBeNull();
  });
});
