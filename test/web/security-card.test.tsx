// The dashboard's Security card (docs/product.md, "Dashboard" and "Accounts: the rules"): setting up two-factor
// authentication with the QR code and the recovery codes shown once, turning it off, the passkeys and
// the signed-in devices with their actions.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openDashboard, setupUser } from "./support/dashboard-fixtures";
import { toastRegion } from "./support/render";

/** /dashboard/settings, where the card is. */
const openSettings = (
  answers: Parameters<typeof openDashboard>[0] = {},
  profileAnswer?: Parameters<typeof openDashboard>[1],
) => openDashboard(answers, profileAnswer, { at: "/dashboard/settings" });

const setup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUrl: "otpauth://totp/LinkNest:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1" height="1"/></svg>',
};
const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

const security = () => screen.getByRole("region", { name: "Security" });

describe("the Security card", () => {
  it("says when its settings fail to load, and reads them again on 'Try again'", async () => {
    let reads = 0;
    await openSettings({
      "GET /api/2fa": () => {
        reads += 1;
        return reads === 1
          ? { status: 503, body: { msg: "Service unavailable" } }
          : { body: { totp: false, passkeys: 0, recoveryCodesLeft: 0 } };
      },
    });
    const alert = await within(security()).findByRole("alert");
    expect(alert.textContent).toContain("Service unavailable");
    await setupUser().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(security()).findByRole("button", { name: "Set up two-factor authentication" })).toBeTruthy();
    expect(within(security()).queryByRole("alert")).toBeNull();
    expect(reads).toBe(2);
  });

  it("sets up two-factor authentication: QR code and key, a first code, then the recovery codes once", async () => {
    let on = false;
    const { calls } = await openSettings({
      "GET /api/2fa": () => ({ body: { totp: on, passkeys: 0, recoveryCodesLeft: on ? 10 : 0 } }),
      "POST /api/2fa/totp/setup": { body: setup },
      "POST /api/2fa/totp/enable": () => {
        on = true;
        return { body: { recoveryCodes: codes, msg: "Two-factor authentication is on." } };
      },
    });
    const user = setupUser();
    await user.click(await within(security()).findByRole("button", { name: "Set up two-factor authentication" }));
    const qr = (await within(security()).findByRole("img", {
      name: "QR code for your authenticator app",
    })) as HTMLImageElement;
    expect(qr.src.startsWith("data:image/svg+xml")).toBe(true);
    expect(within(security()).getByText(setup.secret)).toBeTruthy();
    await user.type(within(security()).getByLabelText("6-digit code"), "123456");
    await user.click(within(security()).getByRole("button", { name: "Turn on two-factor authentication" }));

    const list = await within(security()).findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(calls.find((call) => call.path === "/api/2fa/totp/enable")?.body).toEqual({ code: "123456" });
    await user.click(within(security()).getByRole("button", { name: "I have saved my recovery codes" }));
    expect(within(security()).queryByRole("list", { name: "Recovery codes" })).toBeNull();
    expect(await within(security()).findByText("10 recovery codes left.", { exact: false })).toBeTruthy();
  });

  it("after turning two-factor on, offers to end the other sessions it counted", async () => {
    const { calls } = await openSettings({
      "GET /api/2fa": { body: { totp: false, passkeys: 0, recoveryCodesLeft: 0 } },
      "POST /api/2fa/totp/setup": { body: setup },
      "POST /api/2fa/totp/enable": {
        body: { recoveryCodes: codes, otherSessions: 2, msg: "Two-factor authentication is on." },
      },
      "POST /api/sessions/revoke-others": { body: { msg: "Every other session was signed out." } },
    });
    const user = setupUser();
    await user.click(await within(security()).findByRole("button", { name: "Set up two-factor authentication" }));
    await user.type(await within(security()).findByLabelText("6-digit code"), "123456");
    await user.click(within(security()).getByRole("button", { name: "Turn on two-factor authentication" }));
    expect(await within(security()).findByText(/still signed in on 2 other devices/)).toBeTruthy();
    // The offer sits with the recovery codes, before the devices list further down the card.
    const offers = within(security()).getAllByRole("button", { name: "End all other sessions" });
    expect(offers).toHaveLength(1);
    await user.click(offers[0] as HTMLElement);
    expect(await within(toastRegion()).findByText("Every other session was signed out.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/sessions/revoke-others" && call.method === "POST")).toHaveLength(
      1,
    );
    await waitFor(() => expect(within(security()).queryByText(/still signed in on 2 other devices/)).toBeNull());
  });

  it("after turning two-factor on with no other session, offers nothing to end", async () => {
    await openSettings({
      "GET /api/2fa": { body: { totp: false, passkeys: 0, recoveryCodesLeft: 0 } },
      "POST /api/2fa/totp/setup": { body: setup },
      "POST /api/2fa/totp/enable": {
        body: { recoveryCodes: codes, otherSessions: 0, msg: "Two-factor authentication is on." },
      },
    });
    const user = setupUser();
    await user.click(await within(security()).findByRole("button", { name: "Set up two-factor authentication" }));
    await user.type(await within(security()).findByLabelText("6-digit code"), "123456");
    await user.click(within(security()).getByRole("button", { name: "Turn on two-factor authentication" }));
    await within(security()).findByRole("list", { name: "Recovery codes" });
    expect(within(security()).queryByText(/other device/)).toBeNull();
    expect(within(security()).queryByRole("button", { name: "End all other sessions" })).toBeNull();
  });

  it("copies the setup key, and copies and downloads the recovery codes", async () => {
    await openSettings({
      "POST /api/2fa/totp/setup": { body: setup },
      "POST /api/2fa/totp/enable": {
        body: { recoveryCodes: codes, otherSessions: 0, msg: "Two-factor authentication is on." },
      },
    });
    const user = setupUser();
    await user.click(await within(security()).findByRole("button", { name: "Set up two-factor authentication" }));
    await user.click(await within(security()).findByRole("button", { name: "Copy key" }));
    expect(await navigator.clipboard.readText()).toBe(setup.secret);
    await user.type(within(security()).getByLabelText("6-digit code"), "123456");
    await user.click(within(security()).getByRole("button", { name: "Turn on two-factor authentication" }));
    await user.click(await within(security()).findByRole("button", { name: "Copy codes" }));
    expect(await navigator.clipboard.readText()).toBe(codes.join("\n"));
    const download = within(security()).getByRole("link", { name: "Download codes" });
    expect(download.getAttribute("download")).toBe("linknest-recovery-codes.txt");
    const href = download.getAttribute("href") ?? "";
    expect(href.startsWith("data:text/plain;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(href.slice("data:text/plain;charset=utf-8,".length))).toBe(`${codes.join("\n")}\n`);
  });

  it("makes new recovery codes after a re-check, says a wrong password, and shows the new codes once", async () => {
    const fresh = Array.from({ length: 10 }, (_, i) => `fresh${i}-abcde`);
    const { calls } = await openSettings({
      "GET /api/2fa": { body: { totp: true, passkeys: 0, recoveryCodesLeft: 3 } },
      "POST /api/2fa/recovery-codes": (call) =>
        (call.body as { password?: string }).password === "Secret123"
          ? { body: { recoveryCodes: fresh, msg: "New recovery codes are ready. The old ones no longer work." } }
          : {
              status: 400,
              body: {
                msg: "That password is not right.",
                errors: [{ field: "password", message: "That password is not right." }],
              },
            },
    });
    const user = setupUser();
    await user.click(await within(security()).findByRole("button", { name: "New recovery codes" }));
    const form = within(security()).getByRole("form", { name: "New recovery codes" });
    await user.click(within(form).getByRole("button", { name: "Use your password instead" }));
    await user.type(within(form).getByLabelText("Your password"), "Wrong1");
    await user.click(within(form).getByRole("button", { name: "Make new recovery codes" }));
    expect(await within(form).findByText("That password is not right.")).toBeTruthy();
    // The refused re-check is the field the owner is taken back to, marked as the one to fix.
    const password = within(form).getByLabelText("Your password");
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    await user.clear(within(form).getByLabelText("Your password"));
    await user.type(within(form).getByLabelText("Your password"), "Secret123");
    await user.click(within(form).getByRole("button", { name: "Make new recovery codes" }));
    const list = await within(security()).findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(fresh);
    expect(calls.filter((call) => call.path === "/api/2fa/recovery-codes").map((call) => call.body)).toEqual([
      { password: "Wrong1" },
      { password: "Secret123" },
    ]);
  });

  it("turns two-factor authentication off with the password, and shows a wrong password's message", async () => {
    const { calls } = await openSettings({
      "GET /api/2fa": { body: { totp: true, passkeys: 0, recoveryCodesLeft: 7 } },
      "POST /api/2fa/disable": (call) =>
        (call.body as { password: string }).password === "Secret123"
          ? { body: { msg: "Two-factor authentication is off." } }
          : { status: 400, body: { msg: "That password is not right." } },
    });
    const user = setupUser();
    await user.click(await within(security()).findByRole("button", { name: "Turn off two-factor authentication" }));
    await user.type(within(security()).getByLabelText("Your password"), "Wrong1");
    await user.click(within(security()).getByRole("button", { name: "Turn off" }));
    expect(await within(security()).findByText("That password is not right.")).toBeTruthy();
    await user.clear(within(security()).getByLabelText("Your password"));
    await user.type(within(security()).getByLabelText("Your password"), "Secret123");
    await user.click(within(security()).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/2fa/disable")).toHaveLength(2));
  });

  it("lists passkeys, renames and removes one", async () => {
    let passkeys = [{ id: "pk1", name: "Laptop", createdAt: "2026-11-20T10:00:00.000Z", lastUsedAt: null }];
    const { calls } = await openSettings({
      "GET /api/passkeys": () => ({ body: passkeys }),
      "PATCH /api/passkeys/pk1": (call) => {
        passkeys = [{ ...(passkeys[0] as (typeof passkeys)[number]), name: (call.body as { name: string }).name }];
        return { body: { ...passkeys[0], msg: "Passkey renamed." } };
      },
      "DELETE /api/passkeys/pk1": () => {
        passkeys = [];
        return { body: { msg: "Passkey removed." } };
      },
    });
    const user = setupUser();
    const list = await within(security()).findByRole("list", { name: "Your passkeys" });
    expect(within(list).getByText("Laptop")).toBeTruthy();
    expect(within(list).getByText(/never used/)).toBeTruthy();
    await user.click(within(list).getByRole("button", { name: "Rename" }));
    await user.clear(within(list).getByLabelText("Passkey name"));
    await user.type(within(list).getByLabelText("Passkey name"), "Phone");
    await user.click(within(list).getByRole("button", { name: "Save name" }));
    expect(await within(list).findByText("Phone")).toBeTruthy();
    await user.click(within(list).getByRole("button", { name: "Remove" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this passkey?" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await user.type(within(dialog).getByLabelText("Your password"), "Secret123");
    await user.click(within(dialog).getByRole("button", { name: "Remove passkey" }));
    await waitFor(() => expect(within(security()).queryByRole("list", { name: "Your passkeys" })).toBeNull());
    expect(dialog.open).toBe(false);
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ name: "Phone" });
    expect(calls.find((call) => call.method === "DELETE")?.body).toEqual({ password: "Secret123" });
  });

  it("removes a passkey with a code from the authenticator when two-factor is on, and says a wrong one in the dialog", async () => {
    const passkey = { id: "pk1", name: "Laptop", createdAt: "2026-11-20T10:00:00.000Z", lastUsedAt: null };
    const { calls } = await openSettings({
      "GET /api/2fa": { body: { totp: true, passkeys: 1, recoveryCodesLeft: 10 } },
      "GET /api/passkeys": { body: [passkey] },
      "DELETE /api/passkeys/pk1": (call) =>
        (call.body as { code?: string }).code === "123456"
          ? { body: { msg: "Passkey removed." } }
          : {
              status: 400,
              body: {
                msg: "That code is not right, or it was already used. Wait for a new one and try again.",
                errors: [{ field: "code", message: "That code is not right, or it was already used." }],
              },
            },
    });
    const user = setupUser();
    const list = await within(security()).findByRole("list", { name: "Your passkeys" });
    await user.click(within(list).getByRole("button", { name: "Remove" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this passkey?" }) as HTMLDialogElement;
    await user.type(await within(dialog).findByLabelText("Code from your authenticator app"), "654 321");
    await user.click(within(dialog).getByRole("button", { name: "Remove passkey" }));
    expect(
      await within(dialog).findByText(
        "That code is not right, or it was already used. Wait for a new one and try again.",
      ),
    ).toBeTruthy();
    expect(dialog.open).toBe(true);
    await user.clear(within(dialog).getByLabelText("Code from your authenticator app"));
    await user.type(within(dialog).getByLabelText("Code from your authenticator app"), "123 456");
    await user.click(within(dialog).getByRole("button", { name: "Remove passkey" }));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.body)).toEqual([
      { code: "654321" },
      { code: "123456" },
    ]);
  });

  it("lists signed-in devices and ends another one, or all others", async () => {
    let sessions = [
      {
        id: "s1",
        createdAt: "2026-11-20T10:00:00.000Z",
        lastSeenAt: "2026-11-24T09:00:00.000Z",
        device: "Chrome on Linux",
        current: true,
      },
      {
        id: "s2",
        createdAt: "2026-11-21T10:00:00.000Z",
        lastSeenAt: "2026-11-23T09:00:00.000Z",
        device: "Safari on iOS",
        current: false,
      },
      {
        id: "s3",
        createdAt: "2026-11-22T10:00:00.000Z",
        lastSeenAt: "2026-11-22T09:00:00.000Z",
        device: "Firefox on Windows",
        current: false,
      },
    ];
    const { calls } = await openSettings({
      "GET /api/sessions": () => ({ body: sessions }),
      "DELETE /api/sessions/s2": () => {
        sessions = sessions.filter((s) => s.id !== "s2");
        return { body: { msg: "Session ended.", current: false } };
      },
      "POST /api/sessions/revoke-others": () => {
        sessions = sessions.filter((s) => s.current);
        return { body: { msg: "Every other session was signed out.", ended: 1 } };
      },
    });
    const user = setupUser();
    const list = await within(security()).findByRole("list", { name: "Signed-in devices" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    const first = within(list).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(first).getByText("Chrome on Linux")).toBeTruthy();
    expect(within(first).getByText("This device", { exact: false })).toBeTruthy();
    expect(within(first).queryByRole("button", { name: "End session" })).toBeNull();

    const safari = within(list).getByText("Safari on iOS").closest("li") as HTMLElement;
    await user.click(within(safari).getByRole("button", { name: "End session" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    await user.click(within(security()).getByRole("button", { name: "End all other sessions" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(security()).queryByRole("button", { name: "End all other sessions" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/sessions/revoke-others" && call.method === "POST")).toBe(true);
  });
});
