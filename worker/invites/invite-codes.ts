// Invite codes as the admin manages them (docs/product.md, "Accounts: the rules"; the API reference (Invite code)): list, create, enable or disable,
// delete; each change writes an audit entry in the same batch. Signup spends them (worker/invites/claim.ts).
import { desc, eq, sql } from "drizzle-orm";
import type { InviteCodeCreate } from "#contract/admin-schemas";
import type { InviteCode } from "#contract/admin-types";
import { auditStatement } from "../audit/record";
import type { Db } from "../db/client";
import { inviteCodes } from "../db/schema";
import { apiError } from "../http/errors";

export const inviteCodeMessages = {
  exists: "This invite code already exists.",
  notFound: "Invite code not found",
} as const;

type InviteRow = typeof inviteCodes.$inferSelect;

function toInviteCode(row: InviteRow): InviteCode {
  return {
    _id: row.id,
    code: row.code,
    enabled: row.enabled,
    uses: row.uses,
    maxUses: row.maxUses,
    expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
  };
}

export async function listInviteCodes(db: Db): Promise<InviteCode[]> {
  const rows = await db.select().from(inviteCodes).orderBy(desc(inviteCodes.createdAt), sql`${inviteCodes}.rowid desc`);
  return rows.map(toInviteCode);
}

async function findInviteCode(db: Db, id: string): Promise<InviteRow> {
  const row = await db.select().from(inviteCodes).where(eq(inviteCodes.id, id)).get();
  if (!row) throw apiError(404, inviteCodeMessages.notFound);
  return row;
}

/** Codes are unique case-insensitively (signup matches them that way): a clash answers 409. */
export async function createInviteCode(db: Db, adminId: string, input: InviteCodeCreate): Promise<InviteCode> {
  const id = crypto.randomUUID();
  try {
    const [[row]] = await db.batch([
      db
        .insert(inviteCodes)
        .values({
          id,
          code: input.code,
          enabled: input.enabled,
          maxUses: input.maxUses ?? null,
          expiresAt: input.expiresAt ?? null,
        })
        .returning(),
      auditStatement(db, {
        action: "create_invite_code",
        actorUserId: adminId,
        target: input.code,
        details: { maxUses: input.maxUses ?? null, expiresAt: input.expiresAt ?? null, enabled: input.enabled },
      }),
    ]);
    if (!row) throw new Error("invite code insert returned nothing");
    return toInviteCode(row);
  } catch (error) {
    if (String((error as Error)?.cause ?? error).includes("UNIQUE")) throw apiError(409, inviteCodeMessages.exists);
    throw error;
  }
}

export async function setInviteCodeEnabled(db: Db, adminId: string, id: string, enabled: boolean) {
  const existing = await findInviteCode(db, id);
  const [[row]] = await db.batch([
    db.update(inviteCodes).set({ enabled }).where(eq(inviteCodes.id, id)).returning(),
    auditStatement(db, {
      action: "update_invite_code",
      actorUserId: adminId,
      target: existing.code,
      details: { enabled },
    }),
  ]);
  // Deleted between the two statements: the same answer as if it had never existed.
  if (!row) throw apiError(404, inviteCodeMessages.notFound);
  return toInviteCode(row);
}

export async function deleteInviteCode(db: Db, adminId: string, id: string): Promise<void> {
  const existing = await findInviteCode(db, id);
  await db.batch([
    db.delete(inviteCodes).where(eq(inviteCodes.id, id)),
    auditStatement(db, { action: "delete_invite_code", actorUserId: adminId, target: existing.code }),
  ]);
}
