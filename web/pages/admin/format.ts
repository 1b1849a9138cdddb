// How admin data is written out: dates in the reader's time zone, audit actions with spaces for
// underscores (the API reference (Audit entry)), and people as "username (email)" or the free-text name.
import type { TextLocale } from "#contract/i18n/locales";
import { formatDateTime as writtenDateTime, formatNumber as writtenNumber } from "../../format/written-forms";
import { countIn, dateTimeIn } from "../../i18n/local-forms";
import type { PersonRef } from "./admin-types";

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? writtenDateTime(iso) : "—";
}

export function actionLabel(action: string): string {
  return action.replaceAll("_", " ");
}

export function personLabel(person: PersonRef, freeText: string | null): string {
  if (person) return `${person.username} (${person.email})`;
  return freeText || "—";
}

export function formatNumber(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? writtenNumber(value) : "—";
}

/** A moment in the reader's language (a tab that speaks it); none is a dash. */
export function dateTimeInOrDash(locale: TextLocale, iso: string | null | undefined): string {
  return iso ? dateTimeIn(locale, iso) : "—";
}

/** A figure with the reader's separators (a tab that speaks their language); a missing one is a dash. */
export function numberInOrDash(locale: TextLocale, value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? countIn(locale, value) : "—";
}
