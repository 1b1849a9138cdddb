// The "Search and sharing" card (docs/product.md, "Making the page yours"): the page's title and
// description with their counters and the schemas' messages, the snippet with the defaults, and
// "Hide my page from search engines", all held in the draft and sent by 'Save changes'.
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { sharingMessages } from "#contract/search-and-sharing";
import { openDashboard, profile, putCalls, setupUser } from "./support/dashboard-fixtures";

/** /dashboard/design, where the card is. */
const openDesign = (
  answers: Parameters<typeof openDashboard>[0] = {},
  profileAnswer?: Parameters<typeof openDashboard>[1],
) => openDashboard(answers, profileAnswer, { at: "/dashboard/design" });

const card = () => screen.getByRole("region", { name: "Search and sharing" });
const titleInput = () => within(card()).getByLabelText("Page title") as HTMLInputElement;
const descriptionInput = () => within(card()).getByLabelText("Page description") as HTMLTextAreaElement;
const noindexSwitch = () => within(card()).getByRole("switch", { name: "Hide my page from search engines" });
const snippet = () => within(card()).getByRole("figure");
const saveButton = () => screen.getByRole("button", { name: /^(Save changes|Saving…)$/ }) as HTMLButtonElement;

describe("the search and sharing card", () => {
  it("shows the defaults, the name and the bio, until a title and description are typed", async () => {
    await openDesign();
    expect(titleInput().value).toBe("");
    expect(snippet().textContent).toBe("@ada | LinkNestHello there");
    const user = setupUser();
    await user.type(titleInput(), "Ada's notes");
    await user.type(descriptionInput(), "Essays on engines");
    expect(snippet().textContent).toBe("Ada's notesEssays on engines");
  });

  it("shows a right-to-left display name in the snippet in its own direction", async () => {
    await openDashboard({}, { body: { ...profile, displayName: "שירה כהן" } }, { at: "/dashboard/design" });
    const title = snippet().querySelector("strong");
    expect(title?.textContent).toBe("שירה כהן (@ada) | LinkNest");
    expect(title?.getAttribute("dir")).toBe("auto");
    expect(snippet().querySelector("span")?.getAttribute("dir")).toBe("auto");
  });

  it("caps both fields with counters", async () => {
    await openDesign();
    expect(titleInput().maxLength).toBe(limits.pageTitleMax);
    expect(descriptionInput().maxLength).toBe(limits.pageDescriptionMax);
    fireEvent.change(titleInput(), { target: { value: "t".repeat(90) } });
    expect(titleInput().value).toHaveLength(limits.pageTitleMax);
    expect(within(card()).getAllByText("0 characters left")).toHaveLength(1);
  });

  it("names a control character in the title after the field is left, and does not save", async () => {
    const { calls } = await openDesign();
    fireEvent.change(titleInput(), { target: { value: "Bell\u0007" } });
    fireEvent.blur(titleInput());
    expect(await within(card()).findByText(sharingMessages.pageTitleControlCharacters)).toBeTruthy();
    await setupUser().click(saveButton());
    expect(putCalls(calls)).toHaveLength(0);
  });

  it("sends the title, description and noindex with 'Save changes'", async () => {
    const { calls } = await openDesign({ "PUT /api/pages/ada-id/profile": { body: profile } });
    const user = setupUser();
    expect(saveButton().disabled).toBe(true);
    await user.type(titleInput(), "Ada's notes");
    await user.type(descriptionInput(), "Essays on engines");
    await user.click(noindexSwitch());
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    const [put] = putCalls(calls);
    expect(put?.body).toMatchObject({ pageTitle: "Ada's notes", pageDescription: "Essays on engines", noindex: true });
  });

  it("starts from the saved settings", async () => {
    await openDesign({}, { body: { ...profile, pageTitle: "Saved title", pageDescription: "", noindex: true } });
    expect(titleInput().value).toBe("Saved title");
    expect(noindexSwitch().getAttribute("aria-checked")).toBe("true");
    expect(within(card()).getByText(/anyone with the address can still open it/)).toBeTruthy();
  });

  it("chooses the language of the page's own words, each visitor's by default, and sends it with 'Save changes'", async () => {
    const { calls } = await openDesign({
      "PUT /api/pages/ada-id/profile": { body: { ...profile, language: "pt-BR" } },
    });
    const language = within(card()).getByLabelText("Language of the page's own words") as HTMLSelectElement;
    expect(language.value).toBe("auto");
    expect([...language.options].map((option) => option.textContent)).toEqual([
      "Each visitor's language",
      "English",
      "Deutsch",
      "Español",
      "Français",
      "Português (Brasil)",
    ]);
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(language, { target: { value: "pt-BR" } });
    expect(saveButton().disabled).toBe(false);
    await setupUser().click(saveButton());
    expect(putCalls(calls)[0]?.body).toMatchObject({ language: "pt-BR" });
  });

  it("starts from the saved language", async () => {
    await openDesign({}, { body: { ...profile, language: "fr" } });
    const language = within(card()).getByLabelText("Language of the page's own words") as HTMLSelectElement;
    expect(language.value).toBe("fr");
  });
});
