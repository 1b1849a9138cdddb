// The URLs a profile carries, of every kind (docs/product.md, "Trust and safety"): a link's, a social icon's. The safety pipeline
// works on (owner, URL) pairs — the provider's check (url-checks.ts), the verdicts and the admin's Held
// links (verdicts.ts), blocked domains (blocked-domains.ts) — and reads them only through `urlKinds`, so
// a new kind of URL on a profile (an embed's, a sign-up webhook's) is one more entry there: where its
// URLs are stored, how Held links name one, and how an admin's "Remove" takes it off the profile.
import { and, asc, eq, gt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type SocialPlatform, socialPlatforms } from "#contract/socials";
import type { Db } from "../db/client";
import { links, pages, profileStyles, urlChecks } from "../db/schema";

type UrlKind = {
  /** Every URL of the kind, as a select of (page_id, url, label, position). */
  rows: SQL;
  /** How the admin's Held links name a URL of the kind, from its label. */
  title: (label: string) => string;
  /** The statement that takes every carrier of the URL of this kind off the owner's profile. */
  removeFromPage: (db: Db, userId: string, url: string) => BatchItem<"sqlite">;
};

const linkUrls: UrlKind = {
  // Section titles are rows of the same table without a URL.
  rows: sql`select page_id, url, title as label, position from links where url <> ''`,
  title: (label) => label,
  removeFromPage: (db, userId, url) => db.delete(links).where(and(eq(links.pageId, userId), eq(links.url, url))),
};

/** The stored socials list as json_each reads it; a malformed one (never written by this code) is empty. */
const socialsJson = sql`case when json_valid(${profileStyles.socials}) then ${profileStyles.socials} else '[]' end`;

const socialUrls: UrlKind = {
  rows: sql`select page_id, json_extract(social.value, '$.url') as url, json_extract(social.value, '$.platform') as label, social.key as position from profile_styles, json_each(${socialsJson}) as social`,
  title: (platform) => socialPlatforms[platform as SocialPlatform]?.label ?? platform,
  removeFromPage: (db, userId, url) =>
    db
      .update(profileStyles)
      .set({
        socials: sql`(select json_group_array(json(social.value)) from json_each(${socialsJson}) as social where json_extract(social.value, '$.url') is not ${url})`,
      })
      .where(eq(profileStyles.pageId, userId)),
};

/** Every kind of URL a profile carries; Held links name a URL after the first kind here that carries it. */
export const urlKinds: readonly UrlKind[] = [linkUrls, socialUrls];

/** Every carried URL: (page_id, url, label, position, kind), kind being the index in urlKinds. */
const carried = sql`(${sql.join(
  urlKinds.map(
    (kind, index) => sql`select page_id, url, label, position, ${sql.raw(String(index))} as kind from (${kind.rows})`,
  ),
  sql` union all `,
)}) as carried`;

/** Whether the owner's profile carries the URL, in any kind: a condition for the caller's query. */
export function isCarried(owner: SQLWrapper | string, url: SQLWrapper | string): SQL {
  return sql`(${sql.join(
    urlKinds.map(
      (kind) => sql`exists (select 1 from (${kind.rows}) as c where c.page_id = ${owner} and c.url = ${url})`,
    ),
    sql` or `,
  )})`;
}

/**
 * How Held links name the owner's URL: a JSON [kind, label] of the first kind that carries it (a link's
 * title before a social's platform), for the caller's select; `carrierTitle` reads it.
 */
export function carrierOf(owner: SQLWrapper, url: SQLWrapper): SQL<string | null> {
  return sql<string | null>`coalesce(${sql.join(
    urlKinds.map(
      (kind, index) =>
        sql`(select json_array(${sql.raw(String(index))}, c.label) from (${kind.rows}) as c where c.page_id = ${owner} and c.url = ${url} order by c.position limit 1)`,
    ),
    sql`, `,
  )})`;
}

export function carrierTitle(carrier: string | null, fallback: string): string {
  try {
    const [kind, label] = JSON.parse(carrier ?? "null") as [number, string];
    return urlKinds[kind]?.title(label) ?? fallback;
  } catch {
    return fallback;
  }
}

/** One URL a profile carries, with the verdict on it (null while unjudged). */
export type CarriedUrl = {
  userId: string;
  url: string;
  state: "clean" | "held" | "released" | null;
  threatTypes: string | null;
};

/** The carried URLs `which` selects (a condition on carried.page_id / carried.url), each owner's once. */
function carriedWithVerdicts(db: Db, which: SQL): Promise<CarriedUrl[]> {
  return db
    .selectDistinct({
      userId: sql<string>`carried.page_id`,
      url: sql<string>`carried.url`,
      state: urlChecks.state,
      threatTypes: urlChecks.threatTypes,
    })
    .from(carried)
    .leftJoin(urlChecks, and(eq(urlChecks.pageId, sql`carried.page_id`), eq(urlChecks.url, sql`carried.url`)))
    .where(and(which, sql`carried.url is not null`))
    .orderBy(sql`carried.page_id`, sql`carried.url`);
}

/** Every URL the owner's profile carries, with its verdict. */
export function carriedUrlsOf(db: Db, userId: string): Promise<CarriedUrl[]> {
  return carriedWithVerdicts(db, sql`carried.page_id = ${userId}`);
}

/** Public pages read per step of a walk: their URLs come back in one query. */
const pagesPerStep = 200;

/** Every carried URL with its verdict, some pages at a time: the daily re-check's and a sweep's walk. */
export async function* carriedUrlPages(db: Db): AsyncGenerator<CarriedUrl[]> {
  let after = "";
  for (;;) {
    const owners = await db
      .select({ id: pages.id })
      .from(pages)
      .where(gt(pages.id, after))
      .orderBy(asc(pages.id))
      .limit(pagesPerStep);
    const first = owners[0]?.id;
    const last = owners[owners.length - 1]?.id;
    if (first === undefined || last === undefined) return;
    yield await carriedWithVerdicts(db, sql`carried.page_id between ${first} and ${last}`);
    after = last;
  }
}
