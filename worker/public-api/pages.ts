// What the public API (/api/v1 and the MCP tools) does to a page, one function per call, whichever door
// it came through. A token acts as its user on every page the user owns (docs/decisions/059): the primary
// page, whose id is the account's, first; a page id that is not theirs is "Page not found".
//
// Every change is a dashboard save: the page as the dashboard loads it, with the one change made, goes
// through profileSaveSchema and saveProfile — the same text rules, URL safety, Pro features and limits,
// the same snapshot refresh, link checks and share card — and is written to the admin's audit with the
// token's name. A field error of the composed save is told on the request's own field.

import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AuditAction } from "#contract/admin-types";
import { type AnalyticsRange, analyticsRanges, clickThroughRate, rangeDays } from "#contract/analytics";
import type { ProfileSaveInput } from "#contract/profile-schemas";
import { profileSaveSchema } from "#contract/profile-schemas";
import type {
  ApiAnalytics,
  ApiPage,
  ApiSubscribers,
  LinkCreate,
  LinkPatch,
  PagePatch,
  Versioned,
} from "#contract/public-api";
import { publicApiTexts } from "#contract/public-api";
import type { FieldError, OwnerLink, OwnerProfile } from "#contract/types";
import { analyticsReport, requireRangeAllowed } from "../analytics/report";
import type { TokenHolder } from "../api-tokens/tokens";
import { listSubscribers } from "../audience/subscribers";
import { recordAudit } from "../audit/record";
import type { Db } from "../db/client";
import { apiError, validationError } from "../http/errors";
import { fieldErrors } from "../http/validate";
import { findPageById, pagesOwnedBy } from "../pages/pages";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { saveProfile } from "../profiles/save-profile";
import { publicApiMessages } from "./bearer";

/** Which door a call came through, for the audit. */
export type Door = "api" | "mcp";
export type Caller = { holder: TokenHolder; door: Door; db: Db; env: Env };

const pageUrl = (env: Env, username: string) => `${env.APP_URL.replace(/\/+$/, "")}/${encodeURIComponent(username)}`;

/** The fields the API names, picked one by one: the owner's answer holds more than a token may read. */
function toApiPage(env: Env, id: string, profile: OwnerProfile): ApiPage {
  return {
    id,
    username: profile.username,
    displayName: profile.displayName,
    url: pageUrl(env, profile.username),
    bio: profile.bio,
    avatar: profile.avatar,
    theme: profile.theme,
    socials: profile.socials,
    pageTitle: profile.pageTitle,
    pageDescription: profile.pageDescription,
    noindex: profile.noindex,
    language: profile.language,
    sensitive: profile.sensitive,
    showBranding: profile.showBranding,
    links: profile.links,
    version: profile.version,
  };
}

/** The caller's page by id, as the owner sees it; 404 for any other id. */
async function ownedProfile({ holder, db, env }: Caller, pageId: string): Promise<OwnerProfile> {
  const page = await findPageById(db, pageId);
  const profile = page?.ownerId === holder.userId ? await loadOwnerProfile(db, env, pageId) : null;
  if (!profile) throw apiError(404, publicApiMessages.pageNotFound);
  return profile;
}

export async function listPages(caller: Caller): Promise<ApiPage[]> {
  const owned = await pagesOwnedBy(caller.db, caller.holder.userId);
  return Promise.all(owned.map((page) => getPage(caller, page.id)));
}

export async function getPage(caller: Caller, pageId: string): Promise<ApiPage> {
  return toApiPage(caller.env, pageId, await ownedProfile(caller, pageId));
}

export async function listLinks(caller: Caller, pageId: string): Promise<OwnerLink[]> {
  return (await ownedProfile(caller, pageId)).links;
}

function linkIndex(profile: OwnerProfile, linkId: string): number {
  const index = profile.links.findIndex((link) => link.id === linkId);
  if (index < 0) throw apiError(404, publicApiMessages.linkNotFound);
  return index;
}

/**
 * The page as a save of the dashboard sends it: every link by id, the theme, socials and settings, and
 * the version it was edited from — the caller's when it named one, else the one just read, so a change
 * made elsewhere between this read and the save is refused (409), never written over.
 */
