// The people an owner runs a page with (docs/decisions/064): an invitation by e-mail that an account
// with that address accepts, then a member who edits the page or only looks at it. Members are a Pro
// feature of the owner's: while the owner is not Pro, or is suspended, the rows stay but open nothing,
// so a renewed subscription brings the same people back. Who may call which route is the routes' table
// (routes/page-scope.ts); this module keeps the rows and their rules.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { AcceptedInvitation, MemberRole, PageListItem, PageMember, PageRole } from "#contract/pages";
import { pageLimits, pageMessages } from "#contract/pages";
import { normalizeEmail } from "../accounts/users";
import { isPro } from "../billing/tier";
import type { Db } from "../db/client";
import { pageMembers, pages, users } from "../db/schema";
import { appLink, enqueueEmail } from "../email/outbox";
import { type MailRecipient, mailLocaleOf } from "../email/recipients";
import { apiError } from "../http/errors";
import { randomToken, sha256Hex } from "../security/encoding";

const dayMs = 24 * 60 * 60 * 1000;

export type MemberRow = typeof pageMembers.$inferSelect;

/** A page as a route under its id sees it: its owner, and what the caller is to it, if anything. */
export type PageAccess = { id: string; ownerId: string; username: string; role: PageRole | undefined };

/**
 * The page and the caller's role on it, in one read: the owner is its owner; an accepted member has its
 * role while the owner is Pro and not suspended; anyone else has none.
 */
export async function pageAccessFor(
  db: Db,
  pageId: string,
  userId: string,
  now = Date.now(),
): Promise<PageAccess | undefined> {
  const row = await db
    .select({
      id: pages.id,
      ownerId: pages.ownerId,
      username: pages.username,
      ownerSuspended: users.isSuspended,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
      memberRole: sql<MemberRole | null>`(select ${pageMembers.role} from ${pageMembers}
        where ${pageMembers.pageId} = ${pages.id} and ${pageMembers.userId} = ${userId}
        and ${pageMembers.acceptedAt} is not null)`,
    })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(eq(pages.id, pageId))
    .get();
  if (!row) return undefined;
  const { id, ownerId, username } = row;
  if (ownerId === userId) return { id, ownerId, username, role: "owner" };
  const membersOpen = !row.ownerSuspended && isPro(row, now);
  return { id, ownerId, username, role: membersOpen ? (row.memberRole ?? undefined) : undefined };
}

/** The pages the account is a member of and may open now, as GET /api/pages lists them after its own. */
export async function membershipsOf(db: Db, userId: string, now = Date.now()): Promise<PageListItem[]> {
  const rows = await db
    .select({
      id: pages.id,
      username: pages.username,
      role: pageMembers.role,
      ownerUsername: users.username,
      ownerSuspended: users.isSuspended,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
    })
    .from(pageMembers)
    .innerJoin(pages, eq(pages.id, pageMembers.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(and(eq(pageMembers.userId, userId), isNotNull(pageMembers.acceptedAt)))
    .orderBy(asc(pageMembers.acceptedAt), asc(pageMembers.id))
    .all();
  return rows
    .filter((row) => !row.ownerSuspended && isPro(row, now))
    .map((row) => ({
      id: row.id,
      username: row.username,
      primary: false,
      role: row.role,
      owner: { username: row.ownerUsername },
    }));
}

/** A page's members and invitations, in the order they were invited. */
export async function listMembers(db: Db, pageId: string): Promise<PageMember[]> {
  const rows = await db
    .select({ member: pageMembers, username: users.username })
    .from(pageMembers)
    .leftJoin(users, eq(users.id, pageMembers.userId))
    .where(eq(pageMembers.pageId, pageId))
    .orderBy(asc(pageMembers.invitedAt), asc(pageMembers.id))
    .all();
  return rows.map(({ member, username }) => toPageMember(member, username));
}

function toPageMember(member: MemberRow, username: string | null): PageMember {
  return {
    id: member.id,
    email: member.email,
    username: member.acceptedAt === null ? null : username,
    role: member.role,
    status: member.acceptedAt === null ? "invited" : "active",
    invitedAt: new Date(member.invitedAt).toISOString(),
  };
}

export async function findMember(db: Db, pageId: string, memberId: string): Promise<MemberRow> {
  const member = await db
    .select()
    .from(pageMembers)
    .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.id, memberId)))
    .get();
  if (!member) throw apiError(404, pageMessages.memberNotFound);
  return member;
}

/** The caller's own membership of the page: `me` in DELETE /api/pages/{id}/members/me. */
export async function ownMembership(db: Db, pageId: string, userId: string): Promise<MemberRow> {
  const member = await db
    .select()
    .from(pageMembers)
    .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)))
    .get();
  if (!member) throw apiError(404, pageMessages.memberNotFound);
  return member;
}

