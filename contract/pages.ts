// Several pages per account (docs/decisions/059): the pages an account owns and those it helps run,
// as GET /api/pages answers them, the bodies POST and DELETE take, and the texts the API answers with.
import { z } from "zod";
import { emailSchema, usernameSchema } from "./account-schemas";
import { recheckSchema } from "./security";

/** What a caller is to a page: its owner, or a member who edits it or only looks. */
export const pageRoles = ["owner", "editor", "viewer"] as const;
export type PageRole = (typeof pageRoles)[number];

/** The roles an owner gives a member. */
export const memberRoles = ["editor", "viewer"] as const;
export type MemberRole = (typeof memberRoles)[number];

export const pageLimits = {
  /** Pages a Pro account owns, its primary page included; a free account owns its primary page alone. */
  pagesPerAccount: 10,
  /** Members of one page, invited ones included. */
  membersPerPage: 5,
  /** How long an invitation's link can be accepted. */
  invitationDays: 7,
  /** Entries of a page's activity one request answers. */
  activityPageSize: 50,
} as const;

/** A page in GET /api/pages. */
export type PageListItem = {
  id: string;
  username: string;
  /** The account's first page, which goes only with the account. */
  primary: boolean;
  /** What the caller is to the page. */
  role: PageRole;
  owner: { username: string };
};

export type PageList = { items: PageListItem[] };

/** POST /api/pages: a new page asks only for its address, under the signup's rules for a username. */
export const newPageSchema = z.object({ username: usernameSchema });

/** DELETE /api/pages/{id}: the re-check account deletion asks for. */
export const deletePageSchema = recheckSchema;

/** A member in GET /api/pages/{id}/members: `username` is null until the invitation is accepted. */
export type PageMember = {
  id: string;
  email: string;
  username: string | null;
  role: MemberRole;
  status: "invited" | "active";
  invitedAt: string;
};

export type PageMemberList = { items: PageMember[] };

const memberRoleSchema = z.enum(memberRoles, { error: "Choose a role: editor or viewer." });

/** POST /api/pages/{id}/members: whom to invite and as what. */
export const inviteMemberSchema = z.object({ email: emailSchema, role: memberRoleSchema });

/** PUT /api/pages/{id}/members/{memberId}. */
export const changeMemberRoleSchema = z.object({ role: memberRoleSchema });

/** POST /api/invitations/accept: the token from the invitation's link. */
export const acceptInvitationSchema = z.object({
  token: z.string({ error: "No invitation token provided." }).trim().min(1, "No invitation token provided.").max(200),
});

/** What accepting an invitation answers: the page one now helps run. */
export type AcceptedInvitation = { pageId: string; username: string; role: MemberRole };

/** What a page's activity records. */
export const activityActions = [
  "page.created",
  "page.saved",
  "page.imported",
  "avatar.uploaded",
  "avatar.removed",
  "thumbnail.uploaded",
  "thumbnail.removed",
  "custom_domain.changed",
  "member.invited",
  "member.joined",
  "member.role_changed",
  "member.removed",
  "member.left",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** An entry of GET /api/pages/{id}/activity, newest first; `actor` is null once that account is gone. */
export type ActivityEntry = {
  id: string;
  at: string;
  action: ActivityAction;
  actor: { username: string } | null;
  /** What the action was about, where it names something: a member's e-mail and role, a domain. */
  detail: string | null;
};

/** GET /api/pages/{id}/activity?before={cursor}: `next` is the cursor of the following page, or null. */
export type ActivityList = { items: ActivityEntry[]; next: string | null };

export const pageMessages = {
  proOnly: "Several pages are a Pro feature. Upgrade to Pro to add a page.",
  limitReached: `An account can have up to ${pageLimits.pagesPerAccount} pages. Delete one to add another.`,
  primaryPage: "Your primary page goes only with your account.",
  pageNotFound: "Page not found",
  ownerOnly: "Only the page's owner can do this.",
  editorsOnly: "You can view this page but not change it.",
  created: "Page created.",
  deleted: "Page deleted.",
  membersProOnly: "Members are a Pro feature. Upgrade to Pro to invite people to your page.",
  membersLimit: `A page can have up to ${pageLimits.membersPerPage} members. Remove one to invite another.`,
  inviteOwner: "The page's owner can't be invited to it.",
  alreadyInvited: "That address is already invited to this page.",
  memberNotFound: "Member not found",
  invited: "Invitation sent.",
  roleChanged: "Role changed.",
  memberRemoved: "Member removed.",
  memberLeft: "You left the page.",
  invitationInvalid: "This invitation link is invalid or has already been used.",
  invitationExpired: "This invitation has expired. Ask the page's owner to invite you again.",
  invitationOtherEmail: "This invitation was sent to another email address. Sign in with that address to accept it.",
  invitationUnverified: "Verify your email address before accepting an invitation.",
  invitationAccepted: "You joined the page.",
  activityCursor: "That is not a place in this page's activity.",
} as const;
