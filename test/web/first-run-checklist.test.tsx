// The dashboard's first run: a new owner sees the steps to a page worth sharing, each ticking itself as
// the saved page gains it (sharing, once the link was copied or the page opened), and can put the list away.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openDashboard, profile, setupUser } from "./support/dashboard-fixtures";
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
    await openDashboard({ "PUT /api/profile": savedWithBio }, { body: newOwner });
    expect(stepsOf()).toEqual([
      "Add a photo (to do)",
      "Write a short bio (to do)",
      "Add your first link (to do)",
      "Pick a theme (to do)",
      "Share your link (to do)",
    ]);
    expect(within(checklist()).getByText(/5 of 5 steps left/)).toBeTruthy();

    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), "Baker in Lyon");
    // An edit not yet saved is no step done.
    expect(stepsOf()[1]).toBe("Write a short bio (to do)");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(stepsOf()[1]).toBe("Write a short bio (done)"));

    await user.click(within(checklist()).getByRole("button", { name: "Copy your link" }));
    await waitFor(() => expect(stepsOf()[4]).toBe("Share your link (done)"));
    expect(within(checklist()).getByText(/3 of 5 steps left/)).toBeTruthy();
  });

  it("ticks sharing from the top's Copy link too, and stays put away once hidden", async () => {
    const { unmount } = await openDashboard({}, { body: newOwner });
    const user = setupUser();
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(stepsOf()[4]).toBe("Share your link (done)"));
    await user.click(within(checklist()).getByRole("button", { name: "Hide this checklist" }));
    expect(screen.queryByRole("region", { name: "Get your page ready" })).toBeNull();
    unmount();

    await openDashboard({}, { body: newOwner });
    expect(screen.queryByRole("region", { name: "Get your page ready" })).toBeNull();
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
