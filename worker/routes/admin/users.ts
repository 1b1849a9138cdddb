// The admin Users tab, mounted at /api/admin/users (docs/product.md, "Accounts: the rules" and "Roles"; the API
// reference (Admin)): the searchable list, and the actions on one user — moderation, opening their billing
// portal, removing their custom domain, and the token that starts impersonating them (spent at
// /api/admin/impersonate/use, impersonation.ts).
import { Hono } from "hono";
import { suspendUserSchema, userListQuerySchema } from "#contract/admin-schemas";
import { customDomainMessages } from "#contract/custom-domains";
import { targetUser, userNotFound } from "../../accounts/users";
import { issueImpersonationToken } from "../../admin/impersonation";
import {
  moderationMessages,
  overrideVerification,
  resendVerificationAsAdmin,
  triggerPasswordReset,
} from "../../admin/moderation";
import { listUsers } from "../../admin/user-search";
import { recordAudit } from "../../audit/record";
import { createPortalSession } from "../../billing/billing-actions";
import { removeCustomDomainAsAdmin } from "../../custom-domains/admin";
import { answers, mailNotQueued, stripeUnreachable } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { apiError } from "../../http/errors";
import { parseInput, valid } from "../../http/validate";
import { publicSourceById } from "../../page-snapshot/snapshot";
import { toPublicProfile } from "../../public-page/visibility";
import { suspendUser, suspensionMessages, unsuspendUser } from "../../safety/suspension";
import { signedInUser } from "../guards";

export const adminUserRoutes = new Hono<AppEnv>()
  .get(
    "/",
    answers("The users, searched, filtered, sorted and paged", {
      200: "Paged<AdminUserRow> (contract/admin-types.ts).",
    }),
    valid("query", userListQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listUsers(c.var.db, c.req.valid("query")));
    },
  )

  .get(
    "/:id/page",
    answers("The user's page as visitors would see it, whether or not it is shown: a suspended account's too", {
      200: "{profile: PublicProfile (contract/types.ts), shown}: shown is false while visitors get 'User not found'.",
      404: "No such user.",
    }),
    async (c) => {
      // One read: the page's own batch finds the user or nothing.
      const source = await publicSourceById(c.var.db, c.req.param("id"));
      if (!source) throw apiError(404, userNotFound);
      c.header("Cache-Control", "no-store");
      return c.json({ profile: toPublicProfile(source.snapshot), shown: source.shown });
    },
  )

  .post(
    "/:id/suspend",
    answers("Suspend a user: their sessions end; an optional {reason} goes into their mail and the audit", {
      200: "{msg}; an account already suspended is left as it is.",
      400: "An admin cannot suspend themselves, or the reason is too long.",
      404: "No such user.",
    }),
    async (c) => {
      // The body is optional: a suspension without a reason is sent with none.
      const raw = (await c.req.text()).trim();
      let body: unknown = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        body = null;
      }
      const { reason } = parseInput(suspendUserSchema, body);
      await suspendUser(c.var.db, c.env, signedInUser(c).id, c.req.param("id"), reason || undefined);
      return c.json({ msg: suspensionMessages.suspended });
    },
  )

  .post("/:id/unsuspend", answers("Lift a suspension", { 200: "{msg}.", 404: "No such user." }), async (c) => {
    await unsuspendUser(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: suspensionMessages.unsuspended });
  })

  .post(
    "/:id/verify-override",
    answers("Mark a user's e-mail verified", {
      200: "{msg}.",
      400: "The e-mail is already verified.",
      404: "No such user.",
    }),
    async (c) => {
      return c.json({ msg: await overrideVerification(c.var.db, c.env, signedInUser(c).id, c.req.param("id")) });
    },
  )

  .post(
    "/:id/resend-verification",
    answers("Mail a user's verification link again", { 200: "{msg}.", 404: "No such user.", ...mailNotQueued }),
    async (c) => {
      await resendVerificationAsAdmin(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
      return c.json({ msg: moderationMessages.verificationSent });
    },
  )

  .post(
    "/:id/trigger-password-reset",
    answers("Mail a user a password reset link", { 200: "{msg}.", 404: "No such user.", ...mailNotQueued }),
    async (c) => {
      await triggerPasswordReset(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
      return c.json({ msg: moderationMessages.resetSent });
    },
  )

  .post(
    "/:id/billing-portal",
    answers("Open a user's Stripe billing portal", {
      200: "{url}: the portal, returning to /admin.",
      400: "The user has no billing account at Stripe.",
      404: "No such user.",
      ...stripeUnreachable,
    }),
    async (c) => {
      const target = await targetUser(c.var.db, c.req.param("id"));
      const portal = await createPortalSession(c.var.db, c.env, target.id, "/admin");
      await recordAudit(c.var.db, {
        action: "open_billing_portal",
        actorUserId: signedInUser(c).id,
        targetUserId: target.id,
      });
      return c.json(portal);
    },
  )

  .delete(
    "/:id/custom-domain",
    answers("Remove a user's custom domain", { 200: "{msg}.", 404: "The user has no custom domain." }),
    async (c) => {
      await removeCustomDomainAsAdmin(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
      return c.json({ msg: customDomainMessages.removed });
    },
  )

  .post(
    "/:id/impersonate",
    answers("A token to impersonate a user, for this admin, once, within 60 seconds", {
      200: "{token}, spent at /api/admin/impersonate/use.",
      400: "The user is suspended.",
      403: "Admins cannot be impersonated (or the caller is no admin).",
      404: "No such user.",
    }),
    async (c) => {
      const token = await issueImpersonationToken(c.var.db, signedInUser(c).id, c.req.param("id"));
      c.header("Cache-Control", "no-store");
      return c.json({ token });
    },
  );
