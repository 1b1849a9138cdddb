// 'Save changes' (docs/product.md, "Screens" and "Limits"; the messages in contract/): edits are held locally until the save; the PUT carries the whole
// profile in the edited order; success shows the server's saved state; failures show the server's
// field errors on the right inputs or 'Save failed'; local edits can be discarded behind a dialog.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { openDashboard, profile, putCalls, setupUser, shownLink } from "./support/dashboard-fixtures";
import { addLinkButton, linkGroup, linkInput, linkTitles } from "./support/links-card";
import { type FetchCall, fieldErrorsAnswer, toastRegion } from "./support/render";

const saveButton = () => screen.getByRole("button", { name: /^(Save changes|Saving…)$/ }) as HTMLButtonElement;

/** The server's answer to a save: what it stored, with ids for new links and the counts it kept. */
function savedFrom(call: FetchCall) {
  const body = call.body as typeof profile;
  return {
    body: {
      ...profile,
      username: body.username,
      bio: body.bio.trim(),
      links: body.links.map((link, index) => ({
        id: (link as { id?: string }).id ?? `new${index}`,
        title: link.title,
        url: link.url,
        clicks: (link as { clicks?: number }).clicks ?? 0,
      })),
    },
  };
}

describe("saving the profile", () => {
  it("holds every edit locally and sends the whole profile, in the edited order, only on 'Save changes'", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": savedFrom });
    const user = setupUser();
    expect(saveButton().disabled).toBe(true);

    await user.type(screen.getByLabelText("Username"), "_l");
    await user.clear(screen.getByLabelText("Bio"));
    await user.type(screen.getByLabelText("Bio"), "New bio");
    await user.clear(linkInput(1, "Title"));
    await user.type(linkInput(1, "Title"), "My blog");
    await user.click(addLinkButton("Instagram"));
    await user.type(linkInput(3, "URL"), "ada");
    await user.click(linkInput(3, "Title"));
    await user.keyboard("{Alt>}{ArrowUp}{ArrowUp}{/Alt}");
    expect(linkTitles()).toEqual(["Instagram", "My blog", "GitHub"]);
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(0);

    await user.click(saveButton());
    expect(await within(toastRegion()).findByText("Profile saved.")).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(1);
    expect(putCalls(calls)[0]?.body).toEqual({
      version: 0,
      username: "ada_l",
      displayName: "",
      bio: "New bio",
      avatar: null,
      sensitive: false,
      links: [
        { title: "Instagram", url: "https://instagram.com/ada", ...shownLink },
        // Existing links go back whole (id, clicks), with the edited title and url on top.
        { id: "l1", title: "My blog", url: "https://ada.dev", clicks: 5, ...shownLink, held: false },
        { id: "l2", title: "GitHub", url: "https://github.com/ada", clicks: 1, ...shownLink, held: false },
      ],
      theme: { preset: "nightfall", accent: null },
      socials: [],
      pageTitle: "",
      pageDescription: "",
      noindex: false,
      language: "auto",
    });
  });

  it("after saving shows the server's saved state and has nothing left to save", async () => {
    await openDashboard({
      "PUT /api/pages/ada-id/profile": {
        body: {
          ...profile,
          username: "ada_l",
          bio: "Trimmed by the server",
          links: [
            { id: "l9", title: "Instagram", url: "https://instagram.com/ada", clicks: 0 },
            { id: "l1", title: "Blog", url: "https://ada.dev", clicks: 7 },
          ],
        },
      },
    });
    const user = setupUser();
    await user.type(screen.getByLabelText("Username"), "_l");
    await user.click(saveButton());
    await within(toastRegion()).findByText("Profile saved.");
    expect((screen.getByLabelText("Username") as HTMLInputElement).value).toBe("ada_l");
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Trimmed by the server");
    expect(linkTitles()).toEqual(["Instagram", "Blog"]);
    expect(within(linkGroup(2)).getByText("7 clicks")).toBeTruthy();
    expect(screen.getByText("All changes saved.")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    // The signed-in user follows the new username, and so does the public page link.
    expect(JSON.parse(localStorage.getItem("ln_auth") ?? "null")).toEqual({ username: "ada_l" });
    expect(screen.getByRole("link", { name: "View public page" }).getAttribute("href")).toBe("/ada_l");
  });

  it("shows 'Saving…' and disables the button and the fields while the save runs", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    await openDashboard({ "PUT /api/pages/ada-id/profile": () => new Promise((resolve) => (answer = resolve)) });
    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), "!");
    await user.click(saveButton());
    expect(saveButton().textContent).toBe("Saving…");
    expect(saveButton().disabled).toBe(true);
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).disabled).toBe(true);
    expect(linkInput(1, "Title").disabled).toBe(true);
    expect((within(linkGroup(1)).getByRole("button", { name: "Remove" }) as HTMLButtonElement).disabled).toBe(true);
    answer({ body: { ...profile, bio: "Hello there!" } });
    await within(toastRegion()).findByText("Profile saved.");
    expect(saveButton().textContent).toBe("Save changes");
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).disabled).toBe(false);
  });

  it("keeps the focus on the bar after a save made with the keyboard, on the status that says it is done", async () => {
    await openDashboard({ "PUT /api/pages/ada-id/profile": savedFrom });
    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), "!");
    saveButton().focus();
    await user.keyboard("{Enter}");
    await within(toastRegion()).findByText("Profile saved.");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("All changes saved."));
  });

  it("does not send a draft that breaks the rules: shows every message and focuses the first", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": savedFrom });
    const user = setupUser();
    await user.click(addLinkButton("Blank link"));
    await user.click(saveButton());
    expect(putCalls(calls)).toHaveLength(0);
    expect(within(linkGroup(3)).getByText("Title is required")).toBeTruthy();
    expect(within(linkGroup(3)).getByText("URL is required")).toBeTruthy();
    expect(document.activeElement).toBe(linkInput(3, "Title"));
    expect(await within(toastRegion()).findByText("Please review the highlighted fields.")).toBeTruthy();
  });

  it("a save pressed in the same moment as an edit judges the edited value and sends nothing the rules refuse", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": savedFrom });
    // Edited and saved in one go, with no pause for anything to render in between.
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "a" } });
    fireEvent.click(saveButton());
    expect(await within(toastRegion()).findByText("Please review the highlighted fields.")).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText("Username"));
  });

  it("maps the server's field errors onto the right inputs, by their position in the request", async () => {
    await openDashboard({
      "PUT /api/pages/ada-id/profile": fieldErrorsAnswer(400, "Use http or https", [
        { field: "username", message: "This username is already taken." },
        { field: "links.0.url", message: "Use http or https" },
        { field: "links.1.title", message: "Max 100 characters" },
      ]),
    });
    const user = setupUser();
    await user.type(screen.getByLabelText("Username"), "x");
    // GitHub moves to the top: the server's links.0 is GitHub, links.1 is Blog.
    await user.click(within(linkGroup(2)).getByRole("button", { name: "Move up" }));
    await user.click(saveButton());
    expect(await within(toastRegion()).findByText("Please review the highlighted fields.")).toBeTruthy();

    const list = screen.getByRole("alert");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["This username is already taken.", "Use http or https", "Max 100 characters"]);
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
    expect(linkTitles()).toEqual(["GitHub", "Blog"]);
    expect(within(linkGroup(1)).getByLabelText("URL").getAttribute("aria-invalid")).toBe("true");
    expect(within(linkGroup(1)).getByText("Use http or https", { selector: ".field__error" })).toBeTruthy();
    expect(within(linkGroup(1)).getByLabelText("Title").getAttribute("aria-invalid")).toBeNull();
    expect(within(linkGroup(2)).getByText("Max 100 characters", { selector: ".field__error" })).toBeTruthy();
    expect(within(linkGroup(2)).getByLabelText("URL").getAttribute("aria-invalid")).toBeNull();
    // Still unsaved: the edits are kept for another try.
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();

    // Editing a field clears the server's verdict on it.
    await user.type(linkInput(1, "URL"), "/x");
    expect(linkInput(1, "URL").getAttribute("aria-invalid")).toBeNull();
  });

  it("puts the focus on the first field the server refused, in the page's order", async () => {
    await openDashboard({
      "PUT /api/pages/ada-id/profile": fieldErrorsAnswer(400, "Use http or https", [
        { field: "links.1.url", message: "Use http or https" },
        { field: "bio", message: "Bio is too long" },
      ]),
    });
    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), "!");
    await user.click(saveButton());
    expect(await within(toastRegion()).findByText("Please review the highlighted fields.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Bio")));
    expect(within(linkGroup(2)).getByLabelText("URL").getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps a link's message on the link when it moves, and judges the moved draft on save", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": savedFrom });
    const user = setupUser();
    await user.clear(linkInput(2, "Title"));
    await user.tab();
    expect(within(linkGroup(2)).getByText("Title is required")).toBeTruthy();
    await user.click(within(linkGroup(2)).getByRole("button", { name: "Move up" }));
    expect(within(linkGroup(1)).getByText("Title is required")).toBeTruthy();
    expect(within(linkGroup(2)).queryByText("Title is required")).toBeNull();
    await user.click(saveButton());
    expect(putCalls(calls)).toHaveLength(0);
    expect(document.activeElement).toBe(linkInput(1, "Title"));
    await user.type(linkInput(1, "Title"), "Code");
    expect(within(linkGroup(1)).queryByText("Title is required")).toBeNull();
    await user.click(saveButton());
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    const sent = putCalls(calls)[0]?.body as { links: { title: string }[] } | undefined;
    expect(sent?.links.map((link) => link.title)).toEqual(["Code", "Blog"]);
  });

  it("says 'Save failed' when the server gives no reason", async () => {
    await openDashboard({ "PUT /api/pages/ada-id/profile": { status: 500, body: {} } });
    const user = setupUser();
    await user.type(screen.getByLabelText("Bio"), "!");
    await user.click(saveButton());
    expect(await within(toastRegion()).findByText("Save failed")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Save failed");
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Hello there!");
  });

  it("shows the server's message when it gives one", async () => {
    await openDashboard({
      "PUT /api/pages/ada-id/profile": { status: 409, body: { msg: "This username is already taken." } },
    });
    const user = setupUser();
    await user.type(screen.getByLabelText("Username"), "x");
    await user.click(saveButton());
    expect(await within(toastRegion()).findByText("This username is already taken.")).toBeTruthy();
    expect(within(toastRegion()).queryByText("Save failed")).toBeNull();
  });

  it("'Profile saved.' disappears after 2500 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openDashboard({ "PUT /api/pages/ada-id/profile": savedFrom });
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText("Bio"), "!");
    await user.click(saveButton());
    expect(await within(toastRegion()).findByText("Profile saved.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2400));
    expect(within(toastRegion()).queryByText("Profile saved.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(toastRegion()).queryByText("Profile saved.")).toBeNull();
  });
});

describe("discarding local edits", () => {
  it("asks first; 'Keep editing' keeps the edits and 'Discard changes' restores the saved profile", async () => {
    const { calls } = await openDashboard();
    const user = setupUser();
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "grace");
    await user.click(within(linkGroup(1)).getByRole("button", { name: "Remove" }));

    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    const dialog = screen.getByRole("dialog", { name: "Discard unsaved changes?" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    expect(dialog.open).toBe(false);
    expect((screen.getByLabelText("Username") as HTMLInputElement).value).toBe("grace");

    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    await user.click(within(dialog).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect((screen.getByLabelText("Username") as HTMLInputElement).value).toBe("ada");
    expect(linkTitles()).toEqual(["Blog", "GitHub"]);
    expect(screen.getByText("All changes saved.")).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(0);
  });
});

describe("leaving with unsaved edits", () => {
  it("asks the browser to confirm leaving only while there are unsaved edits", async () => {
    await openDashboard();
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await setupUser().type(screen.getByLabelText("Bio"), "!");
    expect(leave()).toBe(true);
  });
});
