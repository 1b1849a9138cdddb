// Audit entries (the API reference (Audit entry)): when, the action with spaces for underscores, who did it and
// to whom — a known user as "username (email)", otherwise the free-text actor or target — and what the
// entry recorded, in words.
import type { AuditEntry } from "../admin-types";
import { actionLabel, formatDateTime, personLabel } from "../format";
import { AdminTable } from "../parts/AdminTable";
import { auditDetailsText } from "./audit-details";

const columns = ["When", "Action", "Actor", "Target", "Details"];

export function AuditTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  if (!entries.length) return <p className="muted admin-empty">No audit entries match.</p>;
  return (
    <AdminTable caption="Audit log" columns={columns} busy={busy}>
      {entries.map((entry) => (
        <tr key={entry._id}>
          <td>{formatDateTime(entry.createdAt)}</td>
          <td>{actionLabel(entry.action)}</td>
          <td>{personLabel(entry.actorUserId, entry.actor)}</td>
          <td>{personLabel(entry.targetUserId, entry.target)}</td>
          <td className="admin-audit__details">{auditDetailsText(entry.action, entry.details)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
