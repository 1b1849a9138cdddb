// The audit log: who did what to whom. Every admin mutation, and everything done while an admin
// impersonates someone, writes one entry with the real actor.
import type { AuditAction } from "#contract/admin-types";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditEntry = {
  action: AuditAction;
  actorUserId?: string | null;
  actor?: string | null;
  targetUserId?: string | null;
  target?: string | null;
  details?: Record<string, unknown>;
};

export function auditStatement(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({
    id: crypto.randomUUID(),
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    actor: entry.actor ?? null,
    targetUserId: entry.targetUserId ?? null,
    target: entry.target ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await auditStatement(db, entry);
}
