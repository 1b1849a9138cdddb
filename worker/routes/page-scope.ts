// Which page a page-scoped route acts on, and who may (docs/decisions/059). Every page-scoped route of
// the API answers at its own address for the caller's primary page (/api/profile …) and under a page's
// id for any page the caller may open (/api/pages/{id}/profile …), with the same tail, body and answer.
// Under an id, `pageScope` reads the page and what the caller is to it (its owner, or a member while the
// owner's plan has members: worker/members/), and `pageRouteAccess` — the one table of the least role
// each route needs — decides, before any handler runs: a page the caller is nothing to is not found
// (404), a route above the caller's role is refused (403). Every request reads the role anew, so a
// member removed or turned viewer is refused from its next request on. Handlers ask
// `currentPage` for the page, never the session's user.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { PatternRouter } from "hono/router/pattern-router";
import { type ActivityAction, type PageRole, pageMessages, pageRoles } from "#contract/pages";
import type { OwnerProfile } from "#contract/types";
import { withAnswers } from "../http/api-reference";
import type { AppEnv, ScopedPage } from "../http/app-env";
import { apiError } from "../http/errors";
import { pageAccessFor } from "../members/members";
import { recordActivity } from "../pages/activity";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { signedInUser } from "./guards";

/**
 * The least role each page-scoped route needs, by method and the path after the page's prefix. An editor
 * changes what the page shows and sees its analytics and audience; a viewer sees its settings and
 * analytics; only the owner deals with the custom domain, the webhook, the audience's file and removals.
 */
export const pageRouteAccess: Record<string, PageRole> = {
  "GET /profile": "viewer",
  "PUT /profile": "editor",
  "GET /profile/qr.svg": "viewer",
  "POST /upload/avatar": "editor",
  "DELETE /upload/avatar": "editor",
  "POST /links/:id/thumbnail": "editor",
  "DELETE /links/:id/thumbnail": "editor",
  "GET /analytics": "viewer",
  "GET /analytics/export.csv": "viewer",
  "GET /audience": "editor",
  "DELETE /audience/:id": "owner",
  "GET /audience/export.csv": "owner",
  "GET /audience/webhook": "owner",
  "PUT /audience/webhook": "owner",
  "POST /audience/webhook/test": "owner",
  "GET /custom-domain": "owner",
  "PUT /custom-domain": "owner",
  "DELETE /custom-domain": "owner",
  "POST /custom-domain/check": "owner",
  "GET /activity": "editor",
  "GET /members": "owner",
  "POST /members": "owner",
  "PUT /members/:memberId": "owner",
  // A member leaves by removing itself (`me`); the handler keeps every other removal to the owner.
  "DELETE /members/:memberId": "viewer",
  "POST /import/from-url": "editor",
  "POST /import/apply": "editor",
};

const accessRouter = new PatternRouter<PageRole>();
for (const [route, role] of Object.entries(pageRouteAccess)) {
  const [method, path] = route.split(" ") as [string, string];
  accessRouter.add(method, path, role);
}

/** The least role the route needs; undefined for a route the table does not name, which no one may use. */
export function leastRoleFor(method: string, tail: string): PageRole | undefined {
  const [matches] = accessRouter.match(method, tail);
  return matches[0]?.[0];
}

/** owner ⊃ editor ⊃ viewer. */
const mayActAs = (role: PageRole, needed: PageRole) => pageRoles.indexOf(role) <= pageRoles.indexOf(needed);

/** Reads the page the address names and lets the call through only for a caller the table allows. */
export const pageScope = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    const user = signedInUser(c);
    const pageId = c.req.param("pageId") ?? "";
    const page = await pageAccessFor(c.var.db, pageId, user.id);
    const role = page?.role;
    if (!page || !role) throw apiError(404, pageMessages.pageNotFound);
    // The path after /api/pages/{id}: the routes' own tails, as the table names them.
    const mounted = c.req.path.match(/^\/api\/pages\/[^/]+/)?.[0] ?? c.req.path;
    const tail = c.req.path.slice(mounted.length);
    const needed = leastRoleFor(c.req.method, tail);
    if (!needed || !mayActAs(role, needed)) {
      throw apiError(403, needed === "editor" ? pageMessages.editorsOnly : pageMessages.ownerOnly);
    }
    c.set("page", { id: page.id, ownerId: page.ownerId, role });
    await next();
  }),
  {
    401: "Not signed in.",
    403: "The caller's role on the page does not allow this.",
    404: "No page the caller may open by that id.",
  },
);

/** The page the route acts on: the one its address names, else the signed-in caller's primary page. */
export function currentPage(c: Context<AppEnv>): ScopedPage {
  if (c.var.page) return c.var.page;
  const user = signedInUser(c);
  return { id: user.id, ownerId: user.id, role: "owner" };
}

/** Writes what the caller just changed on the current page to the page's activity. */
export async function noteActivity(c: Context<AppEnv>, action: ActivityAction, detail?: string | null): Promise<void> {
  await recordActivity(c.var.db, { pageId: currentPage(c).id, actorId: signedInUser(c).id, action, detail });
}

/**
 * The account whose details (e-mail, pending e-mail, referrals) a page's profile carries to the caller:
 * a member reads the page with its own, never the owner's; undefined for the owner (docs/decisions/064).
 */
export function memberAccount(c: Context<AppEnv>): string | undefined {
  return currentPage(c).role === "owner" ? undefined : signedInUser(c).id;
}

/** A page's profile a save or an import just answered, as the caller may read it. */
export async function savedProfileForCaller(c: Context<AppEnv>, saved: OwnerProfile): Promise<OwnerProfile> {
  const member = memberAccount(c);
  if (!member) return saved;
  const reread = await loadOwnerProfile(c.var.db, c.env, currentPage(c).id, member);
  if (!reread) throw apiError(404, pageMessages.pageNotFound);
  return reread;
}
