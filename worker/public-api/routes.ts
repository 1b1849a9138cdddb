// The public API, version 1 (docs/guides/public-api.md), mounted at /api/v1 ahead of the session's /api:
// Bearer tokens only, JSON in and out, errors as {error: {code, message, fields?}}, each route behind the
// scope the guide's table gives it. A change may name the page's version it was made from (the body's
// `version`, or If-Match with the ETag a page or change answered): a page changed since answers 409
// (docs/decisions/053). The handlers only read the request and call pages.ts.
import { type Context, Hono } from "hono";
import {
  analyticsQuerySchema,
  linkCreateSchema,
  linkOrderSchema,
  linkPatchSchema,
  pagePatchSchema,
  publicApiTexts,
  subscribersQuerySchema,
} from "#contract/public-api";
import { answers } from "../http/api-reference";
import { attachDb } from "../http/app-env";
import { validationError } from "../http/errors";
import { jsonBodyGuard } from "../http/request-guards";
import { requestLog } from "../http/request-log";
import { valid } from "../http/validate";
import { type PublicApiEnv, requireScope, requireToken, tokenHolder } from "./bearer";
import { handlePublicApiError, publicApiError } from "./errors";
import {
  addLink,
  type Caller,
  getPage,
  listLinks,
  listPages,
  pageAnalytics,
  pageSubscribers,
  removeLink,
  reorderLinks,
  updateLink,
  updatePage,
} from "./pages";

const caller = (c: { var: PublicApiEnv["Variables"]; env: Env }): Caller => ({
  holder: tokenHolder(c as never),
  door: "api",
  db: c.var.db,
  env: c.env,
});

const pageNotYours = { 404: "No page by that id among the token's." };
const linkNotYours = { 404: "No page or link by that id among the token's." };
const saveRefusals = {
  400: "The change breaks a rule of the dashboard's save: error.fields names each field at fault.",
  403: "The token lacks pages:write, or the change uses a Pro feature on a free account.",
  409: "The page changed since the version the change names (version, or If-Match): nothing was written.",
};

/** The ETag of a page's version, which If-Match gives back. */
const etagOf = (version: number) => `"${version}"`;

/** If-Match as a page's version: its ETag ("12"), weak (W/"12") or bare; none, or `*`, names none. */
function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === "*") return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  if (!match) throw validationError([{ field: "If-Match", message: publicApiTexts.ifMatchInvalid }]);
  return Number(match[1]);
}

/** The version a change was made from: the body's `version` or If-Match's; both, when they differ, is a 400. */
function editedFrom(c: Context<PublicApiEnv>, bodyVersion?: number): number | undefined {
  const header = ifMatchVersion(c.req.header("if-match"));
  if (header !== undefined && bodyVersion !== undefined && header !== bodyVersion) {
    throw validationError([{ field: "version", message: publicApiTexts.versionsDiffer }]);
  }
  return bodyVersion ?? header;
}

/** A change's answer with the page's new version as its ETag. */
function versioned(c: Context<PublicApiEnv>, version: number): void {
  c.header("ETag", etagOf(version));
}

