// Changing a username (docs/product.md, "Dashboard" and "Making the page yours"): the old address keeps working for a while. For 30
// days the old name answers a permanent redirect to the page's current address, and no one but its
// owner can take it; the owner may take it back. Serving the old address writes nothing.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { limits } from "#contract/limits";
import type { ErrorBody } from "#contract/types";
import { openDb } from "../../worker/db/client";
import { cleanUp } from "../../worker/maintenance/cleanup";
import { putProfile } from "./support/profile";
import { json, request, signedInUser, signUp, uniqueUser } from "./support/requests";

afterEach(() => {
  vi.useRealTimers();
});

const dayMs = 24 * 60 * 60 * 1000;

/** An owner whose page was at `from` and is now at a new name; answers both names. */
async function renamedOwner(prefix: string) {
  const owner = await signedInUser(prefix);
  const from = owner.user.username;
  const to = uniqueUser(`${prefix}_new`).username;
  const saved = await putProfile(owner.client, {
    username: to,
    links: [{ title: "Shop", url: "https://shop.example" }],
  });
  expect(saved.status).toBe(200);
  return { ...owner, from, to };
}

async function rename(client: Awaited<ReturnType<typeof signedInUser>>["client"], username: string) {
  return putProfile(client, { username });
}

describe("the old address after a username change", () => {
  it("redirects (301) to the new address for any letter case, keeping the query string, cached briefly", async () => {
    const { from, to } = await renamedOwner("moved");
    const response = await request(`/${from}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/${to}`);
    // Short enough that taking the name back shows at once to browsers and soon to shared caches.
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    const upper = await request(`/${from.toUpperCase()}?utm_source=qr`);
    expect(upper.status).toBe(301);
    expect(upper.headers.get("location")).toBe(`/${to}?utm_source=qr`);
    const page = await request(`/${to}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("https://shop.example");
  });

  it("leads every former name to the current one after several changes", async () => {
    const { client, from, to } = await renamedOwner("chain");
    const latest = uniqueUser("chain_last").username;
    expect((await rename(client, latest)).status).toBe(200);
    for (const former of [from, to]) {
      const response = await request(`/${former}`);
      expect(response.status, former).toBe(301);
      expect(response.headers.get("location"), former).toBe(`/${latest}`);
    }
  });

  it("is not found once 30 days have passed, and the name is free again", async () => {
    const { from } = await renamedOwner("expired");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + limits.formerUsernameDays * dayMs + 60_000);
    const response = await request(`/${from}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("User not found");
    const available = await json(await request(`/api/username-available?username=${from}`));
    expect(available).toEqual({ available: true });
  });

  it("is not found when the owner is suspended or deleted", async () => {
    const suspended = await renamedOwner("gone_susp");
    await env.DB.prepare("update users set is_suspended = 1 where id = ?").bind(suspended.id).run();
    expect((await request(`/${suspended.from}`)).status).toBe(404);

    const deleted = await renamedOwner("gone_del");
    await env.DB.prepare("delete from users where id = ?").bind(deleted.id).run();
    expect((await request(`/${deleted.from}`)).status).toBe(404);
    // The reservation ended with the account.
    expect(await json(await request(`/api/username-available?username=${deleted.from}`))).toEqual({
      available: true,
    });
  });

  it("writes nothing to storage when it is served", async () => {
    const { from } = await renamedOwner("nowrite");
    const before = await storageState();
    for (let i = 0; i < 3; i++) expect((await request(`/${from}`)).status).toBe(301);
    expect(await storageState()).toEqual(before);
  });
});

describe("the old name stays its owner's for 30 days", () => {
  it("is taken for everyone else: signup, the availability check and another owner's rename", async () => {
    const { from } = await renamedOwner("kept");
    const signup = await signUp({ ...uniqueUser("kept_other"), username: from });
    expect(signup.response.status).toBe(409);
    expect((await json<ErrorBody>(signup.response)).msg).toBe(accountMessages.usernameTaken);
    expect(await json(await request(`/api/username-available?username=${from.toUpperCase()}`))).toEqual({
      available: false,
      msg: accountMessages.usernameTaken,
    });
    const other = await signedInUser("kept_rival");
    const refused = await rename(other.client, from);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).errors).toEqual([
      { field: "username", message: accountMessages.usernameTaken },
    ]);
  });

  it("can be taken back by its owner, whose page is then there again and whose other name now leads to it", async () => {
    const { client, from, to } = await renamedOwner("back");
    expect((await rename(client, from)).status).toBe(200);
    const page = await request(`/${from}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("https://shop.example");
    const moved = await request(`/${to}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/${from}`);
  });
});

describe("the hourly cron", () => {
  it("drops former names whose 30 days are over and keeps the rest", async () => {
    const now = Date.now();
    const early = await renamedOwner("swept");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now + 20 * dayMs);
    const late = await renamedOwner("swept_keep");
    const kept = async (name: string) =>
      (
        await env.DB.prepare("select count(*) as n from former_usernames where name = ?")
          .bind(name.toLowerCase())
          .first<{ n: number }>()
      )?.n === 1;
    const report = await cleanUp(openDb(env.DB), env, now + limits.formerUsernameDays * dayMs + 60_000);
    expect(report.formerUsernames).toBeGreaterThanOrEqual(1);
    expect(await kept(early.from)).toBe(false);
    expect(await kept(late.from)).toBe(true);
  });
});

/** Everything serving a page could write: the KV snapshots and every D1 table's rows. */
async function storageState() {
  const keys = (await env.PROFILES.list()).keys.map((key) => key.name).sort();
  const { results: tables } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' order by name",
  ).all<{ name: string }>();
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) rows[name] = (await env.DB.prepare(`select * from "${name}"`).all()).results;
  return { keys, rows };
}
