// GET /api/username-available (the API reference): the home page's "claim your name" check answers with the
// signup rules, the reserved names (fixed, system and the admin's extras) and the names taken, is
// limited per address, and answers hostile input with a 4xx.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { signedInAdmin } from "./support/admin";
import { inOneWindow } from "./support/rate-windows";
import { json, request, signUp, uniqueUser } from "./support/requests";

afterEach(async () => {
  await env.DB.prepare("delete from settings").run();
});

const check = (username: string, ip?: string) =>
  request(`/api/username-available?username=${encodeURIComponent(username)}`, { ip });

async function answer(username: string) {
  const response = await check(username);
  return { status: response.status, body: await json(response) };
}

describe("GET /api/username-available", () => {
  it("says a free name is available, and is never cached", async () => {
    const response = await check("nobody_has_this");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await json(response)).toEqual({ available: true });
  });

  it("says a taken name is taken, in any letter case, and after surrounding spaces are trimmed", async () => {
    const user = uniqueUser("claimed");
    expect((await signUp(user)).response.status).toBe(201);
    const taken = { status: 200, body: { available: false, msg: accountMessages.usernameTaken } };
    expect(await answer(user.username)).toEqual(taken);
    expect(await answer(user.username.toUpperCase())).toEqual(taken);
    expect(await answer(`  ${user.username} `)).toEqual(taken);
  });

  it("says reserved names are reserved: the screens, the worker's own paths and the admin's extras", async () => {
    const reserved = { status: 200, body: { available: false, msg: accountMessages.usernameReserved } };
    expect(await answer("login")).toEqual(reserved);
    expect(await answer("Dashboard")).toEqual(reserved);
    expect(await answer("api")).toEqual(reserved);
    expect(await answer("assets")).toEqual(reserved);

    expect(await answer("teamspace")).toEqual({ status: 200, body: { available: true } });
    const { client } = await signedInAdmin();
    const saved = await client.request("/api/admin/settings", {
      method: "PUT",
      json: { extraReservedUsernames: ["TeamSpace"] },
    });
    expect(saved.status).toBe(200);
    expect(await answer("teamspace")).toEqual(reserved);
  });

  it("answers a name that breaks a signup rule with 400 and the rule's message", async () => {
    const refused = (msg: string) => ({ status: 400, body: { available: false, msg } });
    expect(await answer("ab")).toEqual(refused(accountMessages.usernameLength));
    expect(await answer("a".repeat(31))).toEqual(refused(accountMessages.usernameLength));
    expect(await answer("has space")).toEqual(refused(accountMessages.usernameCharacters));
    expect(await answer("dot.name")).toEqual(refused(accountMessages.usernameCharacters));
    expect(await answer("")).toEqual(refused(accountMessages.usernameRequired));
    expect(await answer("   ")).toEqual(refused(accountMessages.usernameRequired));
  });

  it("answers hostile input with a 4xx, never a 500", async () => {
    const hostile = [
      "/api/username-available",
      "/api/username-available?username",
      "/api/username-available?username=a&username=b",
      `/api/username-available?username=${"x".repeat(20_000)}`,
      "/api/username-available?username=%00%01%02",
      "/api/username-available?username=%E2%80%AE%F0%9F%98%80abc",
      "/api/username-available?username=%ZZ",
      "/api/username-available?username=' OR 1=1 --",
      "/api/username-available?username=<script>alert(1)</script>",
      "/api/username-available?username[]=abc",
    ];
    for (const path of hostile) {
      const response = await request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(200);
      expect(response.status, path).toBeLessThan(500);
      const body = await json(response);
      expect(typeof body.available, path).toBe("boolean");
    }
  });

  it("limits one address to 60 checks a minute, and another address is unaffected", async () => {
    const { statuses, limited } = await inOneWindow(60, async (attempt) => {
      const ip = `10.200.14.${attempt + 10}`;
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) statuses.push((await check(`free_name_${i}`, ip)).status);
      return { statuses, limited: await check("free_name_x", ip) };
    });
    expect(statuses).toEqual(Array(60).fill(200));
    expect(limited.status).toBe(429);
    expect(await json(limited)).toEqual({ msg: "Too many attempts. Please wait a minute and try again." });
    expect((await check("free_name_x", "10.200.14.2")).status).toBe(200);
  });
});
