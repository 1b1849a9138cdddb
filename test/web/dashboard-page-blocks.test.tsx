// The editor's embeds and link thumbnails (docs/product.md, "Making the page yours"): the Embed button and
// its URL rule, the offer to show a pasted video as a player, and a saved link's Add/Remove image,
// which reach the server at once and leave the draft clean; the preview shows both.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { draftFromProfile } from "../../web/pages/dashboard/editor/draft";
import { toProfile } from "../../web/pages/dashboard/editor/profile-api";
import { previewProfile } from "../../web/pages/dashboard/preview/draft-preview";
import { openDashboard, profile, putCalls, setupUser, shownLink } from "./support/dashboard-fixtures";
import { addLinkButton, linkGroup, linkInput } from "./support/links-card";

const saveButton = () => screen.getByRole("button", { name: /^(Save changes|Saving…)$/ }) as HTMLButtonElement;
const video = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

describe("embedded players in the editor", () => {
  it("adds an Embed row whose URL must be a video or track it can play, and saves it as kind embed", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": { body: profile } });
    const user = setupUser();
    await user.click(addLinkButton("Embed"));
    const row = screen.getByRole("group", { name: "Embed 3" });
    const url = within(row).getByLabelText("Video or track URL") as HTMLInputElement;
    expect(within(row).queryByLabelText("Spotlight")).toBeNull();
    await user.type(within(row).getByLabelText("Title"), "My video");
    await user.click(url);
    await user.paste("https://example.com/clip");
    await user.tab();
    expect(within(row).getByText("Embed a YouTube, Vimeo, Spotify or SoundCloud link.")).toBeTruthy();
    await user.clear(url);
    await user.paste(video);
    expect(row.querySelector(".field__error")).toBeNull();

    await user.click(saveButton());
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    const [put] = putCalls(calls);
    const sent = (put?.body as { links: unknown[] } | undefined)?.links[2];
    expect(sent).toEqual({ ...shownLink, kind: "embed", title: "My video", url: video });
  });

  it("offers to show a pasted video link as its player, and back", async () => {
    await openDashboard();
    const user = setupUser();
    expect(within(linkGroup(1)).queryByRole("button", { name: /player/ })).toBeNull();
    await user.clear(linkInput(1, "URL"));
    await user.paste(video);
    await user.click(within(linkGroup(1)).getByRole("button", { name: "Show as a YouTube player" }));
    const row = screen.getByRole("group", { name: "Embed 1" });
    await user.click(within(row).getByRole("button", { name: "Show as a link" }));
    expect(screen.getByRole("group", { name: "Link 1" })).toBeTruthy();
  });
});

describe("link thumbnails in the editor", () => {
  it("uploads an image for a saved link at once, shows it, and removes it, leaving the draft clean", async () => {
    const url = "/uploads/thumbnails/abcdefghijklmnopqrstuvwxyz012345.png";
    const { calls } = await openDashboard({
      "POST /api/pages/ada-id/links/l1/thumbnail": { body: { url } },
      "DELETE /api/pages/ada-id/links/l1/thumbnail": { body: { url: null } },
    });
    const user = setupUser();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "t.png", { type: "image/png" });
    // The thumbnail is behind the row's More.
    await user.click(within(linkGroup(1)).getByRole("button", { name: "More" }));
    await user.upload(within(linkGroup(1)).getByLabelText("Add image"), file);
    const upload = calls.find((call) => call.method === "POST" && call.path === "/api/pages/ada-id/links/l1/thumbnail");
    expect((upload?.body as FormData | undefined)?.get("thumbnail")).toBeInstanceOf(File);
    await waitFor(() => expect(linkGroup(1).querySelector(`img[src="${url}"]`)).not.toBeNull());
    expect(screen.queryByText("You have unsaved changes.")).toBeNull();

    await user.click(within(linkGroup(1)).getByRole("button", { name: "Remove image" }));
    await waitFor(() => expect(linkGroup(1).querySelector("img")).toBeNull());
    expect(within(linkGroup(1)).getByLabelText("Add image")).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(0);
  });

  it("refuses a file too large before uploading, and asks for a save first on a new link", async () => {
    const { calls } = await openDashboard();
    const user = setupUser({ applyAccept: false });
    const large = new File([new Uint8Array(256 * 1024 + 1)], "big.png", { type: "image/png" });
    await user.click(within(linkGroup(1)).getByRole("button", { name: "More" }));
    await user.upload(within(linkGroup(1)).getByLabelText("Add image"), large);
    expect(await screen.findByText("Max file size is 256 KB.")).toBeTruthy();
    expect(calls.some((call) => call.path.includes("/thumbnail"))).toBe(false);

    await user.click(addLinkButton("Blank link"));
    await user.click(within(linkGroup(3)).getByRole("button", { name: "More" }));
    expect(within(linkGroup(3)).getByText("Save to add an image.")).toBeTruthy();
  });

  it("previews the thumbnail beside the title", () => {
    const url = "/uploads/thumbnails/abcdefghijklmnopqrstuvwxyz012345.png";
    const saved = toProfile({ ...profile, links: [{ ...profile.links[0], thumbnail: url }] });
    const shown = previewProfile(draftFromProfile(saved), saved, Date.now());
    expect(shown.links[0]).toMatchObject({ kind: "link", title: "Blog", thumbnail: url });
  });
});
