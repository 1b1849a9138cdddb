import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminMessages } from "#contract/admin-schemas";
import { adminTexts } from "../../web/pages/admin/admin-texts";
import {
  emptyInviteDraft,
  endOfDayIso,
  inviteCodeBody,
  inviteCodeForm,
  parseReservedUsernames,
} from "../../web/pages/admin/settings/settings-input";
import { callsTo, openAdmin } from "./support/admin-fixtures";
import { toastRegion } from "./support/render";

const settingsPath = "/api/admin/settings";
const invitesPath = "/api/admin/invite-codes";

async function openSettings(answers: Parameters<typeof openAdmin>[1] = {}) {
  const view = await openAdmin("/admin?tab=settings", answers);
  return view;
}

const globalForm = () => screen.getByRole("form", { name: "Global settings" });
const inviteForm = () => screen.getByRole("form", { name: "New invite code" });

describe("the global settings", () => {
  it("shows the saved settings", async () => {
    await openSettings();
    const form = await screen.findByRole("form", { name: "Global settings" });
    expect((within(form).getByRole("switch", { name: /invite code/ }) as HTMLInputElement).checked).toBe(false);
    expect((within(form).getByRole("switch", { name: "Close registration" }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole("textbox", { name: "Extra reserved usernames" }) as HTMLTextAreaElement).value).toBe(
      "support\nhelp",
    );
  });

  it("says what a blocked domain does: links, social icons and e-mail addresses on it refused, those already there held", async () => {
    await openSettings();
    const field = await within(await screen.findByRole("form", { name: "Global settings" })).findByRole("textbox", {
      name: "Blocked domains",
    });
    const hint = document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(hint?.textContent).toBe(
      "One per line, such as example.com. Links, social icons and e-mail addresses on these domains or their subdomains can't be added, and those already on pages are held for review.",
    );
  });

  it("saves the toggles and the reserved usernames trimmed, one per line, blank lines dropped", async () => {
    const { calls } = await openSettings({
      "PUT /api/admin/settings": ({ body }) => ({ body }),
    });
    await screen.findByRole("form", { name: "Global settings" });
    const user = userEvent.setup();
    await user.click(within(globalForm()).getByRole("switch", { name: /invite code/ }));
    await user.click(within(globalForm()).getByRole("switch", { name: "Close registration" }));
    await user.click(within(globalForm()).getByRole("switch", { name: "Admins require two-factor authentication" }));
    const textarea = within(globalForm()).getByRole("textbox", { name: "Extra reserved usernames" });
    await user.clear(textarea);
    await user.type(textarea, "  staff  {Enter}{Enter}   {Enter}billing{Enter}  ");
    await user.click(within(globalForm()).getByRole("button", { name: "Save settings" }));
    expect(await within(toastRegion()).findByText("Settings saved.")).toBeTruthy();
    expect(callsTo(calls, settingsPath, "PUT")[0]?.body).toEqual({
      invitesRequired: true,
      registrationClosed: false,
      adminsRequire2fa: true,
      extraReservedUsernames: ["staff", "billing"],
      blockedDomains: ["evil.example"],
    });
    // The form shows what the server kept.
    expect((textarea as HTMLTextAreaElement).value).toBe("staff\nbilling");
  });

  it("says 'Failed to save settings' when saving fails", async () => {
    await openSettings({ "PUT /api/admin/settings": { status: 500, body: {} } });
    await screen.findByRole("form", { name: "Global settings" });
    await userEvent.setup().click(within(globalForm()).getByRole("button", { name: "Save settings" }));
    expect(await within(toastRegion()).findByText("Failed to save settings")).toBeTruthy();
  });

  it("says 'Failed to fetch settings' when they cannot be loaded", async () => {
    await openSettings({ "GET /api/admin/settings": { status: 500, body: {} } });
    expect(await screen.findByText("Failed to fetch settings")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Global settings" })).toBeNull();
  });
});

describe("invite codes", () => {
  it("lists the codes with their state, uses and expiry", async () => {
    await openSettings();
    const table = await screen.findByRole("table", { name: "Invite codes" });
    const welcome = within(table).getByRole("row", { name: /WELCOME/ });
    expect((within(welcome).getByRole("switch", { name: "Enable WELCOME" }) as HTMLInputElement).checked).toBe(true);
    expect(within(welcome).getByText("3 / 10")).toBeTruthy();
    expect(within(welcome).getByText("Never")).toBeTruthy();
    const friends = within(table).getByRole("row", { name: /FRIENDS/ });
    expect((within(friends).getByRole("switch", { name: "Enable FRIENDS" }) as HTMLInputElement).checked).toBe(false);
    expect(within(friends).getByText(/2026/)).toBeTruthy();
  });

  it("toggles a code with PUT {enabled} and says 'Failed to update' when that fails", async () => {
    let fail = false;
    const { calls } = await openSettings({
      "PUT /api/admin/invite-codes/i2": () =>
        fail ? { status: 500, body: {} } : { body: { _id: "i2", code: "FRIENDS", enabled: true } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch", { name: "Enable FRIENDS" }));
    await waitFor(() => expect(callsTo(calls, `${invitesPath}/i2`, "PUT")).toHaveLength(1));
    expect(callsTo(calls, `${invitesPath}/i2`, "PUT")[0]?.body).toEqual({ enabled: true });
    await waitFor(() => expect(callsTo(calls, invitesPath)).toHaveLength(2));

    fail = true;
    await user.click(screen.getByRole("switch", { name: "Enable FRIENDS" }));
    expect(await within(toastRegion()).findByText("Failed to update")).toBeTruthy();
  });

  it("deletes a code once confirmed and says 'Failed to delete' when that fails", async () => {
    let fail = false;
    const { calls } = await openSettings({
      "DELETE /api/admin/invite-codes/i1": () => (fail ? { status: 500, body: {} } : { body: { msg: "Deleted" } }),
    });
    const user = userEvent.setup();
    const deleteConfirmed = async () => {
      await user.click(await screen.findByRole("button", { name: "Delete WELCOME" }));
      const dialog = screen.getByRole("dialog", { name: "Delete the invite code WELCOME?" });
      await user.click(within(dialog).getByRole("button", { name: "Delete code" }));
    };
    await deleteConfirmed();
    expect(await within(toastRegion()).findByText("Deleted")).toBeTruthy();
    expect(callsTo(calls, `${invitesPath}/i1`, "DELETE")).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, invitesPath)).toHaveLength(2));
    fail = true;
    await deleteConfirmed();
    expect(await within(toastRegion()).findByText("Failed to delete")).toBeTruthy();
  });

  it("asks before deleting a code, and 'Keep code' deletes nothing", async () => {
    const { calls } = await openSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete WELCOME" }));
    const dialog = screen.getByRole("dialog", { name: "Delete the invite code WELCOME?" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Keep code" }));
    expect(dialog.open).toBe(false);
    expect(callsTo(calls, `${invitesPath}/i1`, "DELETE")).toHaveLength(0);
  });

  it("requires a code: 'Code is required', and nothing is sent", async () => {
    const { calls } = await openSettings();
    await screen.findByRole("table", { name: "Invite codes" });
    const user = userEvent.setup();
    await user.type(within(inviteForm()).getByRole("textbox", { name: "Code" }), "   ");
    await user.click(within(inviteForm()).getByRole("button", { name: "Create invite code" }));
    expect(within(inviteForm()).getByText("Code is required")).toBeTruthy();
    expect(within(inviteForm()).getByRole("textbox", { name: "Code" }).getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, invitesPath, "POST")).toHaveLength(0);
  });

  it.each([
    ["", undefined],
    ["25", 25],
  ])("creates a code with Max uses %j: a number is its limit, empty is none", async (maxUses, expected) => {
    const { calls } = await openSettings({
      "POST /api/admin/invite-codes": { status: 201, body: { _id: "i3", code: "SPRING", enabled: true, uses: 0 } },
    });
    await screen.findByRole("table", { name: "Invite codes" });
    const user = userEvent.setup();
    await user.type(within(inviteForm()).getByRole("textbox", { name: "Code" }), " SPRING ");
    if (maxUses) await user.type(within(inviteForm()).getByRole("spinbutton", { name: "Max uses" }), maxUses);
    await user.click(within(inviteForm()).getByRole("button", { name: "Create invite code" }));
    expect(await within(toastRegion()).findByText("Invite code created.")).toBeTruthy();
    const body = callsTo(calls, invitesPath, "POST")[0]?.body as Record<string, unknown>;
    expect(body).toEqual(
      expected === undefined ? { code: "SPRING", enabled: true } : { code: "SPRING", enabled: true, maxUses: expected },
    );
    // The list is read again and the form is emptied for the next code.
    await waitFor(() => expect(callsTo(calls, invitesPath)).toHaveLength(2));
    expect((within(inviteForm()).getByRole("textbox", { name: "Code" }) as HTMLInputElement).value).toBe("");
  });

  it.each(["0", "-2", "2.5"])(
    "shows 'Max uses must be a positive whole number.' on the field for %j, and sends nothing",
    async (maxUses) => {
      const { calls } = await openSettings();
      await screen.findByRole("table", { name: "Invite codes" });
      const user = userEvent.setup();
      await user.type(within(inviteForm()).getByRole("textbox", { name: "Code" }), "SPRING");
      const field = within(inviteForm()).getByRole("spinbutton", { name: "Max uses" });
      await user.type(field, maxUses);
      await user.click(within(inviteForm()).getByRole("button", { name: "Create invite code" }));
      expect(within(inviteForm()).getByText("Max uses must be a positive whole number.")).toBeTruthy();
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(callsTo(calls, invitesPath, "POST")).toHaveLength(0);
      // Correcting the field lets the code be created with its limit.
      await user.clear(field);
      await user.type(field, "3");
      expect(field.getAttribute("aria-invalid")).toBeNull();
    },
  );

  it("sends an expiry date, when one is picked, as the end of that day", async () => {
    const { calls } = await openSettings({
      "POST /api/admin/invite-codes": { status: 201, body: { _id: "i3", code: "SUMMER", enabled: false, uses: 0 } },
    });
    await screen.findByRole("table", { name: "Invite codes" });
    const user = userEvent.setup();
    await user.type(within(inviteForm()).getByRole("textbox", { name: "Code" }), "SUMMER");
    await user.type(within(inviteForm()).getByLabelText("Expires on"), "2026-08-31");
    await user.click(within(inviteForm()).getByRole("switch", { name: "Enabled" }));
    await user.click(within(inviteForm()).getByRole("button", { name: "Create invite code" }));
    await waitFor(() => expect(callsTo(calls, invitesPath, "POST")).toHaveLength(1));
    expect(callsTo(calls, invitesPath, "POST")[0]?.body).toEqual({
      code: "SUMMER",
      enabled: false,
      expiresAt: new Date(2026, 7, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it("says 'Failed to create invite code' when creating fails, keeping what was typed", async () => {
    await openSettings({ "POST /api/admin/invite-codes": { status: 500, body: {} } });
    await screen.findByRole("table", { name: "Invite codes" });
    const user = userEvent.setup();
    await user.type(within(inviteForm()).getByRole("textbox", { name: "Code" }), "SPRING");
    await user.click(within(inviteForm()).getByRole("button", { name: "Create invite code" }));
    expect(await within(toastRegion()).findByText("Failed to create invite code")).toBeTruthy();
    expect((within(inviteForm()).getByRole("textbox", { name: "Code" }) as HTMLInputElement).value).toBe("SPRING");
  });

  it("says 'Failed to fetch invite codes' when they cannot be loaded", async () => {
    await openSettings({ "GET /api/admin/invite-codes": { status: 500, body: {} } });
    expect(await screen.findByText("Failed to fetch invite codes")).toBeTruthy();
  });
});

describe("settings input rules (contract/admin-schemas.ts)", () => {
  it("says 'Code is required' exactly as the server does", () => {
    expect(adminTexts.codeRequired).toBe("Code is required");
    expect(adminTexts.codeRequired).toBe(adminMessages.codeRequired);
  });

  it("reads reserved usernames one per line, trimmed, blank lines dropped", () => {
    expect(parseReservedUsernames(" a \r\n\n  \nb\n")).toEqual(["a", "b"]);
    expect(parseReservedUsernames("")).toEqual([]);
  });

  it("takes Max uses as a positive whole number or empty, and refuses anything else on its field", () => {
    const draft = (maxUses: string, maxUsesUnreadable = false) => ({
      ...emptyInviteDraft,
      code: "SPRING",
      maxUses,
      maxUsesUnreadable,
    });
    expect(["1", " 7 ", ""].map((text) => inviteCodeBody(draft(text)).maxUses)).toEqual([1, 7, undefined]);
    const refusals = (value: ReturnType<typeof draft>) =>
      inviteCodeForm.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
    const maxUsesRefused = [["maxUses", "Max uses must be a positive whole number."]];
    for (const text of ["0", "-1", "1.5", "abc"]) expect(refusals(draft(text)), text).toEqual(maxUsesRefused);
    // A number input whose text the browser cannot read reports an empty value; that is not "unlimited".
    expect(refusals(draft("", true))).toEqual(maxUsesRefused);
    expect(refusals(draft("12"))).toEqual([]);
  });

  it("turns a picked day into the end of that day, and ignores anything else", () => {
    expect(endOfDayIso("2026-01-02")).toBe(new Date(2026, 0, 2, 23, 59, 59, 999).toISOString());
    expect(endOfDayIso("")).toBeUndefined();
    expect(endOfDayIso("tomorrow")).toBeUndefined();
  });
});
