// Personal access tokens (docs/guides/public-api.md): made once after a re-check, stored as a hash,
// listed without the secret, at most 20, revoked by id, and ended by a suspension, a password reset
// (whose mail says so) and the account's deletion.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { apiTokenMessages } from "#contract/api-tokens";
import { securityMessages } from "#contract/security";
import { signedInAdmin } from "./support/admin";
import { receivedMail, tokenFrom } from "./support/mailbox";
import { type browser, deleteOwnAccount, json, request, signedInUser } from "./support/requests";

type Client = ReturnType<typeof browser>;
type Listed = {
  items: {
    id: string;
    name: string;
    scopes: string[];
    createdAt: string;
    lastUsedAt: string | null;
    expiresAt: string | null;
  }[];
};

const allScopes = ["pages:read", "pages:write", "analytics:read", "audience:read"];

async function makeToken(client: Client, password: string, body: Record<string, unknown> = {}) {
  return client.request("/api/tokens", {
    method: "POST",
    json: { name: "Zapier", scopes: ["pages:read"], expiresInDays: 30, password, ...body },
  });
}

/** What a Bearer token gets from the API: 200 while it lives, 401 once it has ended. */
const pagesStatus = async (token: string) =>
  (await request("/api/v1/pages", { headers: { Authorization: `Bearer ${token}` } })).status;

