// How a report's resolution reads to the admin: in the queue's form, on a resolved report and in the
// audit log's details.
import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";
import type { ReportAction } from "#contract/safety";

/** Each way of resolving a report. */
export const reportActionTexts: Record<ReportAction, MessageDescriptor> = defineMessages({
  dismiss: { id: "app.admin.reportAction.dismiss", defaultMessage: "Dismiss" },
  suspend: { id: "app.admin.reportAction.suspend", defaultMessage: "Suspend the account" },
  "hide-link": { id: "app.admin.reportAction.hideLink", defaultMessage: "Hide a link" },
});
