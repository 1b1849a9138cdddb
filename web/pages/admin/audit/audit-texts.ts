// The words of the admin's Audit tab in the reader's language (docs/decisions/057-languages.md). An entry's action
// and the names of what its details recorded are the log's own, as the server stored them.
import { defineMessages } from "#contract/i18n/define";

export const auditTexts = defineMessages({
  clear: { id: "app.admin.audit.clear", defaultMessage: "Clear" },
  auditFailed: { id: "app.admin.audit.auditFailed", defaultMessage: "Failed to fetch audit" },
  clearFailed: { id: "app.admin.audit.clearFailed", defaultMessage: "Failed to clear" },
  loading: { id: "app.admin.audit.loading", defaultMessage: "Loading audit log…" },
  pages: {
    id: "app.admin.audit.pages",
    defaultMessage: "Audit pages",
    description: "The audit list's paging, read out",
  },
  entries: {
    id: "app.admin.audit.entries",
    defaultMessage: "{count, plural, one {# entry} other {# entries}}",
    description: "How many audit entries the list holds",
  },
  clearTitle: { id: "app.admin.audit.clearTitle", defaultMessage: "Clear the audit log?" },
  clearConfirm: { id: "app.admin.audit.clearConfirm", defaultMessage: "Clear audit log" },
  keep: { id: "app.admin.audit.keep", defaultMessage: "Keep entries" },
  clearBody: {
    id: "app.admin.audit.clearBody",
    defaultMessage: "Every entry is removed. The clear itself is recorded as a new entry.",
  },
  filters: { id: "app.admin.audit.filters", defaultMessage: "Audit filters" },
  action: { id: "app.admin.audit.action", defaultMessage: "Action", description: "What an admin did" },
  actionExample: { id: "app.admin.audit.actionExample", defaultMessage: "e.g. suspend user" },
  actor: { id: "app.admin.audit.actor", defaultMessage: "Actor", description: "Who did it" },
  target: { id: "app.admin.audit.target", defaultMessage: "Target", description: "To whom it was done" },
  person: { id: "app.admin.audit.person", defaultMessage: "username or email" },
  apply: { id: "app.admin.audit.apply", defaultMessage: "Apply filters" },
  noEntries: { id: "app.admin.audit.noEntries", defaultMessage: "No audit entries match." },
  log: { id: "app.admin.audit.log", defaultMessage: "Audit log" },
  when: { id: "app.admin.audit.when", defaultMessage: "When" },
  details: { id: "app.admin.audit.details", defaultMessage: "Details" },
  report: {
    id: "app.admin.audit.report",
    defaultMessage: "Report: {reason}",
    description: "A resolved report's reason in an audit entry's details",
  },
  reportAction: {
    id: "app.admin.audit.reportAction",
    defaultMessage: "Action: {action}",
    description: "What was done about a report, in an audit entry's details",
  },
  note: { id: "app.admin.audit.note", defaultMessage: "Note: {note}", description: "The admin's note on a report" },
  none: { id: "app.admin.audit.none", defaultMessage: "none", description: "A recorded value that is empty" },
  yes: { id: "app.admin.audit.yes", defaultMessage: "yes" },
  no: { id: "app.admin.audit.no", defaultMessage: "no" },
});
