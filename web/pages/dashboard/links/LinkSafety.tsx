// A link row's trust and safety parts (docs/product.md, "Trust and safety"): the "Held for review" badge on a link the safety
// check or an admin held (absent from the public page until released), and the owner's 18+ switch.
import { safetyMessages } from "#contract/safety";
import { Switch } from "../../../components/Switch";
import { useWords } from "../../../i18n/I18nProvider";
import { type DraftLink, type DraftSocial, isHeldSocial } from "../editor/draft";
import { useProfileEditor } from "../editor/ProfileEditor";
import { linkMoreTexts } from "./links-texts";

export function HeldBadge({ link }: { link: DraftLink }) {
  // Held for the URL it was saved with: an edited URL is checked afresh after the save.
  if (!link.source?.held || link.url.trim() !== link.source.url) return null;
  return (
    <span className="badge badge--warning" title="Hidden from your page until it has been reviewed.">
      {safetyMessages.heldForReview}
    </span>
  );
}

export function HeldSocialBadge({ social }: { social: DraftSocial }) {
  if (!isHeldSocial(social)) return null;
  return (
    <span className="badge badge--warning" title="Hidden from your page until it has been reviewed.">
      {safetyMessages.heldForReview}
    </span>
  );
}

export function LinkSensitiveSwitch({ link, disabled }: { link: DraftLink; disabled: boolean }) {
  const { setSensitive } = useProfileEditor();
  const { t } = useWords();
  return (
    <Switch
      label={t(linkMoreTexts.sensitive)}
      checked={Boolean(link.sensitive)}
      disabled={disabled}
      onChange={(value) => setSensitive(link.key, value)}
    />
  );
}
