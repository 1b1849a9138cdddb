import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { json, request } from "./support/requests";

afterEach(async () => {
  await env.DB.prepare("delete from settings").run();
});

describe("GET /api/config", () => {
  it("answers the defaults when no settings are stored", async () => {
    const response = await request("/api/config");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ invitesRequired: false, registrationClosed: false });
  });

  it("follows the settings rows", async () => {
    await env.DB.batch([
      env.DB.prepare("insert into settings (key, value) values ('invitesRequired', 'true')"),
      env.DB.prepare("insert into settings (key, value) values ('registrationClosed', 'true')"),
    ]);
    expect(await json(await request("/api/config"))).toEqual({ invitesRequired: true, registrationClosed: true });

    await env.DB.prepare("update settings set value = 'false' where key = 'registrationClosed'").run();
    expect(await json(await request("/api/config"))).toEqual({ invitesRequired: true, registrationClosed: false });
  });

  it("falls back to the default for a corrupt settings row instead of failing", async () => {
    await env.DB.prepare("insert into settings (key, value) values ('invitesRequired', '{not json')").run();
    const response = await request("/api/config");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ invitesRequired: false, registrationClosed: false });
  });

  it("is embedded in the SPA shell with the operator's details", async () => {
    await env.DB.prepare("insert into settings (key, value) values ('invitesRequired', 'true')").run();
    const response = await request("/tos");
    expect(response.status).toBe(200);
    const html = await response.text();
    const block = html.match(/<script type="application\/json" id="ln-config">(.*?)<\/script>/);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? "")).toEqual({
      invitesRequired: true,
      registrationClosed: false,
      operator: { name: env.OPERATOR_NAME, email: env.OPERATOR_EMAIL, address: env.OPERATOR_ADDRESS },
      showcaseUsername: "demo",
    });
  });
});
