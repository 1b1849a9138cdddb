// Turning the settings forms into request bodies (docs/product.md, "Limits"): extra reserved usernames one per line,
// trimmed, blank lines dropped; an invite code checked by the API's own rule (#contract/admin-schemas),
// so a Max uses that is not a positive whole number is refused on its field instead of being dropped,
// and an expiry sent only when a date was picked.
import { z } from "zod";
import { inviteCodeCreateSchema } from "#contract/admin-schemas";

/** One entry per line, trimmed, blank lines dropped. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export const parseReservedUsernames = parseLines;

/**
 * The new-code form as typed, its fields named as the API names them, in page order; `expiresAt` is the
 * picked day. `maxUsesUnreadable` is the browser saying the number input holds text that is no number
 * (its value then reads as empty, which would otherwise mean "unlimited").
 */
export type InviteDraft = {
  code: string;
  maxUses: string;
  expiresAt: string;
  enabled: boolean;
  maxUsesUnreadable: boolean;
};
export type InviteBody = { code: string; enabled: boolean; maxUses?: number; expiresAt?: string };

export const emptyInviteDraft: InviteDraft = {
  code: "",
  maxUses: "",
  expiresAt: "",
  enabled: true,
  maxUsesUnreadable: false,
};

/** A picked day (YYYY-MM-DD) means "valid through that day" in the admin's own time zone. */
export function endOfDayIso(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The body POST /api/admin/invite-codes gets; empty Max uses is no limit, and anything else is read as a number. */
export function inviteCodeBody(draft: InviteDraft): InviteBody {
  const body: InviteBody = { code: draft.code.trim(), enabled: draft.enabled };
  const maxUses = draft.maxUses.trim();
  if (draft.maxUsesUnreadable) body.maxUses = Number.NaN;
  else if (maxUses !== "") body.maxUses = Number(maxUses);
  const expiresAt = endOfDayIso(draft.expiresAt);
  if (expiresAt !== undefined) body.expiresAt = expiresAt;
  return body;
}

/** The form's rule: the body it sends, judged by the API's own schema, the refusals on the form's fields. */
export const inviteCodeForm = z
  .object({
    code: z.string(),
    maxUses: z.string(),
    expiresAt: z.string(),
    enabled: z.boolean(),
    maxUsesUnreadable: z.boolean(),
  })
  .transform((draft): unknown => inviteCodeBody(draft))
  .pipe(inviteCodeCreateSchema);
