import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditItem } from "#contract/admin-types";
import { type Client, impersonatingAdmin, type Paged, seedUsers, signedInAdmin } from "./support/admin";
import { createProfile } from "./support/profile";
import { json } from "./support/requests";
import { hideAfterReport } from "./support/safety";

type Item = AuditItem;

const start = Date.UTC(2031, 0, 1);
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let client: Client;
let alice: string;
let bob: string;

/** 25 entries a minute apart: alice suspends bob's and others' accounts, the system acts, codes change. */
async function seedEntries() {
  const ids = await seedUsers([
    { username: "Alice_Audit", email: "alice@audit.test" },
    { username: "bob_audit", email: "robert@audit.test" },
  ]);
  alice = ids[0] as string;
  bob = ids[1] as string;
  const rows: [string, string | null, string | null, string | null, string | null][] = [];
  for (let i = 0; i < 25; i++) {
    if (i % 5 === 0) rows.push(["update_invite_code", alice, null, null, `CODE${i}`]);
    else if (i % 5 === 1) rows.push(["suspend_user", null, "system", bob, null]);
    else rows.push(["suspend_user", alice, null, bob, null]);
  }
  await env.DB.batch(
    rows.map(([action, actorUserId, actor, targetUserId, target], i) =>
      env.DB.prepare(
        "insert into audit_log (id, created_at, action, actor_user_id, actor, target_user_id, target) values (?, ?, ?, ?, ?, ?, ?)",
      ).bind(
        `entry-${String(i).padStart(2, "0")}`,
        start + i * 60_000,
        action,
        actorUserId,
        actor,
        targetUserId,
        target,
      ),
    ),
  );
}

beforeAll(async () => {
  admin = await signedInAdmin("auditor");
  client = admin.client;
  await seedEntries();
});

async function audit(query = ""): Promise<Paged<Item>> {
  const response = await client.request(`/api/admin/audit${query}`);
  expect(response.status, query).toBe(200);
  return json(response);
}

