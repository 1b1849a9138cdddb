// The avatar card (docs/product.md, "Screens", "Accounts: the rules" and "Limits"; the messages in contract/): client checks, immediate upload, the initial as fallback
// and 'Clear avatar'.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openDashboard, profile, putCalls, setupUser } from "./support/dashboard-fixtures";
import { type FetchCall, toastRegion } from "./support/render";

const withAvatar = { body: { ...profile, avatar: "/uploads/old.png" } };
const png = (bytes: number, name = "me.png") => new File([new Uint8Array(bytes)], name, { type: "image/png" });
const fileInput = () => screen.getByLabelText("Upload avatar") as HTMLInputElement;
const avatarImage = () => screen.getByRole("img", { name: "Your avatar" });
const clearButton = () => screen.getByRole("button", { name: "Clear avatar" }) as HTMLButtonElement;
const uploads = (calls: FetchCall[]) =>
  calls.filter((call) => call.path === "/api/pages/ada-id/upload/avatar" && call.method === "POST");

describe("the avatar card", () => {
  it("shows the uppercase initial of the username when there is no avatar, and Clear avatar is disabled", async () => {
    await openDashboard();
    expect(avatarImage().tagName).toBe("SPAN");
    expect(avatarImage().textContent).toBe("A");
    expect(clearButton().disabled).toBe(true);
  });

  it("shows the avatar image, and falls back to the initial when the image fails to load", async () => {
    await openDashboard({}, withAvatar);
    expect(avatarImage().getAttribute("src")).toBe("/uploads/old.png");
    expect(clearButton().disabled).toBe(false);
    fireEvent.error(avatarImage());
    expect(avatarImage().tagName).toBe("SPAN");
    expect(avatarImage().textContent).toBe("A");
  });

  it("shows '?' when there is neither an avatar nor a username to take the initial from", async () => {
    await openDashboard({}, { body: { ...profile, username: "" } });
    expect(avatarImage().textContent).toBe("?");
  });

  it("only accepts image files in the picker", async () => {
    await openDashboard();
    expect(fileInput().getAttribute("accept")).toBe("image/*");
    expect(fileInput().type).toBe("file");
  });

  it("refuses a file over 2 MB with 'Max file size is 2MB.' without uploading it", async () => {
    const { calls } = await openDashboard();
    await setupUser().upload(fileInput(), png(2_097_153));
    expect(await within(toastRegion()).findByText("Max file size is 2MB.")).toBeTruthy();
    expect(uploads(calls)).toHaveLength(0);
  });

  it("accepts a file of exactly 2 MB", async () => {
    const { calls } = await openDashboard({
      "POST /api/pages/ada-id/upload/avatar": { body: { url: "/uploads/new.png", msg: "Avatar uploaded." } },
    });
    await setupUser().upload(fileInput(), png(2_097_152));
    await within(toastRegion()).findByText("Avatar uploaded.");
    expect(uploads(calls)).toHaveLength(1);
  });

  it("refuses a file that is not an image (and SVG) without uploading it", async () => {
    const { calls } = await openDashboard();
    // The picker's accept filter can be bypassed (drag and drop, "all files"); the client check cannot.
    const user = setupUser({ applyAccept: false });
    await user.upload(fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await within(toastRegion()).findByText("Use a PNG, JPEG, GIF or WebP image.")).toBeTruthy();
    await user.upload(fileInput(), new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    await waitFor(() =>
      expect(within(toastRegion()).getAllByText("Use a PNG, JPEG, GIF or WebP image.")).toHaveLength(2),
    );
    expect(uploads(calls)).toHaveLength(0);
  });

  it("uploads a chosen image at once as the multipart field avatar and shows the new avatar", async () => {
    const { calls } = await openDashboard({
      "POST /api/pages/ada-id/upload/avatar": { body: { url: "/uploads/new.png", msg: "Avatar uploaded." } },
    });
    const file = png(1024);
    await setupUser().upload(fileInput(), file);
    expect(await within(toastRegion()).findByText("Avatar uploaded.")).toBeTruthy();
    const body = uploads(calls)[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get("avatar");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("me.png");
    expect(avatarImage().getAttribute("src")).toBe("/uploads/new.png");
    expect(clearButton().disabled).toBe(false);
    // Immediate, not part of the held edits: nothing to save, and no profile PUT was made.
    expect(screen.getByText("All changes saved.")).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(0);
  });

  it("a later save sends the uploaded avatar, not the one loaded", async () => {
    const { calls } = await openDashboard({
      "POST /api/pages/ada-id/upload/avatar": { body: { url: "/uploads/new.png", msg: "Avatar uploaded." } },
      "PUT /api/pages/ada-id/profile": { body: { ...profile, avatar: "/uploads/new.png", bio: "Hello there!" } },
    });
    const user = setupUser();
    await user.upload(fileInput(), png(1024));
    await within(toastRegion()).findByText("Avatar uploaded.");
    await user.type(screen.getByLabelText("Bio"), "!");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await within(toastRegion()).findByText("Profile saved.");
    expect(putCalls(calls)[0]?.body).toMatchObject({ avatar: "/uploads/new.png" });
    expect(avatarImage().getAttribute("src")).toBe("/uploads/new.png");
  });

  it("says 'Upload failed.' when the upload fails and keeps the old avatar", async () => {
    await openDashboard({ "POST /api/pages/ada-id/upload/avatar": { status: 500, body: {} } }, withAvatar);
    await setupUser().upload(fileInput(), png(1024));
    expect(await within(toastRegion()).findByText("Upload failed.")).toBeTruthy();
    expect(avatarImage().getAttribute("src")).toBe("/uploads/old.png");
  });

  it("shows 'Uploading...' and disables the controls and the save while the upload runs", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    await openDashboard(
      { "POST /api/pages/ada-id/upload/avatar": () => new Promise((resolve) => (answer = resolve)) },
      withAvatar,
    );
    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), "!");
    const save = screen.getByRole("button", { name: "Save changes" }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    const input = fileInput();
    await user.upload(input, png(1024));
    expect(await screen.findByText("Uploading...")).toBeTruthy();
    expect(input.disabled).toBe(true);
    expect(clearButton().disabled).toBe(true);
    // A save would send the avatar as it was before the upload, so it waits.
    expect(save.disabled).toBe(true);
    answer({ body: { url: "/uploads/new.png", msg: "Avatar uploaded." } });
    await within(toastRegion()).findByText("Avatar uploaded.");
    expect(fileInput()).toBe(input);
    expect(input.disabled).toBe(false);
    expect(save.disabled).toBe(false);
  });

  it("'Clear avatar' removes it and shows the initial", async () => {
    const { calls } = await openDashboard(
      { "DELETE /api/pages/ada-id/upload/avatar": { body: { msg: "Avatar cleared." } } },
      withAvatar,
    );
    await setupUser().click(clearButton());
    expect(await within(toastRegion()).findByText("Avatar cleared.")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/pages/ada-id/upload/avatar" && call.method === "DELETE")).toBe(
      true,
    );
    expect(avatarImage().textContent).toBe("A");
    expect(clearButton().disabled).toBe(true);
  });

  it("says 'Failed to clear avatar.' when clearing fails and keeps the avatar", async () => {
    await openDashboard({ "DELETE /api/pages/ada-id/upload/avatar": { status: 500, body: {} } }, withAvatar);
    await setupUser().click(clearButton());
    expect(await within(toastRegion()).findByText("Failed to clear avatar.")).toBeTruthy();
    expect(avatarImage().getAttribute("src")).toBe("/uploads/old.png");
    expect(clearButton().disabled).toBe(false);
  });
});
