// The people a page is run with (docs/decisions/064), mounted at /api/pages/{id}/members: the owner
// lists them, invites an address as editor or viewer (Pro), changes a role, removes one; a member leaves
// by removing itself (`me`). An invitation is accepted at /api/invitations/accept. The page's activity
// is at /api/pages/{id}/activity. Who may call which is routes/page-scope.ts's table; the rules about
// the people are worker/members/.
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { AuditAction } from "#contract/admin-types";
import {
  type ActivityAction,
  acceptInvitationSchema,
  changeMemberRoleSchema,
  inviteMemberSchema,
  pageMessages,
} from "#contract/pages";
import { findUserById } from "../accounts/users";
import { auditStatement } from "../audit/record";
import { isPro } from "../billing/tier";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { valid } from "../http/validate";
import {
  acceptInvitation,
  changeMemberRole,
  findMember,
  inviteMember,
  listMembers,
  type MemberRow,
  ownMembership,
  removeMember,
} from "../members/members";
import { activityStatement, listActivity, readCursor } from "../pages/activity";
import { findPageById } from "../pages/pages";
import { requireUser, signedInUser } from "./guards";
import { currentPage } from "./page-scope";

type MemberChange = Extract<ActivityAction, `member.${string}`>;

/** The audit log's key for a change to a page's people, which the page's activity names `member.*`. */
const memberAuditActions = {
  "member.invited": "page_member_invited",
  "member.joined": "page_member_joined",
  "member.role_changed": "page_member_role_changed",
  "member.removed": "page_member_removed",
  "member.left": "page_member_left",
} as const satisfies Record<MemberChange, AuditAction>;

/**
 * A change to a page's people, written to the page's activity and to the admins' audit log together:
 * the audit names the real person (the admin, while impersonating) and the page's owner as its target.
 */
async function noteMemberChange(
  c: Context<AppEnv>,
  action: MemberChange,
  member: Pick<MemberRow, "email" | "role">,
  page: { id: string; ownerId: string },
) {
  const actor = signedInUser(c);
  const detail = `${member.email} ${member.role}`;
  const db = c.var.db;
  await db.batch([
    activityStatement(db, { pageId: page.id, actorId: actor.id, action, detail }),
    auditStatement(db, {
      action: memberAuditActions[action],
      actorUserId: c.var.session?.record.impersonatorId ?? actor.id,
      targetUserId: page.ownerId,
      target: page.id,
      details: { page: page.id, email: member.email, role: member.role },
    }),
  ]);
}

export const memberRoutes = new Hono<AppEnv>()
  .get(
    "/",
    answers("The page's members and invitations (its owner)", {
      200: "{items: [{id, email, username, role, status, invitedAt}]} (contract/pages.ts).",
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ items: await listMembers(c.var.db, currentPage(c).id) });
    },
  )

  .post(
    "/",
    answers("Invite an address to the page as editor or viewer (Pro); the invitation is mailed", {
      201: "The new member, status invited, and {msg}.",
      400: "A malformed address or role (errors names it), or the owner's own address.",
      403: "A free owner: members are a Pro feature.",
      409: "The address is invited or a member already; or the page has its most members.",
      503: "The invitation's mail could not be queued; nothing was kept.",
    }),
    requireUser,
    valid("json", inviteMemberSchema),
    async (c) => {
      const page = currentPage(c);
      const [owner, shown] = await Promise.all([findUserById(c.var.db, page.ownerId), findPageById(c.var.db, page.id)]);
      if (!owner || !shown) throw apiError(404, pageMessages.pageNotFound);
      // The owner's row is read anyway, for the mail's language: its plan decides here too.
      if (!isPro(owner)) throw apiError(403, pageMessages.membersProOnly);
      const { email, role } = c.req.valid("json");
      const member = await inviteMember(c.var.db, c.env, {
        page: { id: page.id, ownerId: page.ownerId, username: shown.username },
        inviter: owner,
        email,
        role,
      });
      await noteMemberChange(c, "member.invited", member, page);
      return c.json({ ...member, msg: pageMessages.invited }, 201);
    },
  )

  .put(
    "/:memberId",
    answers("Change a member's role (the page's owner)", {
      200: "{msg}.",
      400: "Not a role (errors names it).",
      404: "No such member of the page.",
    }),
    requireUser,
    valid("json", changeMemberRoleSchema),
    async (c) => {
      const page = currentPage(c);
      const member = await findMember(c.var.db, page.id, c.req.param("memberId"));
      const { role } = c.req.valid("json");
      await changeMemberRole(c.var.db, member, role);
      await noteMemberChange(c, "member.role_changed", { ...member, role }, page);
      return c.json({ msg: pageMessages.roleChanged });
    },
  )

  .delete(
    "/:memberId",
    answers("Remove a member or an invitation (the owner), or leave the page (a member, as `me`)", {
      200: "{msg}: from the next request on, the member's calls under the page's id are refused.",
      403: "A member naming someone else: only the owner removes members.",
      404: "No such member of the page.",
    }),
    requireUser,
    async (c) => {
      const page = currentPage(c);
      const memberId = c.req.param("memberId");
      const leaving = page.role !== "owner";
      if (leaving && memberId !== "me") throw apiError(403, pageMessages.ownerOnly);
      const member = leaving
        ? await ownMembership(c.var.db, page.id, signedInUser(c).id)
        : await findMember(c.var.db, page.id, memberId);
      await removeMember(c.var.db, member);
      await noteMemberChange(c, leaving ? "member.left" : "member.removed", member, page);
      return c.json({ msg: leaving ? pageMessages.memberLeft : pageMessages.memberRemoved });
    },
  );

export const invitationRoutes = new Hono<AppEnv>().post(
  "/accept",
  answers("Accept an invitation to a page with the signed-in account", {
    200: "{pageId, username, role, msg}: the page the account now helps run.",
    400: "No token; or a token unknown, used or expired.",
    403: "The account's address is not verified, or is not the one invited.",
  }),
  requireUser,
  valid("json", acceptInvitationSchema),
  async (c) => {
    const user = signedInUser(c);
    const accepted = await acceptInvitation(c.var.db, user, c.req.valid("json").token);
    const page = await findPageById(c.var.db, accepted.pageId);
    if (page) {
      await noteMemberChange(c, "member.joined", { email: user.email, role: accepted.role }, page);
    }
    return c.json({ ...accepted, msg: pageMessages.invitationAccepted });
  },
);

const activityQuerySchema = z.object({ before: z.string().max(80).optional() });

export const activityRoutes = new Hono<AppEnv>().get(
  "/",
  answers("What was changed on the page, by whom and when, newest first (owner and editors)", {
    200: "{items: [{id, at, action, actor: {username} | null, detail}], next}: next is the following page's cursor.",
    400: "A cursor that is not one this route answered.",
  }),
  requireUser,
  valid("query", activityQuerySchema),
  async (c) => {
    const cursor = readCursor(c.req.valid("query").before);
    if (cursor === null) throw apiError(400, pageMessages.activityCursor);
    c.header("Cache-Control", "no-store");
    return c.json(await listActivity(c.var.db, currentPage(c).id, cursor));
  },
);
