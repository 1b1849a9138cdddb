// The words of the admin's Logs and Errors tabs in the reader's language (docs/decisions/057-languages.md). The log
// lines themselves are the server's, as it wrote them.
import { defineMessages } from "#contract/i18n/define";

export const logsTexts = defineMessages({
  logsFailed: { id: "app.admin.logs.logsFailed", defaultMessage: "Failed to fetch logs" },
  errorsFailed: { id: "app.admin.logs.errorsFailed", defaultMessage: "Failed to fetch errors" },
  refresh: { id: "app.admin.logs.refresh", defaultMessage: "Refresh" },
  live: {
    id: "app.admin.logs.live",
    defaultMessage: "Live · refreshing every {seconds} s",
    description: "{seconds} is a number of seconds",
  },
  pausedWhileTyping: { id: "app.admin.logs.pausedWhileTyping", defaultMessage: "Paused while you type" },
  paused: { id: "app.admin.logs.paused", defaultMessage: "Paused" },
  pauseLive: { id: "app.admin.logs.pauseLive", defaultMessage: "Pause live" },
  resumeLive: { id: "app.admin.logs.resumeLive", defaultMessage: "Resume live" },
  contains: {
    id: "app.admin.logs.contains",
    defaultMessage: "Contains",
    description: "A filter: only lines that contain the text typed",
  },
  textInLine: { id: "app.admin.logs.textInLine", defaultMessage: "text in the line" },
  textInError: { id: "app.admin.logs.textInError", defaultMessage: "text in the error" },
  method: { id: "app.admin.logs.method", defaultMessage: "Method", description: "A request's HTTP method (GET, POST)" },
  anyMethod: { id: "app.admin.logs.anyMethod", defaultMessage: "Any", description: "Every HTTP method" },
  status: { id: "app.admin.logs.status", defaultMessage: "Status", description: "A response's HTTP status code" },
  statusExample: { id: "app.admin.logs.statusExample", defaultMessage: "e.g. 404 or 5xx" },
  lines: { id: "app.admin.logs.lines", defaultMessage: "Lines", description: "How many of the latest lines to show" },
  requestLog: { id: "app.admin.logs.requestLog", defaultMessage: "Request log" },
  errorLog: { id: "app.admin.logs.errorLog", defaultMessage: "Error log" },
  noLines: { id: "app.admin.logs.noLines", defaultMessage: "No lines match." },
});
