import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { userListQuerySchema } from "#contract/admin-schemas";
import { type TextSearch, userListStatements } from "../../worker/admin/user-search";
import { findOtherPageOwners, otherPageOwnersStatement } from "../../worker/admin/user-text-search";
import { openDb } from "../../worker/db/client";
import {
  type Client,
  type Paged,
  type SeedUser,
  seedUsers,
  signedInAdmin,
  signedInMember,
  type UserRowBody,
} from "./support/admin";
import { json } from "./support/requests";

// Every user of this file lives at this domain; searching for it leaves out the accounts of the
// helpers (admins sign up at example.com).
const domain = "users-list.test";
const count = 300;
const now = Date.now();
const day = 24 * 60 * 60 * 1000;

type Seeded = SeedUser & { isPro: boolean; id?: string };

/** 300 users whose names, addresses, creation times and flags are in unrelated orders. */
function population(): Seeded[] {
  return Array.from({ length: count }, (_, i) => {
    const subscription = [
      { subscriptionStatus: "active", subscriptionEndDate: now + 30 * day, isPro: true },
      { subscriptionStatus: "cancelling", subscriptionEndDate: now + day, isPro: true },
      { subscriptionStatus: "active", subscriptionEndDate: now - day, isPro: false },
      { subscriptionStatus: "canceled", subscriptionEndDate: now - day, isPro: false },
      i % 2 === 0
        ? { subscriptionStatus: "trialing", subscriptionEndDate: null, isPro: true }
        : { subscriptionStatus: null, subscriptionEndDate: null, isPro: false },
    ][i % 5] as { subscriptionStatus: string | null; subscriptionEndDate: number | null; isPro: boolean };
    return {
      // Mixed case, so the username order has to ignore case to be right.
      username: `${i % 2 ? "ul_" : "UL_"}${String((i * 37) % count).padStart(3, "0")}`,
      email: `m${String((i * 53) % count).padStart(3, "0")}@${domain}`,
      emailVerified: i % 3 !== 0,
      isSuspended: i % 7 === 0,
      // Three users share each creation time: ties must still page cleanly.
      createdAt: now - 60 * day + Math.floor(i / 3) * 60_000,
      ...subscription,
    };
  });
}

const seeded = population();
let admin: Client;

beforeAll(async () => {
  admin = (await signedInAdmin("ul_admin")).client;
  const ids = await seedUsers(seeded);
  ids.forEach((id, index) => {
    (seeded[index] as Seeded).id = id;
  });
});

async function list(params: Record<string, string | number>): Promise<Paged<UserRowBody>> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await admin.request(`/api/admin/users?${query}`);
  expect(response.status, query.toString()).toBe(200);
  return json(response);
}

