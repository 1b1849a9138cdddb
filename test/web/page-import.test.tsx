// "Bring your page from another service" on the dashboard (docs/guides/page-import.md): the address is read
// by the server, what it found is shown with a tick box for each item, nothing is sent before "Add to my
// page" or "Replace my page" (which asks first), only what stays ticked is sent, and the editor shows the
// saved page after. A refusal says why, a page whose every link is refused lists them, and unsaved edits
// hold the import back. A new owner meets it in the empty links card; anyone, in Settings' Your data.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PageImportPreview } from "#contract/page-import";
import type { OwnerProfile } from "#contract/types";
import { pageImportTexts } from "../../web/pages/dashboard/import/BringYourPage";
import {
  goToSection,
  openDashboard,
  pagesAnswer,
  profile,
  setupUser,
  shopPage,
  shownLink,
} from "./support/dashboard-fixtures";
import { linkInput, linkTitles } from "./support/links-card";
import type { FetchCall } from "./support/render";
import { toastRegion } from "./support/render";

const found: PageImportPreview = {
  source: "linktree",
  profile: {
    displayName: "Robin Vale",
    bio: "Illustrator & zine maker.",
    avatarUrl: "https://ugc.example.com/robin.png",
  },
  links: [
    { title: "Shop", url: "", kind: "header" },
    { title: "Prints", url: "https://shop.example.com/prints", kind: "link" },
    { title: "Zines", url: "https://shop.example.com/zines", kind: "link" },
    { title: "Podcast", url: "https://podcast.example.com/", kind: "link" },
  ],
  socials: [{ platform: "instagram", url: "https://instagram.com/robinvale" }],
  warnings: ["Left out “Call me” (tel:123): Use http or https"],
};

const empty: OwnerProfile = { ...profile, bio: "", links: [] };

/** The saved page the apply answers: what was sent, as the server keeps it. */
function savedFrom(call: FetchCall): OwnerProfile & { msg: string } {
  const body = call.body as { bio?: string; links: { title: string; url: string; kind: string }[] };
  return {
    ...empty,
    bio: body.bio ?? "",
    avatar: "/uploads/avatars/abcdefghijklmnopqrstuvwxyzABCDEF.png",
    links: body.links.map((link, index) => ({
      ...shownLink,
      ...link,
      kind: link.kind as "link",
      id: `n${index}`,
      clicks: 0,
      held: false,
    })),
    msg: "Added to your page.",
  };
}

async function readPage(address = "https://linktr.ee/robinvale") {
  const user = setupUser();
  const section = screen.getByRole("group", { name: pageImportTexts.title });
  await user.type(within(section).getByLabelText("Address of your page"), address);
  await user.click(within(section).getByRole("button", { name: "Find my page" }));
  return { user, section };
}

/** Settings, whose Your data card offers it to an owner whose page has links. */
const inYourData = { at: "/dashboard/settings" } as const;

const applyCalls = (calls: FetchCall[]) => calls.filter((call) => call.path === "/api/pages/ada-id/import/apply");

