import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { InviteCode } from "#contract/admin-types";
import type { ErrorBody } from "#contract/types";
import { auditRows, type Client, signedInAdmin } from "./support/admin";
import { createProfile } from "./support/profile";
import { json, request, signUp, uniqueUser } from "./support/requests";

type Settings = {
  invitesRequired: boolean;
  registrationClosed: boolean;
  extraReservedUsernames: string[];
  adminsRequire2fa: boolean;
  blockedDomains: string[];
};
type Invite = InviteCode;

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let client: Client;

beforeAll(async () => {
  admin = await signedInAdmin("settings_admin");
  client = admin.client;
});

afterEach(async () => {
  await env.DB.prepare("delete from settings").run();
});

async function putSettings(body: unknown) {
  const response = await client.request("/api/admin/settings", { method: "PUT", json: body });
  return { status: response.status, body: await json<Settings & ErrorBody>(response) };
}

const getSettings = async () => json<Settings>(await client.request("/api/admin/settings"));

async function signUpAs(username: string, extra: Record<string, unknown> = {}) {
  const user = uniqueUser("invitee");
  return (await signUp({ ...user, username }, extra)).response;
}

describe("GET and PUT /api/admin/settings", () => {
  it("answers the defaults, then saves any of the fields and answers the saved settings", async () => {
    expect(await getSettings()).toEqual({
      invitesRequired: false,
      registrationClosed: false,
      extraReservedUsernames: [],
      adminsRequire2fa: false,
      blockedDomains: [],
    });
    expect(await putSettings({ registrationClosed: true })).toEqual({
      status: 200,
      body: {
        invitesRequired: false,
        registrationClosed: true,
        extraReservedUsernames: [],
        adminsRequire2fa: false,
        blockedDomains: [],
      },
    });
    expect(await putSettings({ invitesRequired: true, extraReservedUsernames: ["team"] })).toEqual({
      status: 200,
      body: {
        invitesRequired: true,
        registrationClosed: true,
        extraReservedUsernames: ["team"],
        adminsRequire2fa: false,
        blockedDomains: [],
      },
    });
    expect(await getSettings()).toEqual({
      invitesRequired: true,
      registrationClosed: true,
      extraReservedUsernames: ["team"],
      adminsRequire2fa: false,
      blockedDomains: [],
    });
    expect(await json(await request("/api/config"))).toEqual({ invitesRequired: true, registrationClosed: true });

    const entries = await auditRows({ action: "update_settings" });
    expect(entries.map((row) => [row.actor_user_id, JSON.parse(row.details ?? "null")])).toEqual([
      [admin.id, { registrationClosed: true }],
      [admin.id, { invitesRequired: true, extraReservedUsernames: ["team"] }],
    ]);
  });

  it("trims and lower-cases reserved usernames, dropping blanks and repeats", async () => {
    const { body } = await putSettings({
      extraReservedUsernames: ["  Pricing ", "", "pricing", "Team-1", "   ", "a_b"],
    });
    expect(body.extraReservedUsernames).toEqual(["pricing", "team-1", "a_b"]);
    expect((await putSettings({ extraReservedUsernames: [] })).body.extraReservedUsernames).toEqual([]);
  });

  it("refuses names outside the username alphabet or longer than 30, and other bad values, changing nothing", async () => {
    await putSettings({ extraReservedUsernames: ["keep"] });
    const audited = (await auditRows({ action: "update_settings" })).length;
    for (const body of [
      { extraReservedUsernames: ["bad name"] },
      { extraReservedUsernames: ["ok", "x".repeat(31)] },
      { extraReservedUsernames: ["semi;colon"] },
      { extraReservedUsernames: "pricing" },
      { extraReservedUsernames: [42] },
      { invitesRequired: "yes" },
      { adminsRequire2fa: "on" },
      { registrationClosed: 1 },
    ]) {
      const response = await putSettings(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors?.[0]?.field, JSON.stringify(body)).toMatch(
        /^(extraReservedUsernames|invitesRequired|registrationClosed|adminsRequire2fa)/,
      );
    }
    expect(await getSettings()).toEqual({
      invitesRequired: false,
      registrationClosed: false,
      extraReservedUsernames: ["keep"],
      adminsRequire2fa: false,
      blockedDomains: [],
    });
    expect(await auditRows({ action: "update_settings" })).toHaveLength(audited);
  });

  it("closing registration refuses signups at once, and reopening it lets them in", async () => {
    await putSettings({ registrationClosed: true });
    const closed = await signUpAs(uniqueUser("closed").username);
    expect(closed.status).toBe(403);
    expect(await json(closed)).toEqual({ msg: "Registration is currently closed." });
    await putSettings({ registrationClosed: false });
    expect((await signUpAs(uniqueUser("open").username)).status).toBe(201);
  });

  it("a reserved name is refused at signup and stops being a profile path, at once", async () => {
    const before = await request("/reservedname");
    expect(before.status).toBe(404);
    expect(await before.text()).toContain("User not found");
    // An existing account whose name becomes reserved loses the path too.
    const owner = await createProfile({ username: "Taken-Name" });
    expect(await (await request("/taken-name")).text()).toContain(`<h1>@${owner.username}</h1>`);

    await putSettings({ extraReservedUsernames: ["ReservedName", "taken-name"] });
    const refused = await signUpAs("reservedname");
    expect(refused.status).toBe(400);
    expect((await json<ErrorBody>(refused)).errors).toEqual([
      { field: "username", message: "This username is reserved." },
    ]);
    for (const path of ["/reservedname", "/ReservedName", "/taken-name"]) {
      const page = await request(path);
      const html = await page.text();
      // No profile and no screen: the app's Not Found page, with a real 404.
      expect(page.status, path).toBe(404);
      expect(html, path).toContain('id="ln-config"');
      expect(html, path).not.toContain("User not found");
      expect(html, path).not.toContain("<h1>@");
    }

    await putSettings({ extraReservedUsernames: [] });
    expect(await (await request("/taken-name")).text()).toContain(`<h1>@${owner.username}</h1>`);
    expect((await signUpAs("reservedname")).status).toBe(201);
  });
});

