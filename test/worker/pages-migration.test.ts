// The move to pages of their own (migrations/0027, docs/decisions/059): a database holding accounts with
// everything a page can carry is migrated the way production's is, and each account's page becomes its
// primary page under the account's id — every setting, link, look, subscriber (a pending one's
// confirmation link too), webhook, domain, report, verdict and former name the same row under the same
// id — and the page answers its owner and its visitors as it did.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { expect, it } from "vitest";
import { signInDirectly } from "./support/accounts";
import { browser, json, request } from "./support/requests";

const beforePages = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0027");
// Through the pages' own migration: later ones add columns of their own to the tables compared here.
const throughPages = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0028");

async function run(sql: string, ...values: unknown[]) {
  await env.DB.prepare(sql)
    .bind(...values)
    .run();
}

async function rows(sql: string) {
  return (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;
}

/** The tables whose rows hung off an account and now hang off its page, each in a stable order. */
const pageTables = {
  links: "id",
  profile_styles: "user_id",
  subscribers: "id",
  audience_webhooks: "user_id",
  custom_domains: "user_id",
  reports: "id",
  url_checks: "id",
  former_usernames: "name",
} as const;

/** Every row of the tables as stored, user_id written as the page_id it becomes. */
async function pageRowsBefore() {
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const [table, order] of Object.entries(pageTables)) {
    found[table] = (await rows(`select * from ${table} order by ${order}`)).map(({ user_id, ...row }) => ({
      ...row,
      page_id: user_id,
    }));
  }
  return found;
}

async function pageRowsAfter() {
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const [table, order] of Object.entries(pageTables)) {
    found[table] = await rows(`select * from ${table} order by ${order === "user_id" ? "page_id" : order}`);
  }
  return found;
}

const future = Date.now() + 30 * 24 * 60 * 60 * 1000;

async function seedAccountsBeforePages() {
  await run(
    `insert into users (id, email, username, password_hash, email_verified, referral_code, bio, display_name, avatar,
       show_branding, subscription_status, subscription_end_date, sensitive, page_title, page_description, noindex,
       page_language, share_card, page_version)
     values ('ann-id', 'ann@example.com', 'Ann', 'x', 1, 'refann01', 'Zines and prints', 'Ann Arbor',
       '/uploads/avatars/ann-id/face.png', 0, 'active', ?, 0, 'Ann''s shop', 'Prints by Ann', 1, 'de', 'card-ann', 7)`,
    future,
  );
  await run(
    "insert into users (id, email, username, password_hash, referral_code) values ('bob-id', 'bob@example.com', 'bob', 'x', 'refbob01')",
  );
  await run(
    `insert into links (id, user_id, position, title, url, clicks, kind, thumbnail)
     values ('l1', 'ann-id', 0, 'Shop', 'https://shop.example/', 4, 'link', '/uploads/thumbnails/ann-id/t.png'),
            ('l2', 'ann-id', 1, 'Letters', '', 0, 'signup', null),
            ('l3', 'bob-id', 0, 'Home', 'https://bob.example/', 0, 'link', null)`,
  );
  await run("update links set button_text = 'Join' where id = 'l2'");
  await run(
    `insert into profile_styles (user_id, theme_preset, theme_accent, socials)
     values ('ann-id', 'ember', '#ff8800', '[{"platform":"github","url":"https://github.com/ann"}]')`,
  );
  await run(
    `insert into subscribers (id, user_id, email, created_at, confirmed_at)
     values ('s1', 'ann-id', 'fan@example.com', 1000, 2000), ('s2', 'ann-id', 'new@example.com', 3000, null)`,
  );
  await run(
    "insert into subscriber_confirmation_tokens (token_hash, subscriber_id, expires_at) values ('hash-s2', 's2', ?)",
    future,
  );
  await run(
    "insert into audience_webhooks (user_id, url, secret, last_status) values ('ann-id', 'https://hooks.example/in', 'whsec', 200)",
  );
  await run(
    `insert into custom_domains (user_id, hostname, unicode_hostname, provider_id, status, checks, created_at, active_at)
     values ('ann-id', 'links.ann.example', 'links.ann.example', 'ch_1', 'active', 3, 500, 600)`,
  );
  await run(
    "insert into reports (id, user_id, reason, details, status, created_at) values ('r1', 'ann-id', 'spam', 'Looks odd', 'open', 900)",
  );
  await run(
    "insert into url_checks (id, user_id, url, state, checked_at) values ('v1', 'ann-id', 'https://shop.example/', 'clean', 800)",
  );
  await run("insert into former_usernames (name, user_id, kept_until) values ('annie', 'ann-id', ?)", future);
}