type Invitation = {
  page: { id: string; ownerId: string; username: string };
  /** Who sends it, whose language the mail speaks: the page's owner. */
  inviter: MailRecipient;
  email: string;
  role: MemberRole;
};

/**
 * Invites an address to the page and mails it the link. An address invited before whose link has
 * expired is invited anew; one still invited or a member already is refused, as are the owner's own
 * address and a sixth member. The count and the insert are one statement, so two invitations at once
 * cannot both take the last place; a mail the queue refuses takes the invitation back (503).
 */
export async function inviteMember(db: Db, env: Env, invitation: Invitation, now = Date.now()): Promise<PageMember> {
  const { page, inviter, role } = invitation;
  const email = normalizeEmail(invitation.email);
  if (email === normalizeEmail(inviter.email))
    throw apiError(400, pageMessages.inviteOwner, fieldError(pageMessages.inviteOwner));
  const earlier = await db
    .select()
    .from(pageMembers)
    .where(and(eq(pageMembers.pageId, page.id), eq(pageMembers.email, email)))
    .get();
  if (earlier && (earlier.acceptedAt !== null || earlier.expiresAt > now)) {
    throw apiError(409, pageMessages.alreadyInvited, fieldError(pageMessages.alreadyInvited));
  }
  if (earlier) await db.delete(pageMembers).where(eq(pageMembers.id, earlier.id));
  const token = randomToken();
  const member = {
    id: crypto.randomUUID(),
    pageId: page.id,
    email,
    role,
    tokenHash: await sha256Hex(token),
    invitedAt: now,
    expiresAt: now + pageLimits.invitationDays * dayMs,
  };
  const inserted = await db.run(
    sql`insert into ${pageMembers} (id, page_id, email, role, token_hash, created_at, expires_at)
        select ${member.id}, ${member.pageId}, ${member.email}, ${member.role}, ${member.tokenHash},
               ${member.invitedAt}, ${member.expiresAt}
        where (select count(*) from ${pageMembers} where page_id = ${page.id}) < ${pageLimits.membersPerPage}`,
  );
  if (inserted.meta.changes !== 1) throw apiError(409, pageMessages.membersLimit);
  try {
    await enqueueEmail(env, {
      template: "page_invitation",
      to: email,
      locale: mailLocaleOf(inviter),
      data: {
        username: page.username,
        inviter: inviter.username,
        role,
        link: appLink(env, "/invitation", { token }),
        days: pageLimits.invitationDays,
      },
    });
  } catch (error) {
    await db.delete(pageMembers).where(eq(pageMembers.id, member.id));
    throw error;
  }
  return toPageMember({ ...member, userId: null, acceptedAt: null }, null);
}

const fieldError = (message: string) => ({ errors: [{ field: "email", message }] });

export async function changeMemberRole(db: Db, member: MemberRow, role: MemberRole): Promise<void> {
  await db.update(pageMembers).set({ role }).where(eq(pageMembers.id, member.id));
}

/** Takes the member off the page: its next request under the page's id is refused. */
export async function removeMember(db: Db, member: MemberRow): Promise<void> {
  await db.delete(pageMembers).where(eq(pageMembers.id, member.id));
}

type Acceptor = { id: string; email: string; emailVerified: boolean };

/**
 * Accepts an invitation for the signed-in account: the link must be known, unused and within its days,
 * and the account verified with the address it was sent to. The token is cleared by the same update
 * that names the member, so a link works once.
 */
export async function acceptInvitation(
  db: Db,
  account: Acceptor,
  token: string,
  now = Date.now(),
): Promise<AcceptedInvitation> {
  const tokenHash = await sha256Hex(token);
  const found = await db
    .select({ member: pageMembers, page: { username: pages.username, ownerId: pages.ownerId } })
    .from(pageMembers)
    .innerJoin(pages, eq(pages.id, pageMembers.pageId))
    .where(eq(pageMembers.tokenHash, tokenHash))
    .get();
  if (!found) throw apiError(400, pageMessages.invitationInvalid);
  const { member, page } = found;
  if (member.expiresAt <= now) throw apiError(400, pageMessages.invitationExpired);
  if (!account.emailVerified) throw apiError(403, pageMessages.invitationUnverified);
  if (page.ownerId === account.id) throw apiError(400, pageMessages.inviteOwner);
  if (normalizeEmail(account.email) !== member.email) throw apiError(403, pageMessages.invitationOtherEmail);
  const accepted = await db
    .update(pageMembers)
    .set({ userId: account.id, acceptedAt: now, tokenHash: null })
    .where(and(eq(pageMembers.id, member.id), eq(pageMembers.tokenHash, tokenHash)));
  if (accepted.meta.changes !== 1) throw apiError(400, pageMessages.invitationInvalid);
  return { pageId: member.pageId, username: page.username, role: member.role };
}
