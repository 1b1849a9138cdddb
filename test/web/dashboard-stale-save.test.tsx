// A save edited from a page that changed elsewhere (docs/decisions/053): the editor sends the version it
// was loaded from, says the page changed when the server answers 409, offers to load the latest, and
// keeps the owner's unsaved edits in view to make again.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profileMessages } from "#contract/profile-schemas";
import { openDashboard, profile, putCalls, setupUser } from "./support/dashboard-fixtures";
import { addLinkButton, linkInput } from "./support/links-card";
import type { FetchCall } from "./support/render";

const loaded = { ...profile, version: 3 };
const elsewhere = {
  ...profile,
  bio: "The bio saved in the other tab",
  links: [...profile.links, { id: "l3", title: "Shop", url: "https://shop.example", clicks: 0 }],
  version: 4,
};

describe("a save the page moved past", () => {
  it("sends the version it was edited from, says the page changed, and loads the latest with the edits in view", async () => {
    let profileReads = 0;
    const { calls } = await openDashboard(
      {
        "PUT /api/pages/ada-id/profile": (call: FetchCall) =>
          (call.body as { version?: number }).version === 4
            ? { body: { ...elsewhere, bio: "Mine, made again", version: 5 } }
            : { status: 409, body: { msg: profileMessages.pageChanged, stale: true, version: 4 } },
      },
      () => {
        profileReads += 1;
        return { body: profileReads === 1 ? loaded : elsewhere };
      },
    );
    const user = setupUser();
    await user.clear(screen.getByLabelText("Bio"));
    await user.type(screen.getByLabelText("Bio"), "My new bio");
    await user.click(addLinkButton("Instagram"));
    await user.type(linkInput(3, "URL"), "ada");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(putCalls(calls)[0]?.body).toMatchObject({ bio: "My new bio", version: 3 });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(profileMessages.pageChanged);
    // Nothing is lost while the owner decides: the draft still holds the edits.
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("My new bio");

    await user.click(within(alert).getByRole("button", { name: "Load the latest version" }));
    expect(await screen.findByDisplayValue("The bio saved in the other tab")).toBeTruthy();
    const kept = screen.getByRole("region", { name: "Your changes that were not saved" });
    const lines = within(kept)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toEqual(["Bio: My new bio", "New link: Instagram — https://instagram.com/ada"]);
    expect(screen.getByText("All changes saved.")).toBeTruthy();

    // Made again on the latest version, the save names that version and goes through.
    await user.clear(screen.getByLabelText("Bio"));
    await user.type(screen.getByLabelText("Bio"), "Mine, made again");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("All changes saved.")).toBeTruthy();
    expect(putCalls(calls)[1]?.body).toMatchObject({ bio: "Mine, made again", version: 4 });
    await user.click(within(kept).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("region", { name: "Your changes that were not saved" })).toBeNull();
  });

  it("an avatar upload of its own moves the version the next save names", async () => {
    const { calls } = await openDashboard(
      {
        "POST /api/pages/ada-id/upload/avatar": {
          body: { url: "/uploads/avatars/new.png", msg: "Avatar uploaded.", version: 4 },
        },
        "PUT /api/pages/ada-id/profile": { body: { ...loaded, bio: "After the upload", version: 5 } },
      },
      { body: loaded },
    );
    const user = setupUser();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Upload avatar"), file);
    expect(await screen.findByText("Avatar uploaded.")).toBeTruthy();
    await user.clear(screen.getByLabelText("Bio"));
    await user.type(screen.getByLabelText("Bio"), "After the upload");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("All changes saved.")).toBeTruthy();
    expect(putCalls(calls)[0]?.body).toMatchObject({ version: 4 });
  });
});
