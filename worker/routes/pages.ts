// An account's pages (docs/decisions/059, 064), mounted at /api/pages: the pages the caller may open, "New
// page" for a Pro account, and deleting a page other than the primary one after a re-check.
import { Hono } from "hono";
import { messages } from "#contract/messages";
import { deletePageSchema, newPageSchema, pageMessages } from "#contract/pages";
import { deletePage } from "../account-data/deletion";
import { createPage } from "../account-data/new-page";
import { findUserById } from "../accounts/users";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clientIp } from "../http/rate-limits";
import { valid } from "../http/validate";
import { membershipsOf } from "../members/members";
import { recordActivity } from "../pages/activity";
import { pagesOfCaller } from "../pages/pages";
import { recheck } from "../two-factor/second-step";
import { refuseWhileImpersonating, requireUser, signedInUser } from "./guards";

export const pageListRoutes = new Hono<AppEnv>()
  .get(
    "/",
    answers("The pages the caller owns, the primary page first, then those it is a member of", {
      200: "{items: [{id, username, primary, role, owner: {username}}]} (contract/pages.ts).",
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const caller = signedInUser(c);
      const [owned, memberOf] = await Promise.all([
        pagesOfCaller(c.var.db, caller),
        membershipsOf(c.var.db, caller.id),
      ]);
      return c.json({ items: [...owned, ...memberOf] });
    },
  )

  .post(
    "/",
    answers("Add a page (Pro): its username, under the signup's rules", {
      201: "{id, username, msg}: the new page, empty and public at once.",
      400: "The username breaks a rule or is reserved (errors names it).",
      403: "A free account: several pages are a Pro feature.",
      409: "The username is taken, or the account has its most pages already.",
    }),
    requireUser,
    valid("json", newPageSchema),
    async (c) => {
      const owner = await findUserById(c.var.db, signedInUser(c).id);
      if (!owner) throw apiError(401, messages.notSignedIn);
      const page = await createPage(c.var.db, c.env, owner, c.req.valid("json").username);
      await recordActivity(c.var.db, { pageId: page.id, actorId: owner.id, action: "page.created" });
      return c.json({ ...page, msg: pageMessages.created }, 201);
    },
  )

  .delete(
    "/:pageId",
    answers("Delete a page other than the primary one, after a re-check", {
      200: "{msg}; the page, its links, audience, analytics, files and custom domain are gone.",
      400: "No re-check or a wrong one (errors names it); or the primary page, which goes only with the account.",
      404: "No page of the caller's by that id.",
      429: "Too many wrong passwords or codes: the answer says how long to wait.",
    }),
    requireUser,
    refuseWhileImpersonating,
    valid("json", deletePageSchema),
    async (c) => {
      const user = signedInUser(c);
      await recheck(c.var.db, c.env, { userId: user.id, address: clientIp(c) }, c.req.valid("json"));
      await deletePage(c.var.db, c.env, user.id, c.req.param("pageId"));
      return c.json({ msg: pageMessages.deleted });
    },
  );