function asSave(
  profile: OwnerProfile,
  editedFrom: number | undefined,
): Record<string, unknown> & { links: Record<string, unknown>[] } {
  const { username, displayName, bio, theme, socials, sensitive, pageTitle, pageDescription, noindex, language } =
    profile;
  const links = profile.links.map(({ clicks: _c, held: _h, thumbnail: _t, ...link }) => ({ ...link }));
  const version = editedFrom ?? profile.version;
  return {
    username,
    displayName,
    bio,
    theme,
    socials,
    sensitive,
    pageTitle,
    pageDescription,
    noindex,
    language,
    links,
    version,
  };
}

/**
 * Saves the composed page through the dashboard's save. `editedLink` is the index of the link the call
 * is about: errors on its fields are told by their own name (`url`, not `links.3.url`).
 */
async function save(
  caller: Caller,
  pageId: string,
  composed: Record<string, unknown>,
  audit: { action: AuditAction; details: Record<string, unknown> },
  editedLink?: number,
): Promise<ApiPage> {
  const parsed = profileSaveSchema.safeParse(composed);
  if (!parsed.success) throw validationError(onRequestFields(fieldErrors(parsed.error), editedLink));
  let saved: OwnerProfile;
  try {
    saved = await saveProfile(caller.db, caller.env, pageId, parsed.data as ProfileSaveInput);
  } catch (error) {
    throw await onRequestFieldsOf(error, editedLink);
  }
  await recordAudit(caller.db, {
    action: audit.action,
    actorUserId: caller.holder.userId,
    actor: `${caller.door === "mcp" ? "MCP" : "API"} token "${caller.holder.tokenName}"`,
    targetUserId: caller.holder.userId,
    details: { token: caller.holder.tokenName, via: caller.door, page: pageId, ...audit.details },
  });
  return toApiPage(caller.env, pageId, saved);
}

function onRequestFields(errors: FieldError[], editedLink: number | undefined): FieldError[] {
  if (editedLink === undefined) return errors;
  const own = `links.${editedLink}.`;
  return errors.map((error) =>
    error.field.startsWith(own) ? { ...error, field: error.field.slice(own.length) } : error,
  );
}

/** A refusal of the save itself (a blocked URL, a Pro feature) told on the request's own fields. */
async function onRequestFieldsOf(error: unknown, editedLink: number | undefined): Promise<unknown> {
  if (!(error instanceof HTTPException) || editedLink === undefined || !error.res) return error;
  // A copy of the refusal's own answer: getResponse() hands out its body once, and the error may still be answered.
  const body = (await error.res
    .clone()
    .json()
    .catch(() => null)) as ({ msg: string; errors?: FieldError[] } & Record<string, unknown>) | null;
  if (!body?.errors) return error;
  return apiError(error.status as ContentfulStatusCode, body.msg, {
    ...body,
    errors: onRequestFields(body.errors, editedLink),
  });
}

export async function updatePage(caller: Caller, pageId: string, patch: PagePatch): Promise<ApiPage> {
  const { version, ...fields } = patch;
  const profile = await ownedProfile(caller, pageId);
  const composed = { ...asSave(profile, version), ...fields };
  return save(caller, pageId, composed, { action: "api_page_updated", details: { fields: Object.keys(fields) } });
}

export async function addLink(caller: Caller, pageId: string, input: LinkCreate): Promise<Versioned<OwnerLink>> {
  const { position, version, ...link } = input;
  const profile = await ownedProfile(caller, pageId);
  const composed = asSave(profile, version);
  const at = Math.min(position ?? composed.links.length, composed.links.length);
  composed.links.splice(at, 0, link);
  const saved = await save(
    caller,
    pageId,
    composed,
    { action: "api_link_added", details: { title: link.title, url: link.url ?? "" } },
    at,
  );
  return { value: saved.links[at] as OwnerLink, version: saved.version };
}

