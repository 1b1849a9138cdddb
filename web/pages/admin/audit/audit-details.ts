// An audit entry's details in words, for the Audit tab's Details column. The worker stores a small
// object per action (worker/routes/session.ts, worker/safety/reports.ts, …): the shapes an
// admin reads most are written as sentences — an impersonated request as "METHOD /path", a report's
// resolution as its reason, action and note — and any other as "Key: value" pairs, so a new action's
// details still read without raw JSON. Internal ids (a report's, a link's) are left out.
import { type ReportAction, type ReportReason, reportReasonLabels } from "#contract/safety";
import type { AuditEntry } from "../admin-types";
import { reportActionLabels } from "../reports/report-actions";

type Details = NonNullable<AuditEntry["details"]>;

const separator = " · ";

/** "keptSubscriptionId" → "kept subscription id"; "url" reads as "URL". */
function keyWords(key: string): string {
  if (key.toLowerCase() === "url") return "URL";
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.map(valueWords).join(", ") : "none";
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([key, inner]) => `${keyWords(key)}: ${valueWords(inner)}`)
      .join(", ");
  }
  return String(value);
}

function pairs(details: Details): string {
  return Object.entries(details)
    .map(([key, value]) => `${capitalised(keyWords(key))}: ${valueWords(value)}`)
    .join(separator);
}

function reportResolution(details: Details): string {
  const reason = reportReasonLabels[details.reason as ReportReason] ?? valueWords(details.reason);
  const action = reportActionLabels[details.action as ReportAction] ?? valueWords(details.action);
  const parts = [`Report: ${reason}`, `Action: ${action}${details.url ? ` (${valueWords(details.url)})` : ""}`];
  if (details.note) parts.push(`Note: ${valueWords(details.note)}`);
  return parts.join(separator);
}

export function auditDetailsText(action: string, details: AuditEntry["details"]): string {
  if (!details || Object.keys(details).length === 0) return "—";
  if (action === "impersonated_request") return `${valueWords(details.method)} ${valueWords(details.path)}`;
  if (action === "resolve_report") return reportResolution(details);
  return pairs(details);
}
