// A link row's trust and safety parts (docs/product.md, "Trust and safety"): the "Held for review" badge on a link the safety
// check or an admin held (absent from the public page until released), and the owner's 18+ switch.
import { Switch } from "../../../components/Switch";
import { useWords } from "../../../i18n/I18nProvider";
import { type DraftLink, type DraftSocial, isHeldSocial } from "../editor/draft";
import { useProfileEditor } from "../editor/ProfileEditor";
import { linkMoreTexts, linkRowTexts } from "./links-texts";

/** "Held for review", and why on hover. */
function Held() {
  const { t } = useWords();
  return (
    <span className="badge badge--warning" title={t(linkRowTexts.heldWhy)}>
      {t(linkRowTexts.held)}
    </span>
  );
}

export function HeldBadge({ link }: { link: DraftLink }) {
  // Held for the URL it was saved with: an edited URL is checked afresh after the save.
  if (!link.source?.held || link.url.trim() !== link.source.url) return null;
  return <Held />;
}

export function HeldSocialBadge({ social }: { social: DraftSocial }) {
  if (!isHeldSocial(social)) return null;
  return <Held />;
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
