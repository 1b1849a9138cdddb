// The API tokens card of the dashboard's Settings (docs/guides/public-api.md): a token made with a name, its scopes, an
// expiry and the password, shown once to copy; the list with its last use; Revoke; a refused re-check said
// on its field.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiTokenMessages } from "#contract/api-tokens";
import { openDashboard, profile, setupUser } from "./support/dashboard-fixtures";

const inSettings = { at: "/dashboard/settings" } as const;
const card = () => screen.getByRole("region", { name: "API tokens" });
const listed = {
  id: "t1",
  name: "Zapier",
  scopes: ["pages:read", "pages:write"],
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: "2027-02-18T10:00:00.000Z",
};

describe("the API tokens card", () => {
  it("says a wrong password on its field, and revokes a listed token", async () => {
    const { calls } = await openDashboard(
      {
        "GET /api/tokens": { body: { items: [listed] } },
        "POST /api/tokens": {
          status: 400,
          body: { msg: "Wrong password.", errors: [{ field: "password", message: "Wrong password." }] },
        },
        "DELETE /api/tokens/t1": { body: { msg: "Token revoked." } },
      },
      { body: profile },
      inSettings,
    );
    const user = setupUser();
    await user.type(within(card()).getByLabelText("Name"), "CI");
    await user.type(within(card()).getByLabelText("Your password"), "Nope1234");
    await user.click(within(card()).getByRole("button", { name: "Create token" }));
    expect(await within(card()).findByText("Wrong password.")).toBeTruthy();
    await user.click(await within(card()).findByRole("button", { name: "Revoke Zapier" }));
    await screen.findByText("Token revoked.");
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/tokens/t1")).toBe(true);
  });

  it("creates a token with the chosen scopes and expiry after the password, and shows it once", async () => {
    let items: unknown[] = [];
    const { calls } = await openDashboard(
      {
        "GET /api/tokens": () => ({ body: { items } }),
        "POST /api/tokens": () => {
          items = [listed];
          return { status: 201, body: { id: "t1", token: "lnk_secret", msg: "Token created." } };
        },
      },
      { body: profile },
      inSettings,
    );
    const user = setupUser();
    await user.type(within(card()).getByLabelText("Name"), "Zapier");
    await user.click(within(card()).getByRole("checkbox", { name: /pages:write/ }));
    await user.selectOptions(within(card()).getByLabelText("Expires"), "Never");
    await user.type(within(card()).getByLabelText("Your password"), "Secret123");
    await user.click(within(card()).getByRole("button", { name: "Create token" }));
    expect(await within(card()).findByText("lnk_secret")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/tokens" && call.method === "POST")?.body).toEqual({
      name: "Zapier",
      scopes: ["pages:read", "pages:write"],
      expiresInDays: null,
      password: "Secret123",
    });
    const list = await within(card()).findByRole("list", { name: "Your API tokens" });
    expect(within(list).getByText("Zapier")).toBeTruthy();
    expect(within(list).getByText(/last used never/)).toBeTruthy();
    await user.click(within(card()).getByRole("button", { name: "Done" }));
    expect(within(card()).queryByText("lnk_secret")).toBeNull();
  });
  it("refuses a token without a scope or a name before sending it, on the form's own rules", async () => {
    const { calls } = await openDashboard({}, { body: profile }, inSettings);
    const user = setupUser();
    await user.click(within(card()).getByRole("checkbox", { name: /pages:read/ }));
    await user.click(within(card()).getByRole("button", { name: "Create token" }));
    expect(await within(card()).findByText(apiTokenMessages.scopesRequired)).toBeTruthy();
    expect(within(card()).getByText(apiTokenMessages.nameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(within(card()).getByLabelText("Name"));
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/tokens")).toBe(false);
  });
});
