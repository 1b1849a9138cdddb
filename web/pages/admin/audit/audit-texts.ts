// The words of the admin's Audit tab in the reader's language (docs/decisions/057-languages.md). An entry's action
// is named in the reader's words beside its key, which with the names of what its details recorded is the log's
// own, as the server stored it.
import type { AuditAction } from "#contract/admin-types";
import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";

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

/**
 * Each action the worker audits (`auditActions`), in words: in English the key with spaces for underscores, as
 * the tab has always shown it; in another language what was done, shown beside that key.
 */
export const auditActionTexts = defineMessages({
  api_link_added: { id: "app.admin.audit.actions.api_link_added", defaultMessage: "api link added" },
  api_link_removed: { id: "app.admin.audit.actions.api_link_removed", defaultMessage: "api link removed" },
  api_link_updated: { id: "app.admin.audit.actions.api_link_updated", defaultMessage: "api link updated" },
  api_links_reordered: { id: "app.admin.audit.actions.api_links_reordered", defaultMessage: "api links reordered" },
  api_page_updated: { id: "app.admin.audit.actions.api_page_updated", defaultMessage: "api page updated" },
  api_token_created: { id: "app.admin.audit.actions.api_token_created", defaultMessage: "api token created" },
  api_token_revoked: { id: "app.admin.audit.actions.api_token_revoked", defaultMessage: "api token revoked" },
  cancel_deleted_account_subscription: {
    id: "app.admin.audit.actions.cancel_deleted_account_subscription",
    defaultMessage: "cancel deleted account subscription",
  },
  cancel_duplicate_subscription: {
    id: "app.admin.audit.actions.cancel_duplicate_subscription",
    defaultMessage: "cancel duplicate subscription",
  },
  clear_audit: { id: "app.admin.audit.actions.clear_audit", defaultMessage: "clear audit" },
  create_invite_code: { id: "app.admin.audit.actions.create_invite_code", defaultMessage: "create invite code" },
  update_invite_code: { id: "app.admin.audit.actions.update_invite_code", defaultMessage: "update invite code" },
  delete_invite_code: { id: "app.admin.audit.actions.delete_invite_code", defaultMessage: "delete invite code" },
  impersonate_start: { id: "app.admin.audit.actions.impersonate_start", defaultMessage: "impersonate start" },
  impersonate_stop: { id: "app.admin.audit.actions.impersonate_stop", defaultMessage: "impersonate stop" },
  impersonated_request: { id: "app.admin.audit.actions.impersonated_request", defaultMessage: "impersonated request" },
  open_billing_portal: { id: "app.admin.audit.actions.open_billing_portal", defaultMessage: "open billing portal" },
  page_member_invited: { id: "app.admin.audit.actions.page_member_invited", defaultMessage: "page member invited" },
  page_member_joined: { id: "app.admin.audit.actions.page_member_joined", defaultMessage: "page member joined" },
  page_member_role_changed: {
    id: "app.admin.audit.actions.page_member_role_changed",
    defaultMessage: "page member role changed",
  },
  page_member_removed: { id: "app.admin.audit.actions.page_member_removed", defaultMessage: "page member removed" },
  page_member_left: { id: "app.admin.audit.actions.page_member_left", defaultMessage: "page member left" },
  release_link: { id: "app.admin.audit.actions.release_link", defaultMessage: "release link" },
  remove_link: { id: "app.admin.audit.actions.remove_link", defaultMessage: "remove link" },
  remove_custom_domain: { id: "app.admin.audit.actions.remove_custom_domain", defaultMessage: "remove custom domain" },
  resend_verification: { id: "app.admin.audit.actions.resend_verification", defaultMessage: "resend verification" },
  resolve_report: { id: "app.admin.audit.actions.resolve_report", defaultMessage: "resolve report" },
  suspend_user: { id: "app.admin.audit.actions.suspend_user", defaultMessage: "suspend user" },
  unsuspend_user: { id: "app.admin.audit.actions.unsuspend_user", defaultMessage: "unsuspend user" },
  trigger_password_reset: {
    id: "app.admin.audit.actions.trigger_password_reset",
    defaultMessage: "trigger password reset",
  },
  update_settings: { id: "app.admin.audit.actions.update_settings", defaultMessage: "update settings" },
  verify_override: { id: "app.admin.audit.actions.verify_override", defaultMessage: "verify override" },
}) satisfies Record<AuditAction, MessageDescriptor>;