it("makes each account's page its primary page under the account's id, every row that hung off it kept", async () => {
  await reset();
  await applyD1Migrations(env.DB, beforePages);
  await seedAccountsBeforePages();
  const before = await pageRowsBefore();
  const accountsBefore = await rows(
    `select id, username, bio, display_name, avatar, show_branding, sensitive, page_title, page_description, noindex,
       page_language, share_card, page_version, created_at, updated_at from users order by id`,
  );

  await applyD1Migrations(env.DB, throughPages);

  expect(await pageRowsAfter()).toEqual(before);
  expect(await rows("select * from pages order by id")).toEqual(
    accountsBefore.map((account) => ({ ...account, owner_id: account.id })),
  );
  // The pending subscriber's mailed link still confirms: its token moved with it.
  expect(await rows("select * from subscriber_confirmation_tokens")).toEqual([
    { token_hash: "hash-s2", subscriber_id: "s2", expires_at: future },
  ]);
  // The account keeps its name; the page's columns left the account's row.
  const accountColumns = (await rows("select name from pragma_table_info('users')")).map((row) => row.name);
  expect(accountColumns).toContain("username");
  expect(accountColumns).not.toContain("bio");
  expect(accountColumns).not.toContain("page_version");

  // The page answers its visitors and its owner as before, on the database as it is today.
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const shown = await json<Record<string, unknown>>(await request("/api/user/ann"));
  expect(shown).toMatchObject({
    username: "Ann",
    displayName: "Ann Arbor",
    bio: "Zines and prints",
    showBranding: false,
    links: [
      { title: "Shop", url: "https://shop.example/", thumbnail: "/uploads/thumbnails/ann-id/t.png" },
      { title: "Letters", kind: "signup", buttonText: "Join" },
    ],
  });
  const page = await request("/Ann");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain("<title>Ann&#x27;s shop</title>");
  expect(html).toContain('<link rel="canonical" href="https://links.ann.example/"/>');
  expect(html).toContain('name="robots" content="noindex"');

  const cookies = await signInDirectly("ann-id");
  const owner = browser(
    Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; "),
  );
  const profile = await json<Record<string, unknown>>(await owner.request("/api/profile"));
  expect(profile).toMatchObject({
    username: "Ann",
    email: "ann@example.com",
    bio: "Zines and prints",
    avatar: "/uploads/avatars/ann-id/face.png",
    pageTitle: "Ann's shop",
    noindex: true,
    language: "de",
    version: 7,
    theme: { preset: "ember", accent: "#ff8800" },
    socials: [{ platform: "github", url: "https://github.com/ann" }],
  });
  expect((profile.links as unknown[]).length).toBe(2);
});

it("moves a page's version by one only, and names the account after its primary page", async () => {
  // Runs on the database the test above migrated.
  await expect(
    env.DB.prepare("update pages set page_version = page_version + 2 where id = 'ann-id'").run(),
  ).rejects.toThrow(/stale page version/);
  await run("update pages set username = 'Annika' where id = 'ann-id'");
  expect(await rows("select username from users where id = 'ann-id'")).toEqual([{ username: "Annika" }]);
  // Deleting the account takes its pages, and with them everything that hung off them; Bob's stay.
  await run("delete from users where id = 'ann-id'");
  const left = await rows(
    `select (select count(*) from pages where owner_id = 'ann-id') as pages,
       (select count(*) from links where page_id = 'ann-id') as links,
       (select count(*) from subscribers) as subscribers,
       (select count(*) from subscriber_confirmation_tokens) as tokens,
       (select count(*) from custom_domains) as domains,
       (select count(*) from links where page_id = 'bob-id') as bobsLinks`,
  );
  expect(left).toEqual([{ pages: 0, links: 0, subscribers: 0, tokens: 0, domains: 0, bobsLinks: 1 }]);
});
