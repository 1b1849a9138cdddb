// The label the editor puts on a link a visitor would not see now (docs/product.md, "Making the page yours"): "Hidden" for a
// disabled link, "Starts Dec 1, 09:00" before its window, "Ended" after it; null for a shown link.
import type { Translate } from "#contract/i18n/translate";
import { linkState } from "#contract/link-visibility";
import { formatMonthDayTime } from "../../../format/written-forms";
import { type DraftLink, fromLocalInput } from "../editor/draft";
import { linkRowTexts } from "./links-texts";

export function linkStateLabel(t: Translate, link: DraftLink, now: number): string | null {
  const startsAt = fromLocalInput(link.startsAt);
  const state = linkState(
    { kind: link.kind, enabled: link.enabled, startsAt, endsAt: fromLocalInput(link.endsAt), featured: link.featured },
    now,
  );
  if (state === "hidden") return t(linkRowTexts.hidden);
  if (state === "scheduled" && startsAt !== null)
    return t(linkRowTexts.starts, { when: formatMonthDayTime(new Date(startsAt)) });
  if (state === "ended") return t(linkRowTexts.ended);
  return null;
}
