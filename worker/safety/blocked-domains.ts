// Blocked domains (docs/product.md, "Trust and safety"): the admin's list of hosts no profile may point at. One rule judges every
// URL a profile carries — a link's, a social icon's, each address of an e-mail social — and sees through
// every spelling of a host: case, subdomains, a trailing dot, percent-encoding, Unicode or punycode, and
// a mailto: address in its path or in a to/cc/bcc field. A save that adds a URL on a blocked domain, or
// changes one onto it, is refused with the error on that URL and nothing stored; what a profile already
// carries stays, held, so its owner can still save other edits. Changing the list sends a sweep on the
// link safety queue: a domain taken off lifts the holds it made, one added holds what profiles already
// carry on it (an admin's earlier release included); the daily re-check applies the list too.
import { and, eq, like } from "drizzle-orm";
import { normalizeBlockedDomain, safetyMessages } from "#contract/safety";
import type { FieldError } from "#contract/types";
import { type Db, runAtomically } from "../db/client";
import { urlChecks } from "../db/schema";
import { sendModerationNotice } from "../email/moderation-notices";
import { validationError } from "../http/errors";
import { afterCommit } from "../logs/record";
import { pageChanged } from "../page-snapshot/page-changed";
import { readSettings } from "../settings/settings";
import { type CarriedUrl, carriedUrlPages, carriedUrlsOf, isCarried } from "./carried-urls";
import { blockedDomainThreat, verdictStatement } from "./verdicts";