export const publicApiRoutes = new Hono<PublicApiEnv>()
  .use(attachDb, requestLog, jsonBodyGuard)

  // The reference is public: it describes the API, and the API needs a token.
  .get(
    "/openapi.json",
    answers("This API's OpenAPI 3.1 document", { 200: "The document." }),
    async (c): Promise<Response> => {
      const { publicApiReference } = await import("./reference");
      c.header("Cache-Control", "no-cache");
      return c.json(await publicApiReference(publicApiRoutes.routes, c.env));
    },
  )

  .use(requireToken)

  .get(
    "/pages",
    answers("The token's pages", { 200: "{items: ApiPage[]} (contract/public-api.ts)." }),
    requireScope("pages:read"),
    async (c) => c.json({ items: await listPages(caller(c)) }),
  )

  .get(
    "/pages/:pageId",
    answers("One page with its links", { 200: "ApiPage (contract/public-api.ts).", ...pageNotYours }),
    requireScope("pages:read"),
    async (c) => {
      const page = await getPage(caller(c), c.req.param("pageId"));
      versioned(c, page.version);
      return c.json(page);
    },
  )

  .patch(
    "/pages/:pageId",
    answers("Change the page's bio, theme or search settings", {
      200: "ApiPage (contract/public-api.ts).",
      ...saveRefusals,
      ...pageNotYours,
    }),
    requireScope("pages:write"),
    valid("json", pagePatchSchema),
    async (c) => {
      const patch = c.req.valid("json");
      const page = await updatePage(caller(c), c.req.param("pageId"), {
        ...patch,
        version: editedFrom(c, patch.version),
      });
      versioned(c, page.version);
      return c.json(page);
    },
  )

  .get(
    "/pages/:pageId/links",
    answers("The page's links in order, hidden ones included", {
      200: "{items: OwnerLink[]} (contract/types.ts).",
      ...pageNotYours,
    }),
    requireScope("pages:read"),
    async (c) => c.json({ items: await listLinks(caller(c), c.req.param("pageId")) }),
  )

  .post(
    "/pages/:pageId/links",
    answers("Add a link (at position, or last)", {
      201: "OwnerLink (contract/types.ts).",
      ...saveRefusals,
      ...pageNotYours,
    }),
    requireScope("pages:write"),
    valid("json", linkCreateSchema),
    async (c) => {
      const input = c.req.valid("json");
      const added = await addLink(caller(c), c.req.param("pageId"), {
        ...input,
        version: editedFrom(c, input.version),
      });
      versioned(c, added.version);
      return c.json(added.value, 201);
    },
  )

  // Ahead of /links/:linkId, so that "order" is never taken for a link's id.
  .put(
    "/pages/:pageId/links/order",
    answers("Put the links in a new order: {ids} names every link once", {
      200: "{items: OwnerLink[]} (contract/types.ts) in the new order.",
      ...saveRefusals,
      ...pageNotYours,
    }),
    requireScope("pages:write"),
    valid("json", linkOrderSchema),
    async (c) => {
      const { ids, version } = c.req.valid("json");
      const ordered = await reorderLinks(caller(c), c.req.param("pageId"), ids, editedFrom(c, version));
      versioned(c, ordered.version);
      return c.json({ items: ordered.value });
    },
  )

  .patch(
    "/pages/:pageId/links/:linkId",
    answers("Change a link's fields", { 200: "OwnerLink (contract/types.ts).", ...saveRefusals, ...linkNotYours }),
    requireScope("pages:write"),
    valid("json", linkPatchSchema),
    async (c) => {
      const patch = c.req.valid("json");
      const { pageId, linkId } = c.req.param();
      const updated = await updateLink(caller(c), pageId, linkId, { ...patch, version: editedFrom(c, patch.version) });
      versioned(c, updated.version);
      return c.json(updated.value);
    },
  )

  .delete(
    "/pages/:pageId/links/:linkId",
    answers("Remove a link", { 204: "Removed.", ...saveRefusals, ...linkNotYours }),
    requireScope("pages:write"),
    async (c) => {
      versioned(c, await removeLink(caller(c), c.req.param("pageId"), c.req.param("linkId"), editedFrom(c)));
      return c.body(null, 204);
    },
  )

  .get(
    "/pages/:pageId/analytics",
    answers("The page's views, visitors and clicks from ?from to ?to (YYYY-MM-DD, UTC; the last 30 days when absent)", {
      200: "ApiAnalytics (contract/public-api.ts).",
      400: "A malformed date, from after to, to after today, or from more than 365 days ago.",
      403: "The token lacks analytics:read, or from is more than 30 days ago on a free account.",
      ...pageNotYours,
    }),
    requireScope("analytics:read"),
    valid("query", analyticsQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await pageAnalytics(caller(c), c.req.param("pageId"), c.req.valid("query")));
    },
  )

  .get(
    "/pages/:pageId/subscribers",
    answers("The page's confirmed subscribers, newest first, 100 at a time (?cursor from nextCursor)", {
      200: "ApiSubscribers (contract/public-api.ts).",
      ...pageNotYours,
    }),
    requireScope("audience:read"),
    valid("query", subscribersQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await pageSubscribers(caller(c), c.req.param("pageId"), c.req.valid("query").cursor));
    },
  )

  .all("*", (c) => c.json(publicApiError(404, "No such route in /api/v1."), 404));

publicApiRoutes.onError(handlePublicApiError);
