// A passkey's name on the Security card: a name over the limit is refused with the server's message
// before anything is sent, and the field keeps every character typed rather than cutting it.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { securityMessages } from "#contract/security";
import { openDashboard, setupUser } from "./support/dashboard-fixtures";

/** /dashboard/settings, where the card is. */
const openSettings = (
  answers: Parameters<typeof openDashboard>[0] = {},
  profileAnswer?: Parameters<typeof openDashboard>[1],
) => openDashboard(answers, profileAnswer, { at: "/dashboard/settings" });

describe("renaming a passkey", () => {
  it("refuses a name over 60 characters with a message, keeping what was typed", async () => {
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
    expect((field as HTMLInputElement).value).toBe(tooLong);
    await user.click(within(list).getByRole("button", { name: "Save name" }));
    expect(within(list).getByText(securityMessages.passkeyNameTooLong)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });
});
