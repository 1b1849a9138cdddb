import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { userListQuerySchema } from "#contract/admin-schemas";
import { userListStatements } from "../../worker/admin/user-search";
import { chooseTextSearchMode, indexedMatchLimit } from "../../worker/admin/user-text-search";
import { openDb } from "../../worker/db/client";
import { type Client, type Paged, seedUsers, signedInAdmin, type UserRowBody } from "./support/admin";
import { errorLogLine, failingD1, fetchWith, newFault } from "./support/faults";
import { receivedMail, tokenFrom } from "./support/mailbox";
import { propertyRuns, propertyTimeout } from "./support/property-runs";
import { deleteOwnAccount, json, request, signedInUser, signUp, uniqueUser } from "./support/requests";

// More users share this domain than the trigram index is asked to list, so a search for it walks the
// sort order; a search for one of them is answered from the index.
const domain = "text-search.test";
const crowd = indexedMatchLimit + 200;
const day = 24 * 60 * 60 * 1000;
/** Each run is two statements' worth of D1 per mode: cheap, so twice a property's usual runs. */
const textSearchRuns = propertyRuns * 2;

let admin: Client;

beforeAll(async () => {
  admin = (await signedInAdmin("ts_admin")).client;
  // Mixed-case names, flags in unrelated orders, creation times that tie in threes.
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into users (id, email, username, password_hash, email_verified, referral_code, is_suspended,
       subscription_status, subscription_end_date, created_at)
     select lower(hex(randomblob(16))), 'tx' || i || '@mail' || (i % 4) || '.${domain}',
       case i % 2 when 0 then 'Tx_' else 'tx_' end || i, 'x', i % 3 != 0, 'ts' || i, i % 7 = 0,
       case i % 5 when 0 then 'active' when 1 then 'canceled' else null end, null, ?2 - (i / 3) * 60000
     from n`,
  )
    .bind(crowd, Date.now() - 30 * day)
    .run();
  // Text the index and LIKE might read differently: quotes, LIKE's wildcards, FTS5 operators, and
  // letters beyond ASCII (the index folds their case, LIKE does not).
  await seedUsers([
    { username: "Quote_Mark", email: `o"neill@${domain}` },
    { username: "Wild_Card", email: `100%_sure@${domain}` },
    { username: "Near_Or", email: `near(or and)@${domain}` },
    { username: "Umlaut_Name", email: `ädam@${domain}` },
    { username: "Star_Caret", email: `^start*@${domain}` },
  ]);
});

async function list(params: Record<string, string>): Promise<Paged<UserRowBody>> {
  const response = await admin.request(`/api/admin/users?${new URLSearchParams(params)}`);
  expect(response.status, JSON.stringify(params)).toBe(200);
  return json(response);
}

async function found(q: string): Promise<string[]> {
  return (await list({ q, pageSize: "50", sortBy: "email", sortDir: "asc" })).items.map((row) => row.email);
}

