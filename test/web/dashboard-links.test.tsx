// The links card (docs/product.md, "Dashboard" and "Limits"): click counts, validation messages after blur, adding
// from presets, removing, and reordering by buttons and by keyboard, all held in the draft.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { openDashboard, profile, putCalls, setupUser } from "./support/dashboard-fixtures";
import { addLinkButton, linkGroup, linkInput, linkTitles } from "./support/links-card";

describe("the links card", () => {
  it("lists the links in order with their click counts", async () => {
    await openDashboard();
    expect(linkTitles()).toEqual(["Blog", "GitHub"]);
    expect(linkInput(1, "URL").value).toBe("https://ada.dev");
    expect(within(linkGroup(1)).getByText("5 clicks")).toBeTruthy();
    expect(within(linkGroup(2)).getByText("1 click")).toBeTruthy();
  });

  it("says so when there are no links yet", async () => {
    await openDashboard({}, { body: { ...profile, links: [] } });
    expect(screen.getByText("No links yet. Add your first one below.")).toBeTruthy();
    expect(linkTitles()).toEqual([]);
  });

  it.each([
    ["Website", "https://"],
    ["GitHub", "https://github.com/"],
    ["X (Twitter)", "https://x.com/"],
    ["Instagram", "https://instagram.com/"],
  ])("adds a %s link with its prefilled url, 0 clicks and focus at the end of the url", async (name, url) => {
    await openDashboard();
    await setupUser().click(addLinkButton(name));
    expect(linkTitles()).toEqual(["Blog", "GitHub", name]);
    const urlInput = linkInput(3, "URL");
    expect(urlInput.value).toBe(url);
    expect(within(linkGroup(3)).getByText("0 clicks")).toBeTruthy();
    expect(document.activeElement).toBe(urlInput);
    expect(urlInput.selectionStart).toBe(url.length);
  });

  it("adds a blank link and focuses its title", async () => {
    await openDashboard();
    await setupUser().click(addLinkButton("Blank link"));
    expect(linkInput(3, "Title").value).toBe("");
    expect(linkInput(3, "URL").value).toBe("");
    expect(document.activeElement).toBe(linkInput(3, "Title"));
  });

  it("shows the title messages of the profile rules once the field is left", async () => {
    await openDashboard();
    const user = setupUser();
    await user.clear(linkInput(1, "Title"));
    expect(within(linkGroup(1)).queryByText("Title is required")).toBeNull();
    await user.tab();
    expect(within(linkGroup(1)).getByText("Title is required")).toBeTruthy();
    expect(linkInput(1, "Title").getAttribute("aria-invalid")).toBe("true");
    // The field takes no more than the limit: a longer paste is cut there, never refused after.
    await user.click(linkInput(1, "Title"));
    await user.paste("t".repeat(150));
    expect(linkInput(1, "Title").value).toBe("t".repeat(limits.linkTitleMax));
    expect(within(linkGroup(1)).queryByText("Max 100 characters")).toBeNull();
  });

  it("shows the url messages of the profile rules once the field is left", async () => {
    await openDashboard();
    const user = setupUser();
    const url = linkInput(2, "URL");
    await user.clear(url);
    await user.tab();
    expect(within(linkGroup(2)).getByText("URL is required")).toBeTruthy();
    await user.type(url, "not a url");
    expect(within(linkGroup(2)).getByText("Enter a valid URL")).toBeTruthy();
    await user.clear(url);
    await user.type(url, "javascript:alert(1)");
    expect(within(linkGroup(2)).getByText("Use http, https, mailto, tel or sms")).toBeTruthy();
    await user.clear(url);
    await user.type(url, "ftp://example.com");
    expect(within(linkGroup(2)).getByText("Use http, https, mailto, tel or sms")).toBeTruthy();
    await user.clear(url);
    await user.type(url, "mailto:nobody");
    expect(
      within(linkGroup(2)).getByText("Enter an e-mail address after mailto:, like mailto:you@example.com"),
    ).toBeTruthy();
    await user.clear(url);
    await user.type(url, "tel:call me");
    expect(
      within(linkGroup(2)).getByText("Enter a phone number after tel: or sms:, like tel:+15551234567"),
    ).toBeTruthy();
    await user.clear(url);
    await user.type(url, "http://example.com");
    expect(linkGroup(2).querySelector(".field__error")).toBeNull();
    expect(url.getAttribute("aria-invalid")).toBeNull();
    // The other link was never touched and shows nothing.
    expect(linkInput(1, "URL").getAttribute("aria-invalid")).toBeNull();
  });

  it("takes mailto:, tel: and sms: links, and gives a bare host https:// when the field is left, as the paste box does", async () => {
    await openDashboard();
    const user = setupUser();
    const url = linkInput(2, "URL");
    for (const address of ["mailto:ada@example.com", "tel:+49 30 1234567", "sms:+15551234567"]) {
      await user.clear(url);
      await user.type(url, address);
      await user.tab();
      expect(url.value).toBe(address);
      expect(linkGroup(2).querySelector(".field__error")).toBeNull();
    }
    await user.clear(url);
    await user.type(url, "shop.example/prints");
    await user.tab();
    expect(url.value).toBe("https://shop.example/prints");
    expect(linkGroup(2).querySelector(".field__error")).toBeNull();
  });

  it("does not show messages for a fresh preset link before its url is left", async () => {
    await openDashboard();
    const user = setupUser();
    await user.click(addLinkButton("Website"));
    expect(within(linkGroup(3)).queryByText("Enter a valid URL")).toBeNull();
    await user.tab();
    expect(within(linkGroup(3)).getByText("Enter a valid URL")).toBeTruthy();
  });

  it("removes a link", async () => {
    await openDashboard();
    const user = setupUser();
    await user.click(within(linkGroup(1)).getByRole("button", { name: "Remove" }));
    expect(linkTitles()).toEqual(["GitHub"]);
    expect(within(linkGroup(1)).getByText("1 click")).toBeTruthy();
    // Focus stays in the list, on the link that took the removed one's place.
    expect(document.activeElement).toBe(within(linkGroup(1)).getByRole("button", { name: "Remove" }));
  });

  it("moves links with Move up and Move down, keeping focus on the moved link", async () => {
    await openDashboard();
    const user = setupUser();
    await user.click(addLinkButton("Instagram"));
    expect(linkTitles()).toEqual(["Blog", "GitHub", "Instagram"]);
    expect((within(linkGroup(1)).getByRole("button", { name: "Move up" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(linkGroup(3)).getByRole("button", { name: "Move down" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(linkGroup(3)).getByRole("button", { name: "Move up" }));
    expect(linkTitles()).toEqual(["Blog", "Instagram", "GitHub"]);
    expect(document.activeElement).toBe(within(linkGroup(2)).getByRole("button", { name: "Move up" }));

    await user.click(within(linkGroup(2)).getByRole("button", { name: "Move up" }));
    expect(linkTitles()).toEqual(["Instagram", "Blog", "GitHub"]);
    // Move up is now disabled on the first row, so focus goes to its Move down.
    expect(document.activeElement).toBe(within(linkGroup(1)).getByRole("button", { name: "Move down" }));

    await user.click(within(linkGroup(1)).getByRole("button", { name: "Move down" }));
    expect(linkTitles()).toEqual(["Blog", "Instagram", "GitHub"]);
    expect(document.activeElement).toBe(within(linkGroup(2)).getByRole("button", { name: "Move down" }));
    expect(screen.getByText("Instagram moved to position 2 of 3.")).toBeTruthy();
  });

  it("moves the focused link with Alt+ArrowUp and Alt+ArrowDown, keeping focus in it", async () => {
    await openDashboard();
    const user = setupUser();
    await user.click(linkInput(2, "Title"));
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(linkTitles()).toEqual(["GitHub", "Blog"]);
    expect(document.activeElement).toBe(linkInput(1, "Title"));
    // At the top it stays put.
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(linkTitles()).toEqual(["GitHub", "Blog"]);

    await user.click(linkInput(1, "URL"));
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(linkTitles()).toEqual(["Blog", "GitHub"]);
    expect(document.activeElement).toBe(linkInput(2, "URL"));
    expect(linkInput(2, "URL").value).toBe("https://github.com/ada");

    // Without Alt the arrow keys are left to the input.
    await user.keyboard("{ArrowUp}");
    expect(linkTitles()).toEqual(["Blog", "GitHub"]);
  });

  it("holds link edits locally: adding, editing, moving and removing send nothing", async () => {
    const { calls } = await openDashboard();
    const user = setupUser();
    await user.click(addLinkButton("GitHub"));
    await user.type(linkInput(3, "URL"), "ada2");
    await user.click(within(linkGroup(3)).getByRole("button", { name: "Move up" }));
    await user.click(within(linkGroup(1)).getByRole("button", { name: "Remove" }));
    expect(linkTitles()).toEqual(["GitHub", "GitHub"]);
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    expect(calls.filter((call) => call.path !== "/api/auth/me" && call.method !== "GET")).toEqual([]);
    expect(putCalls(calls)).toHaveLength(0);
  });

  it(`disables adding at the maximum of ${limits.linksMax} links and says why`, async () => {
    const links = Array.from({ length: limits.linksMax - 1 }, (_, index) => ({
      id: `l${index}`,
      title: `Link ${index}`,
      url: `https://example.com/${index}`,
      clicks: 0,
    }));
    await openDashboard({}, { body: { ...profile, links } });
    const user = setupUser();
    expect(screen.queryByText(/You have reached the maximum/)).toBeNull();
    await user.click(addLinkButton("Website"));
    for (const name of ["Website", "GitHub", "X (Twitter)", "Instagram", "Blank link"]) {
      expect(addLinkButton(name).disabled).toBe(true);
    }
    expect(
      screen.getByText(`You have reached the maximum of ${limits.linksMax} links. Remove one to add another.`),
    ).toBeTruthy();
    await user.click(within(linkGroup(1)).getByRole("button", { name: "Remove" }));
    expect(addLinkButton("Website").disabled).toBe(false);
  });
});
