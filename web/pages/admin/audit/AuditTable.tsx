// Audit entries (the API reference (Audit entry)): when, the action with spaces for underscores (in another
// language what was done, the key beside it as the record's own, which the filter matches), who did it and to
// whom — a known user as "username (email)", otherwise the free-text actor or target — and what the entry
// recorded, in words.
import { useWords } from "../../../i18n/I18nProvider";
import type { AuditEntry } from "../admin-types";
import { actionLabel, dateTimeInOrDash, personLabel } from "../format";
import { AdminTable } from "../parts/AdminTable";
import { auditDetailsText, isOneOf } from "./audit-details";
import { auditActionTexts, auditTexts } from "./audit-texts";

/** An entry's action in the reader's words, its stored key beside them where they differ (an unknown key alone). */
function ActionName({ action }: { action: string }) {
  const { t } = useWords();
  const key = actionLabel(action);
  const words = isOneOf(auditActionTexts, action) ? t(auditActionTexts[action]) : key;
  if (words === key) return key;
  return (
    <>
      {words}{" "}
      <span className="muted admin-audit__key" lang="en">
        ({key})
      </span>
    </>
  );
}

export function AuditTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const { t } = useWords();
  if (!entries.length) return <p className="muted admin-empty">{t(auditTexts.noEntries)}</p>;
  const columns = [
    t(auditTexts.when),
    t(auditTexts.action),
    t(auditTexts.actor),
    t(auditTexts.target),
    t(auditTexts.details),
  ];
  return (
    <AdminTable caption={t(auditTexts.log)} columns={columns} busy={busy}>
      {entries.map((entry) => (
        <tr key={entry._id}>
          <td>{dateTimeInOrDash(t.locale, entry.createdAt)}</td>
          <td>
            <ActionName action={entry.action} />
          </td>
          <td>{personLabel(entry.actorUserId, entry.actor)}</td>
          <td>{personLabel(entry.targetUserId, entry.target)}</td>
          <td className="admin-audit__details">{auditDetailsText(t, entry.action, entry.details)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
