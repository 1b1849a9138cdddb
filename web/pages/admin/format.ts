// How admin data is written out: dates in the reader's locale, audit actions with spaces for
// underscores (product §3 "Audit entry"), and people as "username (email)" or the free-text name.
import type { PersonRef } from "./admin-types";

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { dateStyle: "medium" });
}

export function actionLabel(action: string): string {
  return action.replaceAll("_", " ");
}

export function personLabel(person: PersonRef, freeText: string | null): string {
  if (person) return `${person.username} (${person.email})`;
  return freeText || "—";
}

export function formatNumber(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? value.toLocaleString() : "—";
}