describe("GET /api/admin/audit", () => {
  it("lists entries newest first, ten to a page by default, with the users they name", async () => {
    const first = await audit();
    expect(first.total).toBe(25);
    expect(first.pageSize).toBe(10);
    expect(first.items.map((item) => item._id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `entry-${String(24 - i).padStart(2, "0")}`),
    );
    expect(first.items[0]).toEqual({
      _id: "entry-24",
      createdAt: new Date(start + 24 * 60_000).toISOString(),
      action: "suspend_user",
      actorUserId: { email: "alice@audit.test", username: "Alice_Audit" },
      actor: null,
      targetUserId: { email: "robert@audit.test", username: "bob_audit" },
      target: null,
      details: null,
    });
    const system = first.items.find((item) => item._id === "entry-21");
    expect(system).toMatchObject({ actorUserId: null, actor: "system" });
    const code = first.items.find((item) => item._id === "entry-20");
    expect(code).toMatchObject({ action: "update_invite_code", targetUserId: null, target: "CODE20" });

    const third = await audit("?page=3&pageSize=10");
    expect(third.items.map((item) => item._id)).toEqual(["entry-04", "entry-03", "entry-02", "entry-01", "entry-00"]);
  });

  it("filters by action as people type it: spaces or underscores, any case, part of a word", async () => {
    expect((await audit("?action=update_invite_code&pageSize=50")).total).toBe(5);
    expect((await audit("?action=suspend_user&pageSize=50")).total).toBe(20);
    for (const typed of ["suspend", "Suspend User", "SUSPEND_user", "  suspend  _ user ", "spend us"]) {
      const found = await audit(`?action=${encodeURIComponent(typed)}&pageSize=50`);
      expect(found.total, typed).toBe(20);
      expect(new Set(found.items.map((item) => item.action)), typed).toEqual(new Set(["suspend_user"]));
    }
    expect((await audit("?action=invite%20code&pageSize=50")).total).toBe(5);
    expect((await audit("?action=user%20suspend")).total).toBe(0);
  });

  it("reads LIKE's wildcards in the action filter as the characters themselves", async () => {
    for (const typed of ["%", "susp%", "s%user", "sus_end", "\\"]) {
      expect((await audit(`?action=${encodeURIComponent(typed)}`)).total, typed).toBe(0);
    }
  });

  it("filters actor and target by a substring of the e-mail or username, or of the free text", async () => {
    expect((await audit("?actor=ALICE_a&pageSize=50")).total).toBe(20);
    expect((await audit("?actor=alice%40audit&pageSize=50")).total).toBe(20);
    expect((await audit("?actor=syst")).total).toBe(5);
    expect((await audit("?target=robert&pageSize=50")).total).toBe(20);
    expect((await audit("?target=bob_AUDIT&pageSize=50")).total).toBe(20);
    expect((await audit("?target=code1&pageSize=50")).items.map((item) => item.target)).toEqual(["CODE15", "CODE10"]);
    expect((await audit("?actor=nobody")).total).toBe(0);
  });

  it("combines the filters", async () => {
    const result = await audit("?action=suspend_user&actor=alice&target=bob&pageSize=5&page=2");
    expect(result.total).toBe(15);
    expect(result.items).toHaveLength(5);
    expect(result.items.every((item) => item.actorUserId?.username === "Alice_Audit")).toBe(true);
  });

  it("shows a deleted user as no user", async () => {
    await env.DB.prepare("insert into audit_log (id, created_at, action, actor_user_id) values (?, ?, ?, ?)")
      .bind("entry-ghost", start - 60_000, "suspend_user", crypto.randomUUID())
      .run();
    const last = await audit("?page=2&pageSize=13");
    expect(last.items.at(-1)).toMatchObject({ _id: "entry-ghost", actorUserId: null, actor: null });
  });

  it("refuses bad paging with 400", async () => {
    for (const query of ["?page=0", "?pageSize=0", "?pageSize=101", "?page=x"]) {
      expect((await client.request(`/api/admin/audit${query}`)).status, query).toBe(400);
    }
  });
});

describe("each entry's details", () => {
  it("are answered with the entry: none for an entry without any", async () => {
    const seeded = (await audit("?action=update_invite_code")).items[0];
    expect(seeded).toMatchObject({ target: "CODE20", details: null });
  });

  it("name an impersonated request's method and path", async () => {
    const { admin: impersonator, target } = await impersonatingAdmin();
    const saved = await impersonator.client.request("/api/profile", {
      method: "PUT",
      json: { username: target.user.username, bio: "Changed while impersonated", links: [] },
    });
    expect(saved.status).toBe(200);
    const [entry] = (await audit(`?action=impersonated_request&target=${target.user.username}`)).items;
    expect(entry).toMatchObject({
      actorUserId: { username: impersonator.user.username },
      details: { method: "PUT", path: "/api/profile" },
    });
  });

  it("name a resolution's report, its reason, the action, the hidden link and the note", async () => {
    const page = await createProfile({ links: [{ title: "Phish", url: "https://audit-phish.example/login" }] });
    const hidden = await hideAfterReport(client, page.username, "Phish", "Fake bank login");
    const [entry] = (await audit(`?action=resolve_report&target=${page.username}`)).items;
    expect(entry?.details).toEqual({
      reportId: hidden.reportId,
      reason: "phishing",
      action: "hide-link",
      linkId: hidden.linkId,
      url: "https://audit-phish.example/login",
      note: "Fake bank login",
    });
  });
});

describe("POST /api/admin/audit/clear", () => {
  it("deletes every entry and leaves one 'clear_audit' entry naming the admin", async () => {
    const response = await client.request("/api/admin/audit/clear", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: "Audit log cleared." });
    const after = await audit();
    expect(after.total).toBe(1);
    expect(after.items[0]).toMatchObject({
      action: "clear_audit",
      actorUserId: { email: admin.user.email, username: admin.user.username },
      targetUserId: null,
    });
  });
});