describe("the Users list's text search", () => {
  it("finds one person from the trigram index by three characters or more of the address or name", async () => {
    const db = openDb(env.DB);
    expect(await chooseTextSearchMode(db, "tx777@")).toBe("indexed");
    expect(await found("tx777@")).toEqual([`tx777@mail1.${domain}`]);
    expect(await found("TX_778")).toEqual([`tx778@mail2.${domain}`]);
    // A few dozen matches: every one, sorted, paged and counted.
    const expected = Array.from({ length: crowd }, (_, i) => i + 1)
      .filter((i) => String(i).startsWith("77"))
      .map((i) => `tx${i}@mail${i % 4}.${domain}`)
      .sort();
    expect(await chooseTextSearchMode(db, "x_77")).toBe("indexed");
    const firstPage = await list({ q: "x_77", pageSize: "10", sortBy: "email", sortDir: "asc" });
    expect(firstPage.total).toBe(expected.length);
    expect(firstPage.items.map((row) => row.email)).toEqual(expected.slice(0, 10));
    expect(await found("nobody-has-this")).toEqual([]);
  });

  it("walks the sort order for a term more users share than the index lists, with the same answer", async () => {
    expect(await chooseTextSearchMode(openDb(env.DB), domain)).toBe("scan");
    const result = await list({ q: domain, pageSize: "50" });
    expect(result.total).toBe(crowd + 5);
    expect(result.items).toHaveLength(50);
    // One or two characters have no trigram: LIKE alone answers them.
    expect(await chooseTextSearchMode(openDb(env.DB), "x7")).toBe("scan");
    expect((await list({ q: "x7" })).total).toBeGreaterThan(0);
  });

  it("takes quotes, LIKE wildcards and FTS5 operators in q as plain text", async () => {
    expect(await found(`o"ne`)).toEqual([`o"neill@${domain}`]);
    expect(await found(`"`)).toEqual([`o"neill@${domain}`]);
    expect(await found("0%_s")).toEqual([`100%_sure@${domain}`]);
    expect(await found("(or and)")).toEqual([`near(or and)@${domain}`]);
    expect(await found("^start*")).toEqual([`^start*@${domain}`]);
    for (const operator of ["OR", "NEAR(a b)", "email:tx1", "tx1*", "^tx1", '"tx1" AND "tx2"', "{email}: tx"]) {
      const response = await admin.request(`/api/admin/users?${new URLSearchParams({ q: operator })}`);
      expect(response.status, operator).toBe(200);
    }
    // LIKE ignores case for ASCII letters only; the index's wider folding must not leak through.
    expect(await found("ädam")).toEqual([`ädam@${domain}`]);
    expect(await found("ÄDAM")).toEqual([]);
  });

  it(
    "gives the same page and total either way, for any text, filters, sort and page",
    async () => {
      const db = openDb(env.DB);
      // Pieces of stored text with their letters' case flipped at random, and free text from their alphabet.
      const stored = [`tx777@mail1.${domain}`, "Tx_1000", `o"neill@${domain}`, "100%_sure", "ädam@", "^start*@"];
      const piece = fc
        .tuple(fc.constantFrom(...stored), fc.nat(), fc.integer({ min: 3, max: 7 }), fc.array(fc.boolean()))
        .map(([source, start, length, flips]) =>
          [...source.slice(start % (source.length - 2)).slice(0, length)]
            .map((char, i) =>
              flips[i] ? (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()) : char,
            )
            .join(""),
        );
      const free = fc.string({ unit: fc.constantFrom(...'tx_TX01237@.mailÄäß"%*^('), minLength: 3, maxLength: 7 });
      const text = fc.oneof(piece, free);
      const flag = fc.constantFrom(undefined, "true", "false");
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            q: text,
            sortBy: fc.constantFrom("createdAt", "email", "username"),
            sortDir: fc.constantFrom("asc", "desc"),
            page: fc.constantFrom("1", "2", "5"),
            pageSize: fc.constantFrom("10", "50"),
            isPro: flag,
            emailVerified: flag,
            isSuspended: flag,
          }),
          async (params) => {
            const query = userListQuerySchema.parse(
              Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)),
            );
            const now = Date.now();
            const indexed = userListStatements(db, query, { mode: "indexed", otherPageOwners: [] }, now);
            const scanned = userListStatements(db, query, { mode: "scan", otherPageOwners: [] }, now);
            expect(await indexed.page).toEqual(await scanned.page);
            expect(await indexed.count).toEqual(await scanned.count);
          },
        ),
        { numRuns: textSearchRuns, seed: 3 },
      );
    },
    propertyTimeout(textSearchRuns),
  );

  it("still answers, by walking the sort order, when the index cannot be read, and tells the admin", async () => {
    const fault = newFault();
    const response = await fetchWith(
      { DB: failingD1(env.DB, { statements: /users_search/ }, fault) },
      `/api/admin/users?${new URLSearchParams({ q: "tx777@" })}`,
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(200);
    const body = await json<Paged<UserRowBody>>(response);
    expect(body.items.map((row) => row.email)).toEqual([`tx777@mail1.${domain}`]);
    expect(body.total).toBe(1);
    expect(fault.hits).toBe(1);
    expect((await errorLogLine(fault))?.path).toBe("d1:users_search");
  });

  it("follows the users table: signups, confirmed address changes and deletions", async () => {
    const { user: newcomer, response } = await signUp(uniqueUser("ts_new"));
    expect(response.status).toBe(201);
    expect(await found(newcomer.username)).toEqual([newcomer.email]);

    const { user, client } = await signedInUser("ts_move");
    const newEmail = uniqueUser("ts_moved").email;
    expect((await client.request("/api/change-email", { method: "POST", json: { newEmail } })).status).toBe(200);
    const link = await receivedMail(newEmail, /Confirm your new email/);
    expect((await request(`/api/verify-email-change?token=${tokenFrom(link)}`)).status).toBe(200);
    expect(await found(user.email)).toEqual([]);
    expect(await found(newEmail)).toEqual([newEmail]);
    expect(await found(user.username)).toEqual([newEmail]);

    expect((await deleteOwnAccount(client, user.password)).status).toBe(200);
    expect(await found(newEmail)).toEqual([]);
    expect(await found(user.username)).toEqual([]);

    // FTS5's own check that the index holds exactly the users table's text; it throws otherwise.
    await env.DB.prepare("insert into users_search(users_search, rank) values ('integrity-check', 1)").run();
  });
});