export async function updateLink(
  caller: Caller,
  pageId: string,
  linkId: string,
  patch: LinkPatch,
): Promise<Versioned<OwnerLink>> {
  const { version, ...fields } = patch;
  const profile = await ownedProfile(caller, pageId);
  const index = linkIndex(profile, linkId);
  const composed = asSave(profile, version);
  composed.links[index] = { ...composed.links[index], ...fields };
  const saved = await save(
    caller,
    pageId,
    composed,
    { action: "api_link_updated", details: { link: linkId, fields: Object.keys(fields) } },
    index,
  );
  return { value: saved.links[index] as OwnerLink, version: saved.version };
}

/** Removes a link; answers the page's version the removal made. */
export async function removeLink(caller: Caller, pageId: string, linkId: string, editedFrom?: number): Promise<number> {
  const profile = await ownedProfile(caller, pageId);
  const index = linkIndex(profile, linkId);
  const composed = asSave(profile, editedFrom);
  const [removed] = composed.links.splice(index, 1);
  const saved = await save(caller, pageId, composed, {
    action: "api_link_removed",
    details: { link: linkId, title: removed?.title },
  });
  return saved.version;
}

export async function reorderLinks(
  caller: Caller,
  pageId: string,
  ids: string[],
  editedFrom?: number,
): Promise<Versioned<OwnerLink[]>> {
  const profile = await ownedProfile(caller, pageId);
  const composed = asSave(profile, editedFrom);
  const byId = new Map(composed.links.map((link) => [link.id as string, link]));
  if (ids.length !== byId.size || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) {
    throw validationError([{ field: "ids", message: publicApiTexts.reorderMismatch }]);
  }
  composed.links = ids.map((id) => byId.get(id) as Record<string, unknown>);
  const saved = await save(caller, pageId, composed, { action: "api_links_reordered", details: {} });
  return { value: saved.links, version: saved.version };
}

const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The page's analytics from `from` to `to` (UTC days, both included; the last 30 days by default): the
 * days and totals of that span, and the breakdowns of the smallest dashboard range that reaches back to
 * `from` — with the same Pro rule as the dashboard's (more than 30 days back is Pro).
 */
export async function pageAnalytics(
  caller: Caller,
  pageId: string,
  query: { from?: string | undefined; to?: string | undefined },
  now = Date.now(),
): Promise<ApiAnalytics> {
  await ownedProfile(caller, pageId);
  const today = utcDay(now);
  const to = query.to ?? today;
  const from = query.from ?? utcDay(Date.parse(`${to}T00:00:00Z`) - 29 * dayMs);
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const toMs = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(fromMs) || Number.isNaN(toMs) || fromMs > toMs || to > today) {
    throw validationError([{ field: query.to && to > today ? "to" : "from", message: publicApiTexts.badDates }]);
  }
  const daysBack = Math.round((Date.parse(`${today}T00:00:00Z`) - fromMs) / dayMs) + 1;
  const range = analyticsRanges.find((candidate) => rangeDays[candidate] >= daysBack) as AnalyticsRange | undefined;
  if (!range) throw validationError([{ field: "from", message: publicApiTexts.tooFarBack }]);
  await requireRangeAllowed(caller.db, caller.holder.userId, range, now);
  const report = await analyticsReport(caller.env, caller.db, pageId, range, now);
  const daily = report.daily.filter((entry) => entry.date >= from && entry.date <= to);
  const views = daily.reduce((sum, entry) => sum + entry.views, 0);
  const clicks = daily.reduce((sum, entry) => sum + entry.clicks, 0);
  const visitorDays = daily.reduce((sum, entry) => sum + entry.uniqueVisitors, 0);
  const { links, referrers, countries, devices } = report;
  return {
    from,
    to,
    totals: { views, clicks, visitorDays, ctr: clickThroughRate(clicks, views) },
    daily,
    breakdownFrom: report.from,
    links,
    referrers,
    countries,
    devices,
  };
}

const subscribersPageSize = 100;

export async function pageSubscribers(caller: Caller, pageId: string, cursor?: string): Promise<ApiSubscribers> {
  await ownedProfile(caller, pageId);
  const page = cursor ? Number(cursor) : 1;
  const { items, total } = await listSubscribers(caller.db, pageId, page, subscribersPageSize);
  return { items, nextCursor: page * subscribersPageSize < total ? String(page + 1) : null };
}