describe("bringing a page from another service", () => {
  it("is offered in the empty links card, and reads the address pasted there", async () => {
    const { calls } = await openDashboard(
      { "POST /api/pages/ada-id/import/from-url": { body: found } },
      { body: empty },
    );
    const { section } = await readPage();
    expect(calls.find((call) => call.path === "/api/pages/ada-id/import/from-url")?.body).toEqual({
      url: "https://linktr.ee/robinvale",
    });
    expect(await within(section).findByText(/Found on Linktree/)).toBeTruthy();
    // The name, in the line saying where the page was found and on its own tick box.
    expect(within(section).getAllByText("Robin Vale")).toHaveLength(2);
    expect(within(section).getByText(found.warnings[0] as string)).toBeTruthy();
    // Every item ticked, in the page's order.
    const boxes = within(section).getAllByRole("checkbox");
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual(Array(8).fill(true));
    expect(within(section).getByRole("checkbox", { name: /Display name Robin Vale/ })).toBeTruthy();
    expect(within(section).getByRole("checkbox", { name: /Section: Shop/ })).toBeTruthy();
    expect(within(section).getByRole("checkbox", { name: /Avatar from ugc\.example\.com/ })).toBeTruthy();
    expect(within(section).getByRole("checkbox", { name: /Instagram instagram\.com\/robinvale/ })).toBeTruthy();
    expect(applyCalls(calls)).toEqual([]);
  });

  it("adds only what stays ticked, then shows the saved page in the editor", async () => {
    // The server's copy of the page: what the apply saved is what the editor reads back.
    let saved: OwnerProfile = empty;
    const { calls } = await openDashboard(
      {
        "POST /api/pages/ada-id/import/from-url": { body: found },
        "POST /api/pages/ada-id/import/apply": (call) => {
          const answer = savedFrom(call);
          saved = answer;
          return { body: answer };
        },
      },
      () => ({ body: saved }),
    );
    const { user, section } = await readPage();
    await user.click(await within(section).findByRole("checkbox", { name: /Zines/ }));
    await user.click(within(section).getByRole("checkbox", { name: /Bio/ }));
    await user.click(within(section).getByRole("button", { name: "Add to my page" }));

    await waitFor(() => expect(applyCalls(calls)).toHaveLength(1));
    expect(applyCalls(calls)[0]?.body).toEqual({
      mode: "merge",
      displayName: "Robin Vale",
      avatarUrl: "https://ugc.example.com/robin.png",
      links: [found.links[0], found.links[1], found.links[3]],
      socials: found.socials,
    });
    // The section title comes back as a section row, ahead of the links it heads.
    await waitFor(() => expect(linkTitles()).toEqual(["Prints", "Podcast"]));
    const sectionRow = screen.getByRole("group", { name: "Section 1" });
    expect((within(sectionRow).getByLabelText("Section title") as HTMLInputElement).value).toBe("Shop");
    expect(linkInput(2, "URL").value).toBe("https://shop.example.com/prints");
    expect(within(toastRegion()).getByText("Added to your page.")).toBeTruthy();
  });

  it("reads and applies for the page the address names, under its id", async () => {
    const { calls } = await openDashboard(
      {
        ...pagesAnswer(shopPage),
        "GET /api/pages/p2/profile": { body: { ...profile, username: shopPage.username } },
        "GET /api/pages/p2/custom-domain": { body: null },
        "POST /api/pages/p2/import/from-url": { body: found },
        "POST /api/pages/p2/import/apply": (call) => ({ body: savedFrom(call) }),
      },
      { body: profile },
      { ...inYourData, page: "p2" },
    );
    const { user, section } = await readPage();
    await user.click(await within(section).findByRole("button", { name: "Add to my page" }));
    expect(await within(toastRegion()).findByText("Added to your page.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/api/pages/p2/import/from-url",
      "/api/pages/p2/import/apply",
    ]);
    expect(calls.find((call) => call.path === "/api/pages/p2/import/from-url")?.body).toEqual({
      url: "https://linktr.ee/robinvale",
    });
    expect(calls.find((call) => call.path === "/api/pages/p2/import/apply")?.body).toMatchObject({ mode: "merge" });
  });

  it("asks before replacing the page, and sends mode replace once confirmed", async () => {
    const { calls } = await openDashboard(
      {
        "POST /api/pages/ada-id/import/from-url": { body: found },
        "POST /api/pages/ada-id/import/apply": (call) => ({
          body: { ...savedFrom(call), msg: "Your page was replaced." },
        }),
      },
      { body: profile },
      inYourData,
    );
    const { user, section } = await readPage();
    await user.click(await within(section).findByRole("button", { name: "Replace my page" }));
    const dialog = screen.getByRole("dialog", { name: pageImportTexts.replaceTitle });
    expect(applyCalls(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Replace my page" }));
    await waitFor(() => expect(applyCalls(calls)).toHaveLength(1));
    expect(applyCalls(calls)[0]?.body).toMatchObject({ mode: "replace", bio: found.profile.bio });
    expect(await within(toastRegion()).findByText("Your page was replaced.")).toBeTruthy();
  });

  it("says why a page can't be read, listing the links a save refuses", async () => {
    const refused = [
      {
        title: "Pay me",
        url: "https://paypal.com@pay.example/",
        reason: "URL can't include a user name or password (the part before @).",
      },
    ];
    await openDashboard(
      {
        "POST /api/pages/ada-id/import/from-url": {
          status: 422,
          body: { msg: "None of the links on that page can be added.", refused },
        },
      },
      { body: profile },
      inYourData,
    );
    const { section } = await readPage();
    const alert = await within(section).findByRole("alert");
    expect(within(alert).getByText("None of the links on that page can be added.")).toBeTruthy();
    expect(within(alert).getByText(`“Pay me” (https://paypal.com@pay.example/): ${refused[0]?.reason}`)).toBeTruthy();
  });

  it("puts an address refusal on the address field", async () => {
    const message = "The address must start with https://.";
    await openDashboard(
      {
        "POST /api/pages/ada-id/import/from-url": {
          status: 400,
          body: { msg: message, errors: [{ field: "url", message }] },
        },
      },
      { body: profile },
      inYourData,
    );
    const { section } = await readPage("http://linktr.ee/robinvale");
    await waitFor(() =>
      expect(within(section).getByLabelText("Address of your page").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(within(section).getAllByText(message).length).toBeGreaterThan(0);
  });

  it("holds the import back while the editor has unsaved changes, which it would otherwise lose", async () => {
    const { calls } = await openDashboard({ "POST /api/pages/ada-id/import/from-url": { body: found } });
    const user = setupUser();
    await user.type(linkInput(1, "Title"), " and more");
    // The draft is the dashboard's: Settings holds it back as well.
    await goToSection(user, "Settings", inYourData.at);
    const { section } = await readPage();
    expect(await within(section).findByText(pageImportTexts.unsaved)).toBeTruthy();
    expect((within(section).getByRole("button", { name: "Add to my page" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(section).getByRole("button", { name: "Replace my page" }) as HTMLButtonElement).disabled).toBe(true);
    expect(applyCalls(calls)).toEqual([]);
  });
});
