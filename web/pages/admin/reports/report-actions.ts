// How a report's resolution reads to the admin: in the queue's form, on a resolved report and in the
// audit log's details.
import { defineMessages, englishOf, type MessageDescriptor } from "#contract/i18n/define";
import type { ReportAction } from "#contract/safety";

/** Each way of resolving a report, in the reader's words (the Audit tab's details speak them). */
export const reportActionTexts: Record<ReportAction, MessageDescriptor> = defineMessages({
  dismiss: { id: "app.admin.reportAction.dismiss", defaultMessage: "Dismiss" },
  suspend: { id: "app.admin.reportAction.suspend", defaultMessage: "Suspend the account" },
  "hide-link": { id: "app.admin.reportAction.hideLink", defaultMessage: "Hide a link" },
});

/** The same in English, for the Reports tab while it is still English. */
export const reportActionLabels: Record<ReportAction, string> = englishOf(reportActionTexts);