describe("creating a token", () => {
  it("answers 201 {id, token} once, the token starts with lnk_, and only its SHA-256 is stored", async () => {
    const { client, user, id } = await signedInUser("tok_make");
    const response = await makeToken(client, user.password, { scopes: allScopes, expiresInDays: null });
    expect(response.status).toBe(201);
    const created = await json<{ id: string; token: string; msg: string }>(response);
    expect(created.token).toMatch(/^lnk_[A-Za-z0-9_-]{43}$/);
    expect(created.msg).toBe(apiTokenMessages.created);
    const row = await env.DB.prepare("select * from api_tokens where id = ?")
      .bind(created.id)
      .first<Record<string, unknown>>();
    expect(row?.user_id).toBe(id);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(created.token));
    expect(row?.token_hash).toBe([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""));

    const listed = await json<Listed>(await client.request("/api/tokens"));
    expect(listed.items).toEqual([
      {
        id: created.id,
        name: "Zapier",
        scopes: allScopes,
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(await pagesStatus(created.token)).toBe(200);
    const used = await json<Listed>(await client.request("/api/tokens"));
    expect(used.items[0]?.lastUsedAt).not.toBeNull();
  });

  it("asks for the password or a code first: none is 400, a wrong one is 400 on password, nothing made", async () => {
    const { client } = await signedInUser("tok_recheck");
    const none = await client.request("/api/tokens", {
      method: "POST",
      json: { name: "A", scopes: ["pages:read"], expiresInDays: 1 },
    });
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({ msg: securityMessages.recheckRequired, errors: [{ field: "password" }] });
    const wrong = await makeToken(client, "Wrong1234");
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ msg: securityMessages.wrongPassword, errors: [{ field: "password" }] });
    expect((await json<Listed>(await client.request("/api/tokens"))).items).toEqual([]);
  });

  it("refuses bad names, scopes and expiries on their fields", async () => {
    const { client, user } = await signedInUser("tok_rules");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "  " }, "name", apiTokenMessages.nameRequired],
      [{ name: "x".repeat(61) }, "name", apiTokenMessages.nameTooLong],
      [{ scopes: [] }, "scopes", apiTokenMessages.scopesRequired],
      [{ scopes: ["admin"] }, "scopes.0", apiTokenMessages.scopeUnknown],
      [{ expiresInDays: 0 }, "expiresInDays", apiTokenMessages.expiresInvalid],
      [{ expiresInDays: 366 }, "expiresInDays", apiTokenMessages.expiresInvalid],
      [{ expiresInDays: 1.5 }, "expiresInDays", apiTokenMessages.expiresInvalid],
      [{ expiresInDays: undefined }, "expiresInDays", apiTokenMessages.expiresInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await makeToken(client, user.password, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await json(response)).toMatchObject({ errors: [{ field, message }] });
    }
  });

  it("holds at most 20 a user: the 21st is refused until one is revoked", async () => {
    const { client, user, id } = await signedInUser("tok_many");
    const values = Array.from(
      { length: 20 },
      (_, n) => `('t${n}-${id}', '${id}', 'n${n}', 'h${n}-${id}', '["pages:read"]')`,
    );
    await env.DB.prepare(
      `insert into api_tokens (id, user_id, name, token_hash, scopes) values ${values.join(",")}`,
    ).run();
    const refused = await makeToken(client, user.password);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ msg: apiTokenMessages.tooMany });
    expect((await client.request(`/api/tokens/t3-${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await makeToken(client, user.password)).status).toBe(201);
  });

  it("an expired token is refused, and stays listed with its date", async () => {
    const { client, user } = await signedInUser("tok_expired");
    const { id, token } = await json<{ id: string; token: string }>(await makeToken(client, user.password));
    await env.DB.prepare("update api_tokens set expires_at = ? where id = ?")
      .bind(Date.now() - 1, id)
      .run();
    expect(await pagesStatus(token)).toBe(401);
    expect((await json<Listed>(await client.request("/api/tokens"))).items[0]?.id).toBe(id);
  });
});

describe("revoking and ending tokens", () => {
  it("DELETE /api/tokens/{id} revokes the caller's own token only; another user's is 404 and keeps working", async () => {
    const owner = await signedInUser("tok_owner");
    const other = await signedInUser("tok_other");
    const { id, token } = await json<{ id: string; token: string }>(await makeToken(owner.client, owner.user.password));
    const stranger = await other.client.request(`/api/tokens/${id}`, { method: "DELETE" });
    expect(stranger.status).toBe(404);
    expect(await json(stranger)).toEqual({ msg: apiTokenMessages.notFound });
    expect(await pagesStatus(token)).toBe(200);
    const revoked = await owner.client.request(`/api/tokens/${id}`, { method: "DELETE" });
    expect(await json(revoked)).toEqual({ msg: apiTokenMessages.revoked });
    expect(await pagesStatus(token)).toBe(401);
  });

  it("a suspension ends every token, and an unsuspend does not bring them back", async () => {
    const { client, user, id } = await signedInUser("tok_susp");
    const { token } = await json<{ token: string }>(await makeToken(client, user.password));
    const admin = await signedInAdmin("tok_admin");
    expect((await admin.client.request(`/api/admin/users/${id}/suspend`, { method: "POST" })).status).toBe(200);
    expect(await pagesStatus(token)).toBe(401);
    expect((await admin.client.request(`/api/admin/users/${id}/unsuspend`, { method: "POST" })).status).toBe(200);
    expect(await pagesStatus(token)).toBe(401);
    const count = await env.DB.prepare("select count(*) as n from api_tokens where user_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("a password reset ends every token, and the mail that tells of the change says so", async () => {
    const { client, user } = await signedInUser("tok_reset");
    const { token } = await json<{ token: string }>(await makeToken(client, user.password));
    expect((await request("/api/forgot-password", { method: "POST", json: { email: user.email } })).status).toBe(200);
    const reset = tokenFrom(await receivedMail(user.email, /Reset your/));
    const done = await request("/api/reset-password", {
      method: "POST",
      json: { token: reset, password: "Another123" },
    });
    expect(done.status).toBe(200);
    expect(await pagesStatus(token)).toBe(401);
    const notice = await receivedMail(user.email, /password was changed/);
    expect(notice.text).toContain("every API token was revoked");
  });

  it("deleting the account deletes its tokens", async () => {
    const { client, user, id } = await signedInUser("tok_delete");
    const { token } = await json<{ token: string }>(await makeToken(client, user.password));
    expect((await deleteOwnAccount(client, user.password)).status).toBe(200);
    expect(await pagesStatus(token)).toBe(401);
    const count = await env.DB.prepare("select count(*) as n from api_tokens where user_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
