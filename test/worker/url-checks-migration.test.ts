// The move to one verdict per owner and URL (migrations 0012–0014): a database holding link_checks and
// social_checks rows is migrated the way production's is, and every verdict lands in url_checks, where
// one owner's URL judged twice keeps an admin's word over the provider's, a hold over a pass, then the
// latest; the old tables are gone.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { expect, it } from "vitest";

const beforeUrlChecks = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0012");
// Up to the drop of the old tables (0014); later migrations reshape url_checks again (0027: pages).
const throughUrlChecks = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0015");

async function insert(sql: string, ...values: unknown[]) {
  await env.DB.prepare(sql)
    .bind(...values)
    .run();
}

it("copies every link and social verdict into url_checks, one per owner and URL, and drops the old tables", async () => {
  await reset();
  await applyD1Migrations(env.DB, beforeUrlChecks);
  for (const id of ["ann", "bob"]) {
    await insert(
      "insert into users (id, email, username, password_hash, referral_code) values (?, ?, ?, 'x', ?)",
      id,
      `${id}@example.com`,
      id,
      `ref-${id}`,
    );
  }
  const link = (id: string, userId: string, position: number, url: string) =>
    insert(
      "insert into links (id, user_id, position, title, url) values (?, ?, ?, 'Title', ?)",
      id,
      userId,
      position,
      url,
    );
  const linkCheck = (linkId: string, url: string, state: string, threats: string | null, checkedAt: number) =>
    insert(
      "insert into link_checks (link_id, url, state, threat_types, checked_at, held_at) values (?, ?, ?, ?, ?, ?)",
      linkId,
      url,
      state,
      threats,
      checkedAt,
      state === "held" ? checkedAt : null,
    );
  const socialCheck = (id: string, userId: string, url: string, state: string, threats: string | null, at: number) =>
    insert(
      "insert into social_checks (id, user_id, url, platform, state, threat_types, checked_at, held_at) values (?, ?, ?, 'website', ?, ?, ?, ?)",
      id,
      userId,
      url,
      state,
      threats,
      at,
      state === "held" ? at : null,
    );

  await link("l-clean", "ann", 0, "https://clean.example");
  await linkCheck("l-clean", "https://clean.example", "clean", null, 100);
  // Ann's hidden link, and a later clean pass of the same URL on another of her links: the hide stands.
  await link("l-hidden", "ann", 1, "https://hidden.example");
  await linkCheck("l-hidden", "https://hidden.example", "held", '["REPORTED"]', 200);
  await link("l-hidden-twin", "ann", 2, "https://hidden.example");
  await linkCheck("l-hidden-twin", "https://hidden.example", "clean", null, 300);
  // A URL the provider held on a link and an admin released on a social icon: the release stands.
  await link("l-flagged", "ann", 3, "https://flagged.example");
  await linkCheck("l-flagged", "https://flagged.example", "held", '["MALWARE"]', 500);
  await socialCheck("s-released", "ann", "https://flagged.example", "released", '["MALWARE"]', 400);
  // Bob's social verdict, and his link's verdict on a URL the link no longer has.
  await socialCheck("s-bob", "bob", "https://bob-social.example", "held", '["SOCIAL_ENGINEERING"]', 600);
  await link("l-edited", "bob", 0, "https://now.example");
  await linkCheck("l-edited", "https://then.example", "held", '["MALWARE"]', 700);

  await applyD1Migrations(env.DB, throughUrlChecks);

  const { results } = await env.DB.prepare(
    "select id, user_id, url, state, threat_types, checked_at, held_at from url_checks order by user_id, url",
  ).all();
  expect(results).toEqual([
    {
      id: "l-clean",
      user_id: "ann",
      url: "https://clean.example",
      state: "clean",
      threat_types: null,
      checked_at: 100,
      held_at: null,
    },
    {
      id: "s-released",
      user_id: "ann",
      url: "https://flagged.example",
      state: "released",
      threat_types: '["MALWARE"]',
      checked_at: 400,
      held_at: null,
    },
    {
      id: "l-hidden",
      user_id: "ann",
      url: "https://hidden.example",
      state: "held",
      threat_types: '["REPORTED"]',
      checked_at: 200,
      held_at: 200,
    },
    {
      id: "s-bob",
      user_id: "bob",
      url: "https://bob-social.example",
      state: "held",
      threat_types: '["SOCIAL_ENGINEERING"]',
      checked_at: 600,
      held_at: 600,
    },
    {
      id: "l-edited",
      user_id: "bob",
      url: "https://then.example",
      state: "held",
      threat_types: '["MALWARE"]',
      checked_at: 700,
      held_at: 700,
    },
  ]);
  const { results: tables } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name in ('link_checks', 'social_checks')",
  ).all();
  expect(tables).toEqual([]);
  // The rest, so the files after this one find the database as every test does.
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