/** Decodes percent-escapes where they are well-formed; a stray "%" is left as it is. */
function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The address fields of a mailto: URL whose domains a block applies to (RFC 6068's hfnames, any case). */
const addressFields = new Set(["to", "cc", "bcc"]);

/**
 * What follows an "@" up to a character no host name holds: the domain of an address, bare or written as
 * mail programs also read it, with a display name ("Shop" <a@host>) or a comment (a@host(support)).
 */
const addressDomain = /@([^@\s<>()[\]\\,;:"]+)/g;

/** The domain of each address a mailto: URL sends to: those of its path and of its to, cc and bcc fields. */
function mailDomains(url: URL): string[] {
  const lists = [
    percentDecoded(url.pathname),
    ...[...url.searchParams].filter(([name]) => addressFields.has(name.toLowerCase())).map(([, value]) => value),
  ];
  return lists.flatMap((list) => [...list.matchAll(addressDomain)].map((match) => match[1] ?? ""));
}

/** The hosts a URL points at, as the blocked list stores hosts (normalizeBlockedDomain); none when it is not a URL. */
export function hostsOf(value: string): string[] {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return [];
  }
  const hosts = url.protocol === "mailto:" ? mailDomains(url) : [url.hostname];
  return hosts.map(normalizeBlockedDomain).filter(Boolean);
}

export function isBlockedUrl(url: string, blockedDomains: readonly string[]): boolean {
  if (blockedDomains.length === 0) return false;
  return hostsOf(url).some((host) => blockedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`)));
}

export type CheckedUrl = { field: string; url: string };

/**
 * The URLs a save would add on a blocked domain or change onto it, each an error on its field; a URL the
 * profile already carries may stay, as its hold keeps it off the page.
 */
export async function newlyBlockedUrls(db: Db, userId: string, urls: readonly CheckedUrl[]): Promise<FieldError[]> {
  if (urls.length === 0) return [];
  const { blockedDomains } = await readSettings(db);
  const blocked = urls.filter(({ url }) => isBlockedUrl(url, blockedDomains));
  if (blocked.length === 0) return [];
  const carried = new Set((await carriedUrlsOf(db, userId)).map((row) => row.url));
  return blocked
    .filter(({ url }) => !carried.has(url))
    .map(({ field }) => ({ field, message: safetyMessages.linkBlocked }));
}

/** Refuses the save (400, an error on the field of each URL) when newlyBlockedUrls finds any. */
export async function refuseNewlyBlockedUrls(db: Db, userId: string, urls: readonly CheckedUrl[]): Promise<void> {
  const errors = await newlyBlockedUrls(db, userId, urls);
  if (errors.length > 0) throw validationError(errors);
}

/** Verdicts written per batch: D1 allows at most 100 bound parameters a statement and a few hundred a batch. */
const holdsPerBatch = 50;

/**
 * Holds the carried URLs on a blocked domain that are not held yet — an admin's release stands unless
 * `overrideReleases` — runs pageChanged for their owners' pages and tells each owner once. Answers what it held.
 */
export async function holdBlockedUrls(
  db: Db,
  env: Env,
  page: readonly CarriedUrl[],
  domains: readonly string[],
  { overrideReleases }: { overrideReleases: boolean },
): Promise<Set<CarriedUrl>> {
  const holding = page.filter(
    (row) => row.state !== "held" && (overrideReleases || row.state !== "released") && isBlockedUrl(row.url, domains),
  );
  const now = Date.now();
  for (let start = 0; start < holding.length; start += holdsPerBatch) {
    await runAtomically(
      db,
      holding
        .slice(start, start + holdsPerBatch)
        .map((row) =>
          verdictStatement(db, row.userId, row.url, { state: "held", threatTypes: [blockedDomainThreat] }, now),
        ),
    );
  }
  for (const userId of new Set(holding.map((row) => row.userId))) {
    const urls = holding.filter((row) => row.userId === userId).map((row) => row.url);
    await pageChanged(db, env, { pageId: userId });
    await sendModerationNotice(db, env, userId, {
      kind: "held",
      links: urls.map((url) => ({ url, threats: [blockedDomainThreat] })),
    });
  }
  return new Set(holding);
}

/** What the link safety queue's consumer is sent when the list changed: the domains it gained. */
export type BlockedDomainSweep = { sweep: "blocked-domains"; added: string[] };

export function isBlockedDomainSweep(body: unknown): body is BlockedDomainSweep {
  const value = body as Partial<BlockedDomainSweep> | null;
  return value?.sweep === "blocked-domains" && Array.isArray(value.added);
}

/** Once the admin saved a changed list: the sweep goes on the queue; a refusal is logged for Errors. */
export async function startBlockedDomainSweep(db: Db, env: Env, before: readonly string[], after: readonly string[]) {
  const added = after.filter((domain) => !before.includes(domain));
  const removed = before.some((domain) => !after.includes(domain));
  if (added.length === 0 && !removed) return;
  const sweep: BlockedDomainSweep = { sweep: "blocked-domains", added };
  await afterCommit(db, { path: "queue:LINK_SAFETY_QUEUE" }, () =>
    env.LINK_SAFETY_QUEUE.send(sweep, { contentType: "json" }),
  );
}

/**
 * The sweep after a change of the list, against the list as it is now: holds a blocked domain made whose
 * URL no list entry matches any more are lifted (the verdict is dropped, so the URL shows and is checked
 * afresh), and every carried URL on a domain the change added is held. Answers the lifted URLs.
 */
export async function sweepBlockedDomains(db: Db, env: Env, sweep: BlockedDomainSweep): Promise<CarriedUrl[]> {
  const { blockedDomains } = await readSettings(db);
  const lifted = await liftLapsedBlocks(db, env, blockedDomains);
  const added = sweep.added.filter((domain) => blockedDomains.includes(domain));
  if (added.length > 0) {
    for await (const page of carriedUrlPages(db)) {
      await holdBlockedUrls(db, env, page, added, { overrideReleases: true });
    }
  }
  return lifted;
}

async function liftLapsedBlocks(db: Db, env: Env, blockedDomains: readonly string[]): Promise<CarriedUrl[]> {
  const blockHolds = await db
    .select({ userId: urlChecks.pageId, url: urlChecks.url, carried: isCarried(urlChecks.pageId, urlChecks.url) })
    .from(urlChecks)
    .where(and(eq(urlChecks.state, "held"), like(urlChecks.threatTypes, `%"${blockedDomainThreat}"%`)));
  const lapsed = blockHolds.filter((row) => !isBlockedUrl(row.url, blockedDomains));
  for (let start = 0; start < lapsed.length; start += holdsPerBatch) {
    await runAtomically(
      db,
      lapsed
        .slice(start, start + holdsPerBatch)
        .map((row) => db.delete(urlChecks).where(and(eq(urlChecks.pageId, row.userId), eq(urlChecks.url, row.url)))),
    );
  }
  // The owners hear of what shows again on their page; a lifted URL they no longer carry shows nowhere.
  const shown = lapsed.filter((row) => row.carried);
  for (const userId of new Set(shown.map((row) => row.userId))) {
    await pageChanged(db, env, { pageId: userId });
    const urls = shown.filter((row) => row.userId === userId).map((row) => row.url);
    await sendModerationNotice(db, env, userId, { kind: "released", urls });
  }
  return shown.map(({ userId, url }) => ({ userId, url, state: null, threatTypes: null }));
}