/** Every page of a query, concatenated. */
async function allPages(params: Record<string, string | number>, pageSize = 50): Promise<UserRowBody[]> {
  const rows: UserRowBody[] = [];
  for (let page = 1; ; page++) {
    const result = await list({ ...params, page, pageSize });
    expect(result.page).toBe(page);
    expect(result.pageSize).toBe(pageSize);
    rows.push(...result.items);
    if (result.items.length < pageSize) {
      expect(rows.length).toBe(result.total);
      return rows;
    }
  }
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("GET /api/admin/users", () => {
  it("answers a row per user with the product's fields", async () => {
    const user = seeded[5] as Seeded;
    const { items, total, page, pageSize } = await list({ q: user.email });
    expect({ total, page, pageSize }).toEqual({ total: 1, page: 1, pageSize: 20 });
    expect(items).toEqual([
      {
        _id: user.id,
        email: user.email,
        username: user.username,
        isPro: true,
        emailVerified: true,
        isSuspended: false,
        hasBillingAccount: false,
        createdAt: new Date(user.createdAt as number).toISOString(),
        customDomain: null,
        pages: 1,
      },
    ]);
  });

  it("says which users have a billing account, so the screen offers their billing portal only to them", async () => {
    const [withCustomer, without] = await seedUsers([
      { username: "billed_1", email: "billed1@billing-account.test" },
      { username: "unbilled_1", email: "unbilled1@billing-account.test" },
    ]);
    await env.DB.prepare("update users set stripe_customer_id = 'cus_billed1' where id = ?").bind(withCustomer).run();
    const { items } = await list({ q: "billing-account.test", sortBy: "email", sortDir: "asc" });
    expect(items.map((row) => [row._id, row.hasBillingAccount])).toEqual([
      [withCustomer, true],
      [without, false],
    ]);
  });

  it("counts each account's pages: the primary page, and those a Pro owner added", async () => {
    const owner = await signedInMember("pages_count");
    await env.DB.prepare("update users set subscription_status = 'active', subscription_end_date = ? where id = ?")
      .bind(Date.now() + 30 * 24 * 60 * 60 * 1000, owner.id)
      .run();
    for (const name of ["pc_band", "pc_shop"]) {
      const made = await owner.client.request("/api/pages", {
        method: "POST",
        json: { username: `${name}_${owner.id.slice(0, 6)}` },
      });
      expect(made.status).toBe(201);
    }
    const { items } = await list({ q: owner.user.email });
    expect(items.map((row) => [row._id, row.pages])).toEqual([[owner.id, 3]]);
  });

  it("finds an account by the name of any page it owns, whichever way the text is matched", async () => {
    const owner = await signedInMember("pages_search");
    await env.DB.prepare("update users set subscription_status = 'active', subscription_end_date = ? where id = ?")
      .bind(Date.now() + 30 * day, owner.id)
      .run();
    const second = `Zq_Band_${owner.id.slice(0, 6)}`;
    const made = await owner.client.request("/api/pages", { method: "POST", json: { username: second } });
    expect(made.status).toBe(201);
    // The page's name, any case, whole or in part: the owner's row, named by the account's own username.
    for (const q of [second, second.toLowerCase(), `band_${owner.id.slice(0, 6)}`]) {
      const { items, total } = await list({ q });
      expect(
        items.map((row) => [row._id, row.username]),
        q,
      ).toEqual([[owner.id, owner.user.username]]);
      expect(total, q).toBe(1);
    }
    // The trigram index holds no page's name: the indexed way and the scan find the owner alike.
    // Past the limit of owners named by id, the queries read the other pages themselves, with the same answer.
    const db = openDb(env.DB);
    const query = userListQuerySchema.parse({ q: second.toUpperCase() });
    const found = await findOtherPageOwners(db, query.q);
    expect(found).toEqual([owner.id]);
    for (const otherPageOwners of [found, "many"] as const) {
      for (const mode of ["indexed", "scan"] as const) {
        const rows = await userListStatements(db, query, { mode, otherPageOwners }).page;
        expect(
          rows.map((row) => row.id),
          `${mode} ${otherPageOwners}`,
        ).toEqual([owner.id]);
      }
    }
    // A page deleted no longer finds its owner.
    const deleted = await owner.client.request(`/api/pages/${(await json<{ id: string }>(made)).id}`, {
      method: "DELETE",
      json: { password: owner.user.password },
    });
    expect(deleted.status).toBe(200);
    expect((await list({ q: second })).total).toBe(0);
  });

  it("sorts by creation, newest first, by default, and pages without gaps or repeats", async () => {
    const rows = await allPages({ q: domain }, 20);
    const expected = [...seeded].sort(
      (a, b) => (b.createdAt as number) - (a.createdAt as number) || byText(b.email, a.email),
    );
    expect(rows.map((row) => row.email)).toEqual(expected.map((user) => user.email));
    expect(new Set(rows.map((row) => row._id)).size).toBe(count);
  });

  // Each order pages through all 300 rows both ways: one test per order keeps each inside the time limit
  // on a loaded machine.
  it("sorts by e-mail, either way", async () => {
    const byEmail = [...seeded].sort((a, b) => byText(a.email, b.email)).map((user) => user.email);
    expect((await allPages({ q: domain, sortBy: "email", sortDir: "asc" })).map((row) => row.email)).toEqual(byEmail);
    expect((await allPages({ q: domain, sortBy: "email", sortDir: "desc" })).map((row) => row.email)).toEqual(
      [...byEmail].reverse(),
    );
  });

  it("sorts by username ignoring case, either way", async () => {
    const byName = [...seeded]
      .sort((a, b) => byText(a.username.toLowerCase(), b.username.toLowerCase()))
      .map((user) => user.username);
    expect((await allPages({ q: domain, sortBy: "username", sortDir: "asc" })).map((row) => row.username)).toEqual(
      byName,
    );
    expect((await allPages({ q: domain, sortBy: "username" })).map((row) => row.username)).toEqual(
      [...byName].reverse(),
    );
  });

  it("sorts by creation, oldest first", async () => {
    const oldestFirst = await allPages({ q: domain, sortBy: "createdAt", sortDir: "asc" });
    expect(oldestFirst[0]?.createdAt).toBe(new Date(now - 60 * day).toISOString());
  });

  it("filters by Pro (the tier rule), verified and suspended, alone and together", async () => {
    const cases: [Record<string, string>, (user: Seeded) => boolean][] = [
      [{ isPro: "true" }, (u) => u.isPro],
      [{ isPro: "false" }, (u) => !u.isPro],
      [{ emailVerified: "true" }, (u) => Boolean(u.emailVerified)],
      [{ emailVerified: "false" }, (u) => !u.emailVerified],
      [{ isSuspended: "true" }, (u) => Boolean(u.isSuspended)],
      [{ isSuspended: "false" }, (u) => !u.isSuspended],
      [
        { isPro: "true", emailVerified: "false", isSuspended: "false" },
        (u) => u.isPro && !u.emailVerified && !u.isSuspended,
      ],
      [{ isPro: "false", isSuspended: "true" }, (u) => !u.isPro && Boolean(u.isSuspended)],
    ];
    for (const [filters, rule] of cases) {
      const rows = await allPages({ q: domain, sortBy: "email", sortDir: "asc", ...filters });
      const expected = seeded.filter(rule).sort((a, b) => byText(a.email, b.email));
      expect(
        rows.map((row) => row.email),
        JSON.stringify(filters),
      ).toEqual(expected.map((user) => user.email));
      for (const row of rows) {
        const user = seeded.find((candidate) => candidate.email === row.email) as Seeded;
        expect(row.isPro).toBe(user.isPro);
        expect(row.emailVerified).toBe(Boolean(user.emailVerified));
        expect(row.isSuspended).toBe(Boolean(user.isSuspended));
      }
    }
  });

  it("treats absent or empty filters as all", async () => {
    const all = await list({ q: domain });
    expect(all.total).toBe(count);
    expect((await list({ q: domain, isPro: "", emailVerified: "", isSuspended: "" })).total).toBe(count);
  });

  it("matches q as a case-insensitive substring of the e-mail or the username", async () => {
    const byUsername = await allPages({ q: "ul_12", sortBy: "username", sortDir: "asc" });
    expect(byUsername.map((row) => row.username.toLowerCase())).toEqual(
      seeded
        .map((user) => user.username.toLowerCase())
        .filter((name) => name.includes("ul_12"))
        .sort(),
    );
    const byEmail = await list({ q: `M12`, sortBy: "email", sortDir: "asc", pageSize: 50 });
    expect(byEmail.items.map((row) => row.email)).toEqual(
      seeded
        .map((user) => user.email)
        .filter((email) => email.includes("m12"))
        .sort(),
    );
    expect((await list({ q: "nobody-has-this" })).total).toBe(0);
  });

  it("takes LIKE's wildcards in q literally", async () => {
    await seedUsers([
      { username: "esc_a1", email: "esc1@wildcards.test" },
      { username: "escxa1", email: "esc2@wildcards.test" },
    ]);
    expect((await list({ q: "esc_a" })).items.map((row) => row.username)).toEqual(["esc_a1"]);
    expect((await list({ q: "%" })).total).toBe(0);
    expect((await list({ q: "esc\\" })).total).toBe(0);
  });

  it("pages with 10, 20 (default) or 50 rows, and past the end answers no rows", async () => {
    for (const pageSize of [10, 20, 50]) {
      const result = await list({ q: domain, pageSize, page: 2 });
      expect(result.items).toHaveLength(pageSize);
      expect(result.total).toBe(count);
    }
    expect((await list({ q: domain })).items).toHaveLength(20);
    const past = await list({ q: domain, page: 99 });
    expect(past).toEqual({ items: [], total: count, page: 99, pageSize: 20 });
    const last = await list({ q: domain, page: 6, pageSize: 50 });
    expect(last.items).toHaveLength(50);
  });

  it("refuses bad paging, sort and filter values with 400 and field errors", async () => {
    for (const [query, field] of [
      ["pageSize=15", "pageSize"],
      ["page=0", "page"],
      ["page=abc", "page"],
      ["page=1.5", "page"],
      ["sortBy=password", "sortBy"],
      ["sortDir=up", "sortDir"],
      ["isPro=yes", "isPro"],
      ["emailVerified=1", "emailVerified"],
      ["isSuspended=maybe", "isSuspended"],
      [`q=${"x".repeat(300)}`, "q"],
      ["q=ab%00cd", "q"],
      ["q=%00%00%00", "q"],
      ["q=a%09b", "q"],
    ]) {
      const response = await admin.request(`/api/admin/users?${query}`);
      expect(response.status, query).toBe(400);
      const body = await json<{ msg: string; errors: { field: string; message: string }[] }>(response);
      expect(
        body.errors.map((error) => error.field),
        query,
      ).toEqual([field]);
      expect(body.msg).toBe(body.errors[0]?.message);
    }
  });
});

describe("the Users list's queries over 100k users (docs/performance.md: Budgets)", () => {
  async function plan(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
    const { sql, params } = statement.toSQL();
    const { results } = await env.DB.prepare(`explain query plan ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return results.map((row) => row.detail);
  }

  // The usual search: no other page's name holds the text, and the queries read the users alone.
  const scanning: TextSearch = { mode: "scan", otherPageOwners: [] };
  const indexing: TextSearch = { mode: "indexed", otherPageOwners: [] };

  it("read a covering index in the sort's own order, never the table, whatever the filters", async () => {
    const db = openDb(env.DB);
    const expectedIndex = {
      createdAt: "users_admin_by_created_idx",
      email: "users_admin_by_email_idx",
      username: "users_admin_by_username_idx",
    };
    for (const sortBy of ["createdAt", "email", "username"] as const) {
      for (const sortDir of ["asc", "desc"]) {
        for (const filters of [
          {},
          { q: "ada" },
          { isPro: "true" },
          { isPro: "false", emailVerified: "false" },
          { q: "x", isSuspended: "true", isPro: "true" },
        ]) {
          const query = userListQuerySchema.parse({ sortBy, sortDir, page: "3", ...filters });
          const statements = userListStatements(db, query, scanning);
          const page = await plan(statements.page);
          const label = JSON.stringify({ sortBy, sortDir, ...filters });
          expect(page, label).toEqual([`SCAN users USING COVERING INDEX ${expectedIndex[sortBy]}`]);
          const total = await plan(statements.count);
          expect(total, label).toHaveLength(1);
          expect(total[0], label).toMatch(/USING COVERING INDEX/);
        }
      }
    }
  });

  it("count a total without text over the filters' index range", async () => {
    const db = openDb(env.DB);
    for (const [filters, expected] of [
      // With no condition at all SQLite counts over whichever index is smallest.
      [{}, /^SCAN users USING COVERING INDEX \w+$/],
      [{ emailVerified: "false" }, /^SEARCH users USING COVERING INDEX users_admin_flags_idx \(email_verified=\?\)$/],
      [
        { emailVerified: "true", isSuspended: "true" },
        /users_admin_flags_idx \(email_verified=\? AND is_suspended=\?\)$/,
      ],
      [{ isPro: "true" }, /^SEARCH users USING COVERING INDEX users_subscription_idx/],
    ] as const) {
      const query = userListQuerySchema.parse(filters);
      expect(await plan(userListStatements(db, query, scanning).count), JSON.stringify(filters)).toEqual([
        expect.stringMatching(expected),
      ]);
    }
  });

  it("look text up in the trigram index, then read only the users it names", async () => {
    const db = openDb(env.DB);
    for (const sortBy of ["createdAt", "email", "username"] as const) {
      for (const filters of [{ q: "ada" }, { q: "ada", isPro: "false", emailVerified: "true", isSuspended: "false" }]) {
        const query = userListQuerySchema.parse({ sortBy, page: "2", ...filters });
        const label = JSON.stringify({ sortBy, ...filters });
        const statements = userListStatements(db, query, indexing);
        for (const steps of [await plan(statements.page), await plan(statements.count)]) {
          expect(steps, label).toContain("SEARCH users USING INTEGER PRIMARY KEY (rowid=?)");
          expect(steps, label).toContainEqual(expect.stringMatching(/^SCAN users_search VIRTUAL TABLE INDEX/));
          expect(
            steps.filter((step) => /^SCAN users\b(?!_search)/.test(step)),
            label,
          ).toEqual([]);
        }
      }
    }
  });

  it("add the owners of other pages the text names by id, or past the limit from those pages' own index", async () => {
    const db = openDb(env.DB);
    /** The steps that read one of the list's tables (the trigram index is read by its own steps). */
    const reading = (table: "users" | "pages", steps: string[]) =>
      steps.filter((step) => new RegExp(`^(SCAN|SEARCH) ${table}\\b(?!_search)`).test(step));
    const otherPagesIndex = "SCAN pages USING COVERING INDEX pages_other_owners_idx";
    // Looking the owners up reads the other pages' partial index, never the pages.
    const probe = await plan(otherPageOwnersStatement(db, "ada"));
    expect(reading("pages", probe)).toEqual([otherPagesIndex]);
    expect(probe.filter((step) => /TEMP B-TREE/.test(step))).toEqual([]);
    for (const otherPageOwners of [["owner-a", "owner-b"], "many"] as const) {
      const byId = otherPageOwners !== "many";
      for (const sortBy of ["createdAt", "email", "username"] as const) {
        const query = userListQuerySchema.parse({ sortBy, page: "2", q: "ada", isPro: "false" });
        const label = JSON.stringify({ sortBy, otherPageOwners });
        const scanned = userListStatements(db, query, { mode: "scan", otherPageOwners });
        for (const steps of [await plan(scanned.page), await plan(scanned.count)]) {
          expect(reading("users", steps), label).toEqual([expect.stringMatching(/^SCAN users USING COVERING INDEX /)]);
          expect(reading("pages", steps), label).toEqual(byId ? [] : [otherPagesIndex]);
          expect(
            steps.some((step) => /json_each/.test(step)),
            label,
          ).toBe(byId);
        }
        expect(
          (await plan(scanned.page)).filter((step) => /TEMP B-TREE/.test(step)),
          label,
        ).toEqual([]);
        const indexed = userListStatements(db, query, { mode: "indexed", otherPageOwners });
        for (const steps of [await plan(indexed.page), await plan(indexed.count)]) {
          // The trigram index's matches by rowid, and the owners by id: never a walk of the users.
          expect(reading("users", steps), label).toEqual([
            "SEARCH users USING INTEGER PRIMARY KEY (rowid=?)",
            "SEARCH users USING INDEX sqlite_autoindex_users_1 (id=?)",
          ]);
          expect(reading("pages", steps), label).toEqual(byId ? [] : [otherPagesIndex]);
        }
      }
    }
  });
});
