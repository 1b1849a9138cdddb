// What the benchmark needs in its own local D1, written before the app starts: the settings rows (so
// the public page's settings read finds real rows), an admin to log in as, a 10-link profile made the
// owner's as docs/performance.md, "Budgets" measures it (a theme, a section, 6 social icons, a spotlight
// link, a YouTube player, two link thumbnails and a sign-up block), the same page without those blocks,
// and 100,000 users for the admin queries, made by SQLite itself in one INSERT … SELECT.

import type { LocalEnv } from "../../scripts/lib/local-state";
import { referralCode } from "../../worker/security/encoding";
import { hashPassword } from "../../worker/security/passwords";
import { benchAvatarPng } from "./bench-avatar";

export const benchUserCount = 100_000;

export const benchAdmin = { email: "bench-admin@bench.test", username: "bench_admin", password: "Bench-Admin-1234" };

/**
 * A realistic 10-link page: a three-line bio, an uploaded avatar, long titles and tracked urls, the
 * first link in the spotlight, a section title before the sixth, six social icons, a theme, a YouTube
 * player after the section title, images beside the second and third links, and the sign-up and tip
 * blocks last (the owner's Stripe account able to take tips).
 */
export const benchProfile = {
  username: "bench_page",
  password: "Bench-Page-1234",
  bio: "Designer, weekend photographer and occasional writer. Everything I make, in one place.\nBased in Berlin.\nNew photo series every month.",
  avatar: "/uploads/avatars/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png",
  links: Array.from({ length: 10 }, (_, i) => ({
    title: `My link number ${i + 1} with a reasonably long title`,
    url: `https://example.com/some/fairly/long/path/${i + 1}?utm_source=linknest&utm_medium=bio`,
  })),
  featuredLink: 0,
  section: { title: "More from me", before: 5 },
  embed: { title: "My latest video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  /** The e-mail sign-up block (docs/guides/audience.md), last on the page. */
  signup: { title: "Get my monthly photo letter", buttonText: "Subscribe" },
  /** The tip block (docs/guides/earn.md), after it: three amounts and one of the visitor's own. */
  tip: { title: "Buy me a coffee", amounts: [3, 5, 10], currency: "usd", allowCustom: true },
  /** The Express account the tip block's tips go to, as Stripe's account.updated leaves it once it can charge. */
  stripeAccount: "acct_bench_page",
  /** The links (by index) with a thumbnail, each its own upload. */
  thumbnails: [1, 2].map((index) => ({
    index,
    url: `/uploads/thumbnails/${String(index).repeat(32)}.png`,
  })),
  theme: { preset: "aurora", accent: "#9ff0ff" },
  socials: [
    { platform: "instagram", url: "https://instagram.com/bench_page" },
    { platform: "youtube", url: "https://youtube.com/@bench_page" },
    { platform: "tiktok", url: "https://tiktok.com/@bench_page" },
    { platform: "x", url: "https://x.com/bench_page" },
    { platform: "github", url: "https://github.com/bench_page" },
    { platform: "mastodon", url: "https://mastodon.social/@bench_page" },
  ],
  /** An active custom domain of the page (docs/decisions/040), on the local fake's test domain. */
  customDomain: "links-bench.example.test",
};

/** The same page without its blocks (the player, the thumbnails, the sign-up block): none of their styles. */
export const benchPlainProfile = { username: "bench_plain", password: "Bench-Plain-1234" };

type BenchRow = {
  kind: "link" | "header" | "embed" | "signup" | "tip";
  title: string;
  url: string;
  featured: boolean;
  thumbnail: string | null;
  buttonText?: string;
  amounts?: number[];
  currency?: string;
  allowCustom?: boolean;
};

/** The page's rows in order: the links with the section title and the player after it among them, then the sign-up and tip blocks. */
function benchRows(): BenchRow[] {
  const rows = benchProfile.links.map((link, i) => ({
    kind: "link" as const,
    ...link,
    featured: i === benchProfile.featuredLink,
    thumbnail: benchProfile.thumbnails.find((thumbnail) => thumbnail.index === i)?.url ?? null,
  }));
  const { title, before } = benchProfile.section;
  const section: BenchRow = { kind: "header", title, url: "", featured: false, thumbnail: null };
  const embed: BenchRow = { kind: "embed", ...benchProfile.embed, featured: false, thumbnail: null };
  const signup: BenchRow = { kind: "signup", url: "", featured: false, thumbnail: null, ...benchProfile.signup };
  const tip: BenchRow = { kind: "tip", url: "", featured: false, thumbnail: null, ...benchProfile.tip };
  return [...rows.slice(0, before), section, embed, ...rows.slice(before), signup, tip];
}

const settingsRows = {
  invitesRequired: false,
  registrationClosed: false,
  extraReservedUsernames: ["pricing", "blog", "help"],
};

async function insertAccount(
  db: D1Database,
  account: { email: string; username: string; password: string; role: "user" | "admin"; bio?: string; avatar?: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db
      .prepare(
        `insert into users (id, email, username, password_hash, email_verified, role, referral_code)
         values (?, ?, ?, ?, 1, ?, ?)`,
      )
      .bind(id, account.email, account.username, await hashPassword(account.password), account.role, referralCode()),
    // Its primary page, under the account's id (docs/decisions/059).
    db
      .prepare("insert into pages (id, owner_id, username, bio, avatar) values (?1, ?1, ?2, ?3, ?4)")
      .bind(id, account.username, account.bio ?? "", account.avatar ?? null),
  ]);
  return id;
}

