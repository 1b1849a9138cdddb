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
import { bioSchema, linkSchema, profileMessages, socialSchema } from "#contract/profile-schemas";
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

/** The first problem the save's schema finds, or null. */
function problemWith(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? profileMessages.urlInvalid);
}

/** The host a link without a title is named after, as pasted links are. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function judged(found: FoundPage, blockedDomains: readonly string[], env: Env): PageImportPreview {
  const warnings: string[] = found.source === "html" ? [pageImportMessages.readGenerically] : [];
  const refused: RefusedItem[] = [];
  const blocked = (url: string) => isBlockedUrl(url, blockedDomains);

  // An e-mail address among the links is an e-mail icon on LinkNest, whose links are web addresses.
  const mailLinks = found.links.filter((link) => link.kind === "link" && /^mailto:/i.test(link.url));
  const candidates: FoundSocial[] = [
    ...found.socials,
    ...mailLinks.map(({ title, url }) => ({ title, url, platform: "email" as const })),
  ];

  const links: ImportedLink[] = [];
  const linked = new Set<string>();
  for (const link of found.links.filter((link) => !mailLinks.includes(link))) {
    const item = judgedLink(link);
    if (!item) continue;
    const problem =
      problemWith(linkSchema, item) ?? (item.kind === "link" && blocked(item.url) ? safetyMessages.linkBlocked : null);
    if (problem) refused.push({ title: item.title, url: item.url, reason: problem });
    else links.push(item);
  }

  const socials: Social[] = [];
  const iconed = new Set<string>();
  for (const candidate of candidates) {
    const platform = candidate.platform ?? detectPlatform(candidate.url) ?? "website";
    const key = addressKey(candidate.url);
    if (iconed.has(key)) continue;
    iconed.add(key);
    const social = { platform, url: candidate.url };
    const title = candidate.title || platform;
    const problem =
      problemWith(socialSchema, social) ??
      (blocked(social.url) ? safetyMessages.linkBlocked : null) ??
      (socials.length === maxSocials ? profileMessages.tooManySocials : null);
    if (problem) refused.push({ title, url: social.url, reason: problem });
    else socials.push(social);
  }

  /** A found link as a save would take it, or null when it repeats an address already kept. */
  function judgedLink(link: FoundLink): ImportedLink | null {
    if (link.kind === "header") return { title: shortened(link.title, limits.linkTitleMax), url: "", kind: "header" };
    const key = addressKey(link.url);
    if (linked.has(key)) return null;
    linked.add(key);
    return { title: shortened(link.title || hostOf(link.url), limits.linkTitleMax), url: link.url, kind: "link" };
  }

  if (!links.some((link) => link.kind === "link") && socials.length === 0) {
    if (refused.length === 0) throw apiError(422, pageImportMessages.noLinks);
    throw apiError(422, pageImportMessages.allRefused, { refused });
  }
  warnings.push(...refused.map(itemLeftOut));
  const bio = judgedBio(found.bio, warnings);
  const avatarUrl = found.avatarUrl && !importUrlProblem(found.avatarUrl, env) ? found.avatarUrl : null;
  if (found.avatarUrl && !avatarUrl) warnings.push(pageImportMessages.avatarLeftOut);
  return {
    source: found.source,
    profile: { displayName: shortened(found.displayName, limits.linkTitleMax), bio, avatarUrl },
    links,
    socials,
    warnings,
  };
}

/** The page's bio as a save takes it: shortened to fit, or left out (said so) when the rules refuse it. */
function judgedBio(text: string, warnings: string[]): string {
  const bio = shortened(text, limits.bioMax);
  if (bio !== text) warnings.push(pageImportMessages.bioShortened);
  const problem = problemWith(bioSchema, bio);
  if (!problem) return bio;
  warnings.push(`${pageImportMessages.bioLeftOut} ${problem}`);
  return "";
}
