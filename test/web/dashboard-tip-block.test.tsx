// The tip block in the editor (docs/guides/earn.md): 'Tip jar' adds one with amounts an owner can keep, one per
// page; its amounts, currency and custom amount are checked as the server checks them and saved as the
// block's fields; a saved block loads back, its server errors land on its fields, and the preview shows it.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { earnMessages } from "#contract/earn";
import type { OwnerProfile } from "#contract/types";
import { draftFromProfile } from "../../web/pages/dashboard/editor/draft";
import { toProfile } from "../../web/pages/dashboard/editor/profile-api";
import { previewProfile } from "../../web/pages/dashboard/preview/draft-preview";
import { openDashboard, profile, putCalls, setupUser, shownLink } from "./support/dashboard-fixtures";
import { addLinkButton } from "./support/links-card";
import { fieldErrorsAnswer } from "./support/render";

const saveButton = () => screen.getByRole("button", { name: /^(Save changes|Saving…)$/ }) as HTMLButtonElement;
const tipRow = (position: number) => screen.getByRole("group", { name: `Tip jar ${position}` });

const withTip: OwnerProfile = {
  ...profile,
  links: [
    ...profile.links,
    {
      id: "t1",
      title: "Support me",
      url: "",
      clicks: 0,
      ...shownLink,
      kind: "tip",
      held: false,
      amounts: [2, 4],
      currency: "gbp",
      allowCustom: false,
    },
  ],
};

describe("the tip block in the editor", () => {
  it("adds a Tip jar with amounts an owner can keep, once per page, and saves its fields", async () => {
    const { calls } = await openDashboard({ "PUT /api/pages/ada-id/profile": { body: profile } });
    const user = setupUser();
    await user.click(addLinkButton("Tip jar"));
    const row = tipRow(3);
    expect((within(row).getByLabelText("Heading") as HTMLInputElement).value).toBe("Buy me a coffee");
    expect((within(row).getByLabelText("Amounts") as HTMLInputElement).value).toBe("3, 5, 10");
    expect((within(row).getByLabelText("Currency") as HTMLSelectElement).value).toBe("usd");
    expect((within(row).getByLabelText("Visitors may choose an amount") as HTMLInputElement).checked).toBe(true);
    expect(within(row).queryByLabelText("URL")).toBeNull();
    expect(within(row).getByRole("link", { name: "Set up tips on Earn" }).getAttribute("href")).toBe("/dashboard/earn");
    expect(addLinkButton("Tip jar").disabled).toBe(true);
    expect(addLinkButton("Tip jar").title).toBe(earnMessages.twoTipBlocks);

    await user.selectOptions(within(row).getByLabelText("Currency"), "eur");
    await user.click(within(row).getByLabelText("Visitors may choose an amount"));
    await user.click(saveButton());
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    const [put] = putCalls(calls);
    const sent = (put?.body as { links: unknown[] } | undefined)?.links[2];
    expect(sent).toEqual({
      ...shownLink,
      kind: "tip",
      title: "Buy me a coffee",
      url: "",
      amounts: [3, 5, 10],
      currency: "eur",
      allowCustom: false,
    });
  });

  it.each([
    ["", earnMessages.amountsRequired],
    ["1, 2, 3, 4, 5", earnMessages.amountsTooMany],
    ["3, 2.5", earnMessages.amountRange],
    ["0", earnMessages.amountRange],
    ["1001", earnMessages.amountRange],
    ["5, 5", earnMessages.amountsRepeated],
  ])("refuses the amounts %j with the server's message, sending nothing", async (typed, message) => {
    const { calls } = await openDashboard();
    const user = setupUser();
    await user.click(addLinkButton("Tip jar"));
    const amounts = within(tipRow(3)).getByLabelText("Amounts");
    await user.clear(amounts);
    if (typed) await user.type(amounts, typed);
    await user.click(saveButton());
    expect(await within(tipRow(3)).findByText(message)).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(0);
  });

  it("loads a saved block with its fields, sends it back whole, and shows a server error on its amounts", async () => {
    const { calls } = await openDashboard(
      {
        "PUT /api/pages/ada-id/profile": fieldErrorsAnswer(400, earnMessages.amountRange, [
          { field: "links.2.amounts", message: earnMessages.amountRange },
        ]),
      },
      { body: withTip },
    );
    const user = setupUser();
    const row = tipRow(3);
    expect((within(row).getByLabelText("Amounts") as HTMLInputElement).value).toBe("2, 4");
    expect((within(row).getByLabelText("Currency") as HTMLSelectElement).value).toBe("gbp");
    expect(addLinkButton("Tip jar").disabled).toBe(true);
    await user.type(within(row).getByLabelText("Heading"), "!");
    await user.click(saveButton());
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    const [put] = putCalls(calls);
    const sent = (put?.body as { links: unknown[] } | undefined)?.links[2];
    expect(sent).toMatchObject({ id: "t1", kind: "tip", title: "Support me!", amounts: [2, 4], currency: "gbp" });
    expect(await within(row).findByText(earnMessages.amountRange)).toBeTruthy();
  });

  it("is previewed as the page will show it, with the amounts that pass the save's checks", () => {
    const saved = toProfile(withTip);
    const draft = draftFromProfile(saved);
    const preview = previewProfile(draft, saved, Date.now());
    expect(preview.links[2]).toEqual({
      kind: "tip",
      title: "Support me",
      amounts: [2, 4],
      currency: "gbp",
      allowCustom: false,
    });
    const unfinished = {
      ...draft,
      links: draft.links.map((link) => (link.kind === "tip" ? { ...link, amounts: "2, x" } : link)),
    };
    expect(previewProfile(unfinished, saved, Date.now()).links[2]).toMatchObject({ kind: "tip", amounts: [] });
  });
});
