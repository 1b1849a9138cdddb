// POST /api/import/from-url (docs/guides/page-import.md): read another service's page and answer what it
// holds, judged item by item by the profile save's own rules — the link and social schemas of
// contract/profile-schemas.ts and the admin's blocked domains — so the owner is shown only what a save
// would take, and told what was left out and why. It reads; it stores nothing.

import type { z } from "zod";
import { addressKey } from "#contract/account-data";
import { limits } from "#contract/limits";
import {
  type ImportedLink,
  itemLeftOut,
  type PageImportPreview,
  pageImportLimits,
  pageImportMessages,
  pageStatusRefused,
  type RefusedItem,
  redirectRefused,
} from "#contract/page-import";
import {
  bioSchema,
  displayNameSchema,
  linkInputSchema,
  profileMessages,
  socialSchema,
} from "#contract/profile-schemas";
import { safetyMessages } from "#contract/safety";
import { detectPlatform, maxSocials, type Social } from "#contract/socials";
import type { Db } from "../db/client";
import { apiError, validationError } from "../http/errors";
import { isBlockedUrl } from "../safety/blocked-domains";
import { readSettings } from "../settings/settings";
import {
  type FetchedFile,
  type FetchFailure,
  FetchRefused,
  fetchFromOutside,
  importUrlProblem,
  UnwantedFile,
} from "./outside-fetch";
import { type PageFacts, readPage } from "./page-reader";
import { type FoundLink, type FoundPage, type FoundSocial, recognisePage } from "./recognisers";

const pageTypes = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;
const looksLikeHtml = /^\s*(<!doctype html|<html|<head|<body)/i;

/** An HTML page by its type, or, when the server named none, by how it starts. */
function isPage(contentType: string, firstBytes: Uint8Array): boolean {
  if (contentType) return pageTypes.test(contentType);
  return looksLikeHtml.test(new TextDecoder().decode(firstBytes.subarray(0, 256)).replace(/^\uFEFF/, ""));
}

/** The answer to a read that gave up, in the page's words. */
function pageRefusal(failure: FetchFailure) {
  switch (failure.reason) {
    case "refused":
      return failure.redirectedTo === null
        ? validationError([{ field: "url", message: failure.message }])
        : apiError(422, redirectRefused(failure.redirectedTo, failure.message));
    case "status":
      return apiError(422, pageStatusRefused(failure.status));
    case "unreachable":
      return apiError(422, pageImportMessages.unreachable);
    case "timeout":
      return apiError(422, pageImportMessages.tooSlow);
    case "tooLarge":
      return apiError(422, pageImportMessages.tooLarge);
    case "tooManyRedirects":
      return apiError(422, pageImportMessages.tooManyRedirects);
    case "loop":
      return apiError(422, pageImportMessages.redirectLoop);
  }
}

