// An audit entry's details in words, for the Audit tab's Details column. The worker stores a small
// object per action (worker/routes/session.ts, worker/safety/reports.ts, …): the shapes an
// admin reads most are written as sentences — an impersonated request as "METHOD /path", a report's
// resolution as its reason, action and note — and any other as "Key: value" pairs, so a new action's
// details still read without raw JSON. Internal ids (a report's, a link's) are left out. The sentences' words,
// a report's reason and action, and none/yes/no are the reader's; the keys are the record's own.
import type { Translate } from "#contract/i18n/translate";
import { reportReasonTexts } from "#contract/safety";
import type { AuditEntry } from "../admin-types";
import { reportActionTexts } from "../reports/report-actions";
import { auditTexts } from "./audit-texts";

type Details = NonNullable<AuditEntry["details"]>;

const separator = " · ";

/** "keptSubscriptionId" → "kept subscription id"; "url" reads as "URL". */
function keyWords(key: string): string {
  if (key.toLowerCase() === "url") return "URL";
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function valueWords(t: Translate, value: unknown): string {
  if (value === null || value === undefined || value === "") return t(auditTexts.none);
  if (typeof value === "boolean") return value ? t(auditTexts.yes) : t(auditTexts.no);
  if (Array.isArray(value))
    return value.length ? value.map((item) => valueWords(t, item)).join(", ") : t(auditTexts.none);
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([key, inner]) => `${keyWords(key)}: ${valueWords(t, inner)}`)
      .join(", ");
  }
  return String(value);
}

function pairs(t: Translate, details: Details): string {
  return Object.entries(details)
    .map(([key, value]) => `${capitalised(keyWords(key))}: ${valueWords(t, value)}`)
    .join(separator);
}

/** Whether `value` is a key of `table`: a record's value one of the tab's words name. */
export function isOneOf<K extends string>(table: Record<K, unknown>, value: unknown): value is K {
  return typeof value === "string" && Object.hasOwn(table, value);
}

function reportResolution(t: Translate, details: Details): string {
  const reason = isOneOf(reportReasonTexts, details.reason)
    ? t(reportReasonTexts[details.reason])
    : valueWords(t, details.reason);
  const action = isOneOf(reportActionTexts, details.action)
    ? t(reportActionTexts[details.action])
    : valueWords(t, details.action);
  const url = details.url ? ` (${valueWords(t, details.url)})` : "";
  const parts = [t(auditTexts.report, { reason }), t(auditTexts.reportAction, { action: `${action}${url}` })];
  if (details.note) parts.push(t(auditTexts.note, { note: valueWords(t, details.note) }));
  return parts.join(separator);
}

export function auditDetailsText(t: Translate, action: string, details: AuditEntry["details"]): string {
  if (!details || Object.keys(details).length === 0) return "—";
  if (action === "impersonated_request") return `${valueWords(t, details.method)} ${valueWords(t, details.path)}`;
  if (action === "resolve_report") return reportResolution(t, details);
  return pairs(t, details);
}
