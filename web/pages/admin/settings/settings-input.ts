// Turning the settings forms into request bodies (product §5): extra reserved usernames one per line,
// trimmed, blank lines dropped; an invite code's maxUses only when it is a positive integer, and its
// expiry only when a date was picked.
import { adminTexts } from "../admin-texts";

export function parseReservedUsernames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export type InviteDraft = { code: string; enabled: boolean; maxUses: string; expiresOn: string };
export type InviteBody = { code: string; enabled: boolean; maxUses?: number; expiresAt?: string };

export const emptyInviteDraft: InviteDraft = { code: "", enabled: true, maxUses: "", expiresOn: "" };

export function inviteCodeError(draft: InviteDraft): string | null {
  return draft.code.trim() ? null : adminTexts.codeRequired;
}

/** "12" → 12; "", "0", "-3", "2.5", "1e3" or "abc" → not sent (no limit). */
export function positiveInteger(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A picked day (YYYY-MM-DD) means "valid through that day" in the admin's own time zone. */
export function endOfDayIso(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function inviteCodeBody(draft: InviteDraft): InviteBody {
  const body: InviteBody = { code: draft.code.trim(), enabled: draft.enabled };
  const maxUses = positiveInteger(draft.maxUses);
  if (maxUses !== undefined) body.maxUses = maxUses;
  const expiresAt = endOfDayIso(draft.expiresOn);
  if (expiresAt !== undefined) body.expiresAt = expiresAt;
  return body;
}
