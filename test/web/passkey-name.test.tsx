// A passkey's name on the Security card: the field holds a name to its limit, as every text field does.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openDashboard, setupUser } from "./support/dashboard-fixtures";

/** /dashboard/settings, where the card is. */
const openSettings = (
  answers: Parameters<typeof openDashboard>[0] = {},
  profileAnswer?: Parameters<typeof openDashboard>[1],
) => openDashboard(answers, profileAnswer, { at: "/dashboard/settings" });

describe("renaming a passkey", () => {
  it("holds a name to 60 characters, sending nothing while it is being typed", async () => {
    const passkeys = [{ id: "pk1", name: "Laptop", createdAt: "2026-11-20T10:00:00.000Z", lastUsedAt: null }];
    const { calls } = await openSettings({ "GET /api/passkeys": () => ({ body: passkeys }) });
    const user = setupUser();
    const security = screen.getByRole("region", { name: "Security" });
    const list = await within(security).findByRole("list", { name: "Your passkeys" });
    await user.click(within(list).getByRole("button", { name: "Rename" }));
    const field = within(list).getByLabelText("Passkey name");
    const tooLong = "x".repeat(61);
    await user.clear(field);
    await user.type(field, tooLong);
    expect((field as HTMLInputElement).value).toBe(tooLong.slice(0, 60));
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });
});
