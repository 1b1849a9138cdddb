// The Your data card's import (docs/product.md, "Accounts: the rules"; docs/decisions/054): "Replace my
// profile and links" asks first and sends nothing until the owner confirms; what an import left out is
// listed with why.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { importMessages } from "#contract/account-data";
import { openDashboard, pagesAnswer, profile, setupUser, shopPage } from "./support/dashboard-fixtures";
import type { FetchCall } from "./support/render";

const exportFile = () =>
  new File([JSON.stringify({ format: "linknest-export", version: 1, profile, links: profile.links })], "mine.json", {
    type: "application/json",
  });

const importCalls = (calls: FetchCall[]) => calls.filter((call) => call.path === "/api/account/import");

describe("importing a file", () => {
  it("asks before replacing the profile and links, and sends nothing when the owner keeps them", async () => {
    const { calls } = await openDashboard(
      {
        "POST /api/account/import": { body: { ...profile, msg: importMessages.imported, leftOut: [] } },
      },
      undefined,
      { at: "/dashboard/settings" },
    );
    const user = setupUser();
    const card = screen.getByRole("region", { name: "Your data" });
    await user.upload(within(card).getByLabelText("Export file"), exportFile());
    await user.click(within(card).getByLabelText("Replace my profile and links"));
    await user.click(within(card).getByRole("button", { name: "Import" }));

    const dialog = await screen.findByRole("dialog", { name: importMessages.replaceConfirmTitle });
    await user.click(within(dialog).getByRole("button", { name: "Keep my profile" }));
    expect(importCalls(calls)).toHaveLength(0);

    await user.click(within(card).getByRole("button", { name: "Import" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: importMessages.replaceConfirmTitle })).getByRole("button", {
        name: "Replace",
      }),
    );
    await waitFor(() => expect(importCalls(calls)).toHaveLength(1));
    expect(importCalls(calls)[0]?.body).toMatchObject({ mode: "replace", data: { format: "linknest-export" } });
  });

  it("merges without asking, and lists what the import left out and why", async () => {
    const leftOut = [
      { field: "showBranding", message: importMessages.brandingLeftOut },
      { field: "links.2", message: importMessages.scheduleLeftOut("“New album”") },
    ];
    const { calls } = await openDashboard(
      {
        "POST /api/account/import": { body: { ...profile, msg: importMessages.importedExcept, leftOut } },
      },
      undefined,
      { at: "/dashboard/settings" },
    );
    const user = setupUser();
    const card = screen.getByRole("region", { name: "Your data" });
    await user.upload(within(card).getByLabelText("Export file"), exportFile());
    await user.click(within(card).getByRole("button", { name: "Import" }));
    const list = await within(card).findByRole("region", { name: importMessages.importedExcept });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(leftOut.map((item) => item.message));
    expect(importCalls(calls)[0]?.body).toMatchObject({ mode: "merge" });
  });

  it("sends the file to the page the address names, and without one to the primary page", async () => {
    for (const page of ["p2", undefined]) {
      const { calls, unmount } = await openDashboard(
        {
          ...pagesAnswer(shopPage),
          "GET /api/pages/p2/profile": { body: { ...profile, username: shopPage.username } },
          "GET /api/pages/p2/custom-domain": { body: null },
          "POST /api/account/import": { body: { ...profile, msg: importMessages.imported, leftOut: [] } },
        },
        undefined,
        { at: "/dashboard/settings", page },
      );
      const user = setupUser();
      const card = screen.getByRole("region", { name: "Your data" });
      await user.upload(within(card).getByLabelText("Export file"), exportFile());
      await user.click(within(card).getByRole("button", { name: "Import" }));
      await waitFor(() => expect(importCalls(calls)).toHaveLength(1));
      const body = importCalls(calls)[0]?.body as Record<string, unknown>;
      expect(body.pageId, String(page)).toBe(page);
      expect(body).toMatchObject({ mode: "merge", data: { format: "linknest-export" } });
      unmount();
    }
  });
});

describe("the import forms' rules", () => {
  it("asks for a file, then refuses one that is no export on its field, focused, and sends nothing", async () => {
    const { calls } = await openDashboard({}, undefined, { at: "/dashboard/settings" });
    const user = setupUser();
    const card = screen.getByRole("region", { name: "Your data" });
    const picker = within(card).getByLabelText("Export file");
    await user.click(within(card).getByRole("button", { name: "Import" }));
    expect(await within(card).findByText("Choose an export file.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(picker));

    await user.upload(picker, new File(["not json"], "notes.json", { type: "application/json" }));
    await user.click(within(card).getByRole("button", { name: "Import" }));
    expect(await within(card).findByText("This file is not a LinkNest export.")).toBeTruthy();
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(picker));
    expect(importCalls(calls)).toHaveLength(0);
  });

  it("asks for an address in the paste box, keeps the lines that are none, and says which", async () => {
    const { calls } = await openDashboard(
      { "POST /api/account/import": { body: { ...profile, msg: importMessages.imported, leftOut: [] } } },
      undefined,
      { at: "/dashboard/settings" },
    );
    const user = setupUser();
    const card = screen.getByRole("region", { name: "Your data" });
    const box = within(card).getByLabelText("One web address per line") as HTMLTextAreaElement;
    await user.click(within(card).getByRole("button", { name: "Add these links" }));
    expect(await within(card).findByText("Paste at least one web address, one per line.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));

    await user.type(box, "not a link");
    await user.click(within(card).getByRole("button", { name: "Add these links" }));
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
    expect(importCalls(calls)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "shop.example{Enter}not a link");
    await user.click(within(card).getByRole("button", { name: "Add these links" }));
    expect(await within(card).findByText("These lines are not web addresses: not a link")).toBeTruthy();
    expect(box.value).toBe("not a link");
    expect(importCalls(calls)[0]?.body).toMatchObject({ mode: "merge", data: { links: [{ title: "shop.example" }] } });
  });
});
