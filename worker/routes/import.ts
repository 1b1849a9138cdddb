// Bringing a page from another service (docs/guides/page-import.md), mounted at /api/import for the primary
// page and at /api/pages/{id}/import for the page the address names (routes/page-scope.ts): read a page by
// its address and answer what it holds (nothing stored), then apply what the owner kept ticked to the page,
// answered as PUT /api/profile answers. Both fetch from outside and count against the caller's import limit.
import { type Context, Hono } from "hono";
import {
  type ImportApplyInput,
  importApplySchema,
  importFromUrlSchema,
  pageImportMessages,
} from "#contract/page-import";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { withinLimits } from "../http/rate-limits";
import { valid } from "../http/validate";
import { applyImport } from "../import/apply";
import { previewPage } from "../import/preview";
import { requireUser, signedInUser } from "./guards";
import { currentPage, noteActivity, savedProfileForCaller } from "./page-scope";

const tooMany = { 429: "Too many imports from this account." };

/** Applies the validated import to the route's page and answers the saved profile with a message. */
async function answerApply(c: Context<AppEnv>, input: ImportApplyInput) {
  await withinLimits(c.env, c.var.db, [{ rule: "pageImports", key: [signedInUser(c).id] }]);
  const applied = await applyImport(c.var.db, c.env, currentPage(c).id, input);
  await noteActivity(c, "page.imported");
  const profile = await savedProfileForCaller(c, applied);
  return c.json({ ...profile, msg: input.mode === "merge" ? pageImportMessages.added : pageImportMessages.replaced });
}

export const importRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .post(
    "/from-url",
    answers("Read another service's page and answer what it holds; nothing is stored", {
      200: "PageImportPreview (contract/page-import.ts): source, profile, links, socials, warnings.",
      400: "Not an address an import may read (errors names url): not a URL, not https, private or local.",
      422: "The page can't be imported: unreachable, not HTML, too large, too slow, redirected too often or to a refused address, no links, or (refused lists them) every link refused.",
      ...tooMany,
    }),
    valid("json", importFromUrlSchema),
    async (c) => {
      await withinLimits(c.env, c.var.db, [{ rule: "pageImports", key: [signedInUser(c).id] }]);
      c.header("Cache-Control", "no-store");
      return c.json(await previewPage(c.var.db, c.env, c.req.valid("json").url));
    },
  )

  .post(
    "/apply",
    answers("Add what an import found to the page, or replace the page with it", {
      200: "OwnerProfile (contract/types.ts) and {msg}, as PUT /api/profile answers.",
      400: "A field breaks a save's rule (errors names it), the page would hold too many links or icons, or nothing was chosen.",
      413: "The avatar is over the avatar's size limit.",
      422: "The avatar couldn't be fetched.",
      ...tooMany,
    }),
    valid("json", importApplySchema),
    (c) => answerApply(c, c.req.valid("json")),
  );
