// The editor's offer to play a pasted video or track on the page (docs/product.md, "Making the page
// yours"): a link whose URL a player reads (contract/embeds.ts) can be shown as that player, and a player
// turned back into a plain link.
import { embedOf, embedProviders } from "#contract/embeds";
import { useWords } from "../../../i18n/I18nProvider";
import type { DraftLink } from "../editor/draft";
import type { LinkFlags } from "../editor/ProfileEditor";
import { linkRowTexts } from "./links-texts";

type Props = { link: DraftLink; disabled: boolean; onFlags: (flags: LinkFlags) => void };

export function EmbedOffer({ link, disabled, onFlags }: Props) {
  const { t } = useWords();
  if (link.kind === "embed") {
    return (
      <button
        type="button"
        className="button button--small"
        disabled={disabled}
        onClick={() => onFlags({ kind: "link" })}
      >
        {t(linkRowTexts.showAsLink)}
      </button>
    );
  }
  const embed = link.kind === "link" ? embedOf(link.url.trim()) : null;
  if (!embed) return null;
  return (
    <button
      type="button"
      className="button button--small"
      disabled={disabled}
      onClick={() => onFlags({ kind: "embed", featured: false, sensitive: false })}
    >
      {t(linkRowTexts.showAsPlayer, { provider: embedProviders[embed.provider].label })}
    </button>
  );
}