/** Reads the page at `url` and answers what it holds that a save would take. */
export async function previewPage(
  db: Db,
  env: Env,
  url: string,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<PageImportPreview> {
  let file: FetchedFile;
  try {
    file = await fetchFromOutside(env, url, {
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
      maxBytes: pageImportLimits.pageMaxBytes,
      isWanted: isPage,
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof FetchRefused) throw pageRefusal(error.failure);
    if (error instanceof UnwantedFile) throw apiError(422, pageImportMessages.notHtml);
    throw error;
  }
  let facts: PageFacts;
  try {
    facts = await readPage(file);
  } catch {
    throw apiError(422, pageImportMessages.unreadable);
  }
  return judged(recognisePage(facts), (await readSettings(db)).blockedDomains, env);
}

/** Text cut to `max` characters, the cut marked. */
const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** What the save's schema makes of a value (trimmed, invisible controls taken out), or its first problem. */
function judgedBy<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): { kept: z.output<Schema> } | { problem: string } {
  const result = schema.safeParse(value);
  if (result.success) return { kept: result.data };
  return { problem: result.error.issues[0]?.message ?? profileMessages.urlInvalid };
}

/** The host a link without a title is named after, as pasted links are. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

type Judged<T> = { kept: T[]; refused: RefusedItem[] };

/** The page's links and section titles a save would take, in order, each address once; and the rest, with why. */
function judgedLinks(found: readonly FoundLink[], blocked: (url: string) => boolean): Judged<ImportedLink> {
  const judged: Judged<ImportedLink> = { kept: [], refused: [] };
  const linked = new Set<string>();
  for (const link of found) {
    if (link.kind === "link") {
      const key = addressKey(link.url);
      if (linked.has(key)) continue;
      linked.add(key);
    }
    const title = shortened(link.title || hostOf(link.url), limits.linkTitleMax);
    const refuse = (reason: string) => judged.refused.push({ title, url: link.url, reason });
    const verdict = judgedBy(linkInputSchema, {
      kind: link.kind,
      title,
      url: link.kind === "link" ? link.url : undefined,
    });
    if ("problem" in verdict) refuse(verdict.problem);
    else {
      // A section title has no address; a link's is the one the save's rules checked.
      const url = verdict.kept.url ?? "";
      if (link.kind === "link" && blocked(url)) refuse(safetyMessages.linkBlocked);
      else judged.kept.push({ title: verdict.kept.title, url, kind: link.kind });
    }
  }
  return judged;
}

/** The icons a save would take, each address once and at most 12; and the rest, with why. */
function judgedSocials(found: readonly FoundSocial[], blocked: (url: string) => boolean): Judged<Social> {
  const judged: Judged<Social> = { kept: [], refused: [] };
  const iconed = new Set<string>();
  for (const candidate of found) {
    const key = addressKey(candidate.url);
    if (iconed.has(key)) continue;
    iconed.add(key);
    const platform = candidate.platform ?? detectPlatform(candidate.url) ?? "website";
    const refuse = (reason: string) =>
      judged.refused.push({ title: candidate.title || platform, url: candidate.url, reason });
    const verdict = judgedBy(socialSchema, { platform, url: candidate.url });
    if ("problem" in verdict) refuse(verdict.problem);
    else if (blocked(verdict.kept.url)) refuse(safetyMessages.linkBlocked);
    else if (judged.kept.length === maxSocials) refuse(profileMessages.tooManySocials);
    else judged.kept.push(verdict.kept);
  }
  return judged;
}

function judged(found: FoundPage, blockedDomains: readonly string[], env: Env): PageImportPreview {
  const blocked = (url: string) => isBlockedUrl(url, blockedDomains);
  // An e-mail address among the links is an e-mail icon on LinkNest, whose links are web addresses.
  const isMail = (link: FoundLink) => link.kind === "link" && /^mailto:/i.test(link.url);
  const links = judgedLinks(
    found.links.filter((link) => !isMail(link)),
    blocked,
  );
  const socials = judgedSocials(
    [
      ...found.socials,
      ...found.links.filter(isMail).map(({ title, url }) => ({ title, url, platform: "email" as const })),
    ],
    blocked,
  );
  const refused = [...links.refused, ...socials.refused];
  if (!links.kept.some((link) => link.kind === "link") && socials.kept.length === 0) {
    if (refused.length === 0) throw apiError(422, pageImportMessages.noLinks);
    throw apiError(422, pageImportMessages.allRefused, { refused });
  }

  const warnings: string[] = found.source === "html" ? [pageImportMessages.readGenerically] : [];
  warnings.push(...refused.map(itemLeftOut));
  const bio = judgedBio(found.bio, warnings);
  const avatarUrl = found.avatarUrl && !importUrlProblem(found.avatarUrl, env) ? found.avatarUrl : null;
  if (found.avatarUrl && !avatarUrl) warnings.push(pageImportMessages.avatarLeftOut);
  return {
    source: found.source,
    profile: { displayName: judgedDisplayName(found.displayName), bio, avatarUrl },
    links: links.kept,
    socials: socials.kept,
    warnings,
  };
}

/** The name the page shows as a save takes it: shortened to fit, or none when the rules refuse it. */
function judgedDisplayName(text: string): string {
  const verdict = judgedBy(displayNameSchema, shortened(text, limits.displayNameMax));
  return "kept" in verdict ? verdict.kept : "";
}

/** The page's bio as a save takes it: shortened to fit, or left out (said so) when the rules refuse it. */
function judgedBio(text: string, warnings: string[]): string {
  const bio = shortened(text, limits.bioMax);
  if (bio !== text) warnings.push(pageImportMessages.bioShortened);
  const verdict = judgedBy(bioSchema, bio);
  if ("kept" in verdict) return verdict.kept;
  warnings.push(`${pageImportMessages.bioLeftOut} ${verdict.problem}`);
  return "";
}