describe("invite codes", () => {
  async function create(body: unknown) {
    const response = await client.request("/api/admin/invite-codes", { method: "POST", json: body });
    return { status: response.status, body: await json<Invite & ErrorBody>(response) };
  }
  const list = async () => (await json<{ items: Invite[] }>(await client.request("/api/admin/invite-codes"))).items;

  it("are created with their limits, listed newest first, and a clash in any case answers 409", async () => {
    const created = await create({
      code: " Welcome ",
      enabled: true,
      maxUses: 2,
      expiresAt: "2030-01-01T00:00:00.000Z",
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      code: "Welcome",
      enabled: true,
      uses: 0,
      maxUses: 2,
      expiresAt: "2030-01-01T00:00:00.000Z",
    });
    const unlimited = await create({ code: "OPEN-DOOR", enabled: false, maxUses: null, expiresAt: "" });
    expect(unlimited.body).toMatchObject({ code: "OPEN-DOOR", enabled: false, maxUses: null, expiresAt: null });
    const dateOnly = await create({ code: "DAY", enabled: true, expiresAt: "2031-06-30" });
    expect(dateOnly.body.expiresAt).toBe("2031-06-30T00:00:00.000Z");

    expect((await list()).map((invite) => invite.code).slice(0, 3)).toEqual(["DAY", "OPEN-DOOR", "Welcome"]);

    const clash = await create({ code: "WELCOME", enabled: true });
    expect(clash).toEqual({ status: 409, body: { msg: "This invite code already exists." } });
    expect((await auditRows({ action: "create_invite_code" })).map((row) => [row.actor_user_id, row.target])).toEqual([
      [admin.id, "Welcome"],
      [admin.id, "OPEN-DOOR"],
      [admin.id, "DAY"],
    ]);
  });

  it("refuses a blank code with 'Code is required', and bad limits", async () => {
    for (const body of [{ code: "   ", enabled: true }, { enabled: true }]) {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe("Code is required");
      expect(response.body.errors).toEqual([{ field: "code", message: "Code is required" }]);
    }
    for (const [body, field] of [
      [{ code: "A1", maxUses: 0 }, "maxUses"],
      [{ code: "A2", maxUses: -3 }, "maxUses"],
      [{ code: "A3", maxUses: 1.5 }, "maxUses"],
      [{ code: "A4", maxUses: "3" }, "maxUses"],
      [{ code: "A5", expiresAt: "tomorrow" }, "expiresAt"],
      [{ code: "A6", expiresAt: "2030-02-31T99:00" }, "expiresAt"],
      [{ code: "A7", enabled: "yes" }, "enabled"],
      [{ code: "has space" }, "code"],
    ] as const) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(
        response.body.errors?.map((error) => error.field),
        JSON.stringify(body),
      ).toEqual([field]);
    }
    expect((await list()).some((invite) => /^A\d$/.test(invite.code))).toBe(false);
  });

  it("are enabled or disabled and deleted by id; unknown ids answer 404", async () => {
    const { body: invite } = await create({ code: "TOGGLE", enabled: true });
    const off = await client.request(`/api/admin/invite-codes/${invite._id}`, {
      method: "PUT",
      json: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(await json(off)).toEqual({ ...invite, enabled: false });
    expect((await client.request(`/api/admin/invite-codes/${invite._id}`, { method: "PUT", json: {} })).status).toBe(
      400,
    );

    const removed = await client.request(`/api/admin/invite-codes/${invite._id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ msg: "Invite code deleted." });
    expect((await list()).some((item) => item._id === invite._id)).toBe(false);

    for (const [method, body] of [
      ["PUT", { enabled: true }],
      ["DELETE", undefined],
    ] as const) {
      const response = await client.request(`/api/admin/invite-codes/${invite._id}`, { method, json: body });
      expect(response.status, method).toBe(404);
      expect(await json(response)).toEqual({ msg: "Invite code not found" });
    }
    const entries = await auditRows({ action: "update_invite_code" });
    expect(entries.map((row) => [row.target, JSON.parse(row.details ?? "null")])).toEqual([
      ["TOGGLE", { enabled: false }],
    ]);
    expect((await auditRows({ action: "delete_invite_code" })).map((row) => [row.actor_user_id, row.target])).toEqual([
      [admin.id, "TOGGLE"],
    ]);
  });

  it("decide who may sign up while invites are required", async () => {
    const { body: invite } = await create({ code: "JOIN-US", enabled: true, maxUses: 2 });
    await create({ code: "LAPSED", enabled: true, expiresAt: "2001-01-01T00:00:00Z" });
    await putSettings({ invitesRequired: true });
    const invalid = { field: "inviteCode", message: "This invite code is not valid." };

    const without = await signUpAs(uniqueUser("nocode").username);
    expect(without.status).toBe(400);
    expect((await json<ErrorBody>(without)).errors).toEqual([
      { field: "inviteCode", message: "Invite code is required." },
    ]);
    expect((await signUpAs(uniqueUser("first").username, { inviteCode: "join-us" })).status).toBe(201);
    expect((await list()).find((item) => item._id === invite._id)?.uses).toBe(1);

    await client.request(`/api/admin/invite-codes/${invite._id}`, { method: "PUT", json: { enabled: false } });
    const disabled = await signUpAs(uniqueUser("disabled").username, { inviteCode: "JOIN-US" });
    expect((await json<ErrorBody>(disabled)).errors).toEqual([invalid]);
    await client.request(`/api/admin/invite-codes/${invite._id}`, { method: "PUT", json: { enabled: true } });
    expect((await signUpAs(uniqueUser("second").username, { inviteCode: "JOIN-US" })).status).toBe(201);
    const used = await signUpAs(uniqueUser("third").username, { inviteCode: "JOIN-US" });
    expect((await json<ErrorBody>(used)).errors).toEqual([invalid]);

    const expired = await signUpAs(uniqueUser("late").username, { inviteCode: "LAPSED" });
    expect((await json<ErrorBody>(expired)).errors).toEqual([invalid]);

    const { body: spare } = await create({ code: "GONE", enabled: true });
    await client.request(`/api/admin/invite-codes/${spare._id}`, { method: "DELETE" });
    const deleted = await signUpAs(uniqueUser("gone").username, { inviteCode: "GONE" });
    expect((await json<ErrorBody>(deleted)).errors).toEqual([invalid]);

    await putSettings({ invitesRequired: false });
    expect((await signUpAs(uniqueUser("free").username)).status).toBe(201);
  });
});