/**
 * 100,000 users spread over two years of signups: a third unverified, 1 in 100 suspended, about 13 %
 * Pro (active, or cancelling until a future date), a few with a lapsed subscription.
 */
async function insertCrowd(db: D1Database, count: number): Promise<void> {
  const now = Date.now();
  await db
    .prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
       insert into users (id, email, username, password_hash, email_verified, referral_code, is_suspended,
         subscription_status, subscription_end_date, created_at, updated_at)
       select lower(hex(randomblob(16))),
         'person' || i || '@mail' || (i % 7) || '.example',
         'Person_' || i,
         'scrypt$16384$8$5$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
         i % 3 != 0,
         'crowd' || i,
         i % 100 = 0,
         case i % 20 when 0 then 'active' when 1 then 'active' when 2 then 'cancelling' when 3 then 'canceled'
           when 4 then 'past_due' else null end,
         case i % 20 when 2 then ?2 + 86400000 * 20 when 3 then ?2 - 86400000 * 40 else null end,
         ?2 - i * 630000,
         ?2 - i * 630000
       from n`,
    )
    .bind(count, now)
    .run();
  await db
    .prepare(
      `insert into pages (id, owner_id, username, created_at, updated_at)
       select id, id, username, created_at, updated_at from users where referral_code like 'crowd%'`,
    )
    .run();
}

/** A page of the bench's look with these rows: the account, its links, its theme and icons. */
async function insertBenchPage(
  db: D1Database,
  account: { email: string; username: string; password: string },
  rows: BenchRow[],
): Promise<string> {
  const profileOwnerId = await insertAccount(db, {
    ...account,
    role: "user",
    bio: benchProfile.bio,
    avatar: benchProfile.avatar,
  });
  await db.batch([
    ...rows.map((link, position) =>
      db
        .prepare(
          `insert into links (id, page_id, position, title, url, kind, featured, thumbnail, button_text, tip_amounts,
             tip_currency, tip_allow_custom) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          crypto.randomUUID(),
          profileOwnerId,
          position,
          link.title,
          link.url,
          link.kind,
          link.featured ? 1 : 0,
          link.thumbnail,
          link.buttonText ?? null,
          link.amounts ? JSON.stringify(link.amounts) : null,
          link.currency ?? null,
          link.allowCustom ? 1 : 0,
        ),
    ),
    // A tip block shows only while its owner's Stripe account can take charges: the page with one has one.
    ...(rows.some((row) => row.kind === "tip")
      ? [
          db
            .prepare(
              `insert into connected_accounts (user_id, stripe_account_id, charges_enabled, payouts_enabled,
                 details_submitted, details_needed, default_currency) values (?, ?, 1, 1, 1, 0, 'usd')`,
            )
            .bind(profileOwnerId, benchProfile.stripeAccount),
        ]
      : []),
    db
      .prepare("insert into profile_styles (page_id, theme_preset, theme_accent, socials) values (?, ?, ?, ?)")
      .bind(profileOwnerId, benchProfile.theme.preset, benchProfile.theme.accent, JSON.stringify(benchProfile.socials)),
  ]);
  return profileOwnerId;
}

/** The 10-link pages alone, with and without blocks, and their images; the deploy test weighs them as the build serves them. */
export async function seedBenchPage(env: LocalEnv): Promise<{ profileOwnerId: string; plainOwnerId: string }> {
  const db = env.DB;
  const { username, password } = benchProfile;
  const profileOwnerId = await insertBenchPage(db, { email: "bench-page@bench.test", username, password }, benchRows());
  const plain = benchRows()
    .filter((row) => row.kind === "link" || row.kind === "header")
    .map((row) => ({ ...row, thumbnail: null }));
  const plainOwnerId = await insertBenchPage(db, { email: "bench-plain@bench.test", ...benchPlainProfile }, plain);
  for (const url of [benchProfile.avatar, ...benchProfile.thumbnails.map((thumbnail) => thumbnail.url)]) {
    await env.AVATARS.put(url.replace("/uploads/", ""), benchAvatarPng(), {
      httpMetadata: { contentType: "image/png" },
      customMetadata: { userId: profileOwnerId },
    });
  }
  return { profileOwnerId, plainOwnerId };
}

export async function seedBench(env: LocalEnv): Promise<{ profileOwnerId: string }> {
  const db = env.DB;
  const now = Date.now();
  await db.batch(
    Object.entries(settingsRows).map(([key, value]) =>
      db
        .prepare("insert into settings (key, value, updated_at) values (?, ?, ?)")
        .bind(key, JSON.stringify(value), now),
    ),
  );
  await insertAccount(db, { ...benchAdmin, role: "admin" });
  const { profileOwnerId, plainOwnerId } = await seedBenchPage(env);
  // The pages' owners are Pro (no branding footer), the first with the custom domain active, as if the
  // provider had checked it.
  await db.batch([
    db
      .prepare("update users set subscription_status = 'active', subscription_end_date = ? where id in (?, ?)")
      .bind(now + 365 * 24 * 60 * 60 * 1000, profileOwnerId, plainOwnerId),
    db
      .prepare(
        "insert into custom_domains (page_id, hostname, unicode_hostname, provider_id, status, checks, created_at, active_at) values (?, ?, ?, ?, 'active', 1, ?, ?)",
      )
      .bind(profileOwnerId, benchProfile.customDomain, benchProfile.customDomain, crypto.randomUUID(), now, now),
  ]);
  // No ANALYZE afterwards: D1 does not run it by itself, so the planner works without statistics.
  await insertCrowd(db, benchUserCount);
  return { profileOwnerId };
}
