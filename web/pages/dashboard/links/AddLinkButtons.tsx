// Adding a link (docs/product.md, "Screens" and "Limits"): from a preset with its prefilled url, or blank. At the maximum number
// of links the buttons are disabled and the reason is given next to them.
import type { RefObject } from "react";
import { audienceMessages } from "#contract/audience";
import { earnMessages } from "#contract/earn";
import { limits } from "#contract/limits";
import { useWords } from "../../../i18n/I18nProvider";
import type { LinkPreset } from "./link-presets";
import { linkPresets } from "./link-presets";
import { linksTexts } from "./links-texts";

type Props = {
  atLimit: boolean;
  disabled: boolean;
  onAdd: (preset: LinkPreset | null) => void;
  /** A section title between links (docs/product.md, "Making the page yours"). */
  onAddSection: () => void;
  /** A YouTube, Vimeo, Spotify or SoundCloud player (contract/embeds.ts). */
  onAddEmbed: () => void;
  /** The e-mail sign-up block (docs/guides/audience.md): one per page, so offered while there is none. */
  onAddSignup: () => void;
  hasSignup: boolean;
  /** The tip block (docs/guides/earn.md): one per page as well. */
  onAddTip: () => void;
  hasTip: boolean;
  /** Takes focus when the last link is removed, so focus never falls back to the page. */
  groupRef: RefObject<HTMLFieldSetElement | null>;
};

/**
 * The group's id: a first step elsewhere (an empty card that waits for a block on the page) leads here, and
 * the group takes the focus when the dashboard opens at it (components/RouteAnnouncer.tsx).
 */
export const addBlockAnchor = "add-links";

export function AddLinkButtons({
  atLimit,
  disabled,
  onAdd,
  onAddSection,
  onAddEmbed,
  onAddSignup,
  hasSignup,
  onAddTip,
  hasTip,
  groupRef,
}: Props) {
  const { t } = useWords();
  return (
    <fieldset
      id={addBlockAnchor}
      className="add-links"
      aria-describedby={atLimit ? "add-links-limit" : undefined}
      tabIndex={-1}
      ref={groupRef}
    >
      <legend className="add-links__title">{t(linksTexts.addTitle)}</legend>
      <div className="add-links__buttons">
        {linkPresets.map((preset) => (
          <button
            key={preset.name}
            type="button"
            className="button button--small"
            disabled={disabled || atLimit}
            onClick={() => onAdd(preset)}
          >
            {preset.name}
          </button>
        ))}
        <button
          type="button"
          className="button button--small"
          disabled={disabled || atLimit}
          onClick={() => onAdd(null)}
        >
          {t(linksTexts.blankLink)}
        </button>
        <button type="button" className="button button--small" disabled={disabled || atLimit} onClick={onAddSection}>
          {t(linksTexts.sectionTitle)}
        </button>
        <button type="button" className="button button--small" disabled={disabled || atLimit} onClick={onAddEmbed}>
          {t(linksTexts.embed)}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={disabled || atLimit || hasSignup}
          title={hasSignup ? audienceMessages.twoSignupBlocks : undefined}
          onClick={onAddSignup}
        >
          {t(linksTexts.emailSignup)}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={disabled || atLimit || hasTip}
          title={hasTip ? earnMessages.twoTipBlocks : undefined}
          onClick={onAddTip}
        >
          {t(linksTexts.tipJar)}
        </button>
      </div>
      {atLimit && (
        <p className="field__hint" id="add-links-limit">
          {t(linksTexts.atLimit, { max: limits.linksMax })}
        </p>
      )}
    </fieldset>
  );
}
