// A page's activity entry as a sentence in the reader's words. The entry's `detail` is free text that
// names what the action was about (contract/pages.ts): a member's e-mail and role, or a domain. The
// e-mail and the role are read out of it wherever they stand, so the sentence does not depend on how the
// server joins them; a detail that names neither is left out rather than shown raw.

import type { Translate } from "#contract/i18n/translate";
import type { ActivityEntry } from "#contract/pages";
import { memberRoles } from "#contract/pages";
import { actionTexts, activityTexts } from "./activity-texts";

const emailIn = /[^\s"'(),:;<>[\]{}]+@[^\s"'(),:;<>[\]{}]+/;
const roleIn = new RegExp(`\\b(${memberRoles.join("|")})\\b`);

export function activityInWords(t: Translate, entry: ActivityEntry): string {
  const actor = entry.actor?.username ?? t(activityTexts.formerAccount);
  const detail = entry.detail?.trim() ?? "";
  const text = Object.hasOwn(actionTexts, entry.action) ? actionTexts[entry.action] : undefined;
  if (!text) return t(activityTexts.unknownAction, { actor, action: String(entry.action) });
  if (entry.action === "custom_domain.changed") return t(text, { actor, domain: detail || "none" });
  const email = detail.match(emailIn)?.[0] ?? t(activityTexts.someone);
  const role = detail.replace(emailIn, " ").match(roleIn)?.[1] ?? "unknown";
  return t(text, { actor, email, role });
}
