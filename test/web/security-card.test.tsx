// The dashboard's Security card (docs/product.md, "Dashboard" and "Accounts: the rules"): setting up two-factor
// authentication with the QR code and the recovery codes shown once, turning it off, the passkeys and
// the signed-in devices with their actions.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openDashboard, setupUser } from "./support/dashboard-fixtures";

const setup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUrl: "otpauth://totp/LinkNest:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1" height="1"/></svg>',
};
const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

const security = () => screen.getByRole("region", { name: "Security" });

describe("the Security card", () => {
  it("sets up two-factor authentication: QR code and key, a first code, then the recovery codes once", async () => {
    let on = false;
    const { calls } = await openDashboard({
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

  it("turns two-factor authentication off with the password, and shows a wrong password's message", async () => {
    const { calls } = await openDashboard({
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
    const { calls } = await openDashboard({
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
    await waitFor(() => expect(within(security()).queryByRole("list", { name: "Your passkeys" })).toBeNull());
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ name: "Phone" });
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
    const { calls } = await openDashboard({
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
