// How a report's resolution reads to the admin: in the queue's form, on a resolved report and in the
// audit log's details.
import type { ReportAction } from "#contract/safety";

export const reportActionLabels: Record<ReportAction, string> = {
  dismiss: "Dismiss",
  suspend: "Suspend the account",
  "hide-link": "Hide a link",
};
