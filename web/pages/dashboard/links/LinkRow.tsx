// One entry in the editor, compact: a link's or an embedded player's drag handle, title, URL and "Show on
// page" switch, its state ("Hidden", "Starts Dec 1, 09:00", "Ended", "Spotlight"), click count, the offer
// to show it as a player (or as a link again), Move up / Move down / Remove, and "More" (a disclosure)
// for the rest (LinkMorePanel), which opens by itself when one of its fields has an error to show. A
// section title is its handle, title and buttons. Alt+ArrowUp and
// Alt+ArrowDown anywhere in the row move it too (docs/architecture.md, "The web app"); the row is a
// named group, so its controls can keep short labels.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ChangeEvent, KeyboardEvent } from "react";
import { signupButtonTextMax } from "#contract/audience";
import { limits } from "#contract/limits";
import { FormField } from "../../../components/FormField";
import { useWords } from "../../../i18n/I18nProvider";
import type { DraftLink } from "../editor/draft";
import { fieldInputId, type LinkPart, linkField } from "../editor/fields";
import type { LinkFlags } from "../editor/ProfileEditor";
import { EmbedOffer } from "./EmbedOffer";
import { FlagCheckbox, LinkMorePanel, morePanelParts } from "./LinkMorePanel";
import { HeldBadge } from "./LinkSafety";
import { linkStateLabel } from "./link-state";
import { linkRowTexts } from "./links-texts";
import { TipBlockFields } from "./TipBlockFields";
import { focusTargetOf, type RowFocusTarget } from "./useRowFocus";

/** What each text part takes: no more than its rule allows, so a long paste is cut, never refused after. */
const partMaxLength: Partial<Record<LinkPart, number>> = {
  title: limits.linkTitleMax,
  url: limits.linkUrlMax,
  buttonText: signupButtonTextMax,
};

const moves = {
  [-1]: { label: linkRowTexts.moveUp, arrow: "↑", focus: "up", keys: "Alt+ArrowUp" },
  1: { label: linkRowTexts.moveDown, arrow: "↓", focus: "down", keys: "Alt+ArrowDown" },
} as const;

/** An arrow button, named in words for assistive tech and on hover. */
function MoveButton({
  by,
  disabled,
  onMove,
}: {
  by: -1 | 1;
  disabled: boolean;
  onMove: (by: -1 | 1, keepFocusOn: RowFocusTarget) => void;
}) {
  const move = moves[by];
  const { t } = useWords();
  return (
    <button
      type="button"
      className="button button--small link-row__move"
      data-focus={move.focus}
      aria-label={t(move.label)}
      title={t(move.label)}
      aria-keyshortcuts={move.keys}
      disabled={disabled}
      onClick={() => onMove(by, move.focus)}
    >
      <span aria-hidden="true">{move.arrow}</span>
    </button>
  );
}

type Props = {
  link: DraftLink;
  position: number;
  count: number;
  disabled: boolean;
  now: number;
  errorFor: (part: LinkPart) => string | undefined;
  onChange: (part: LinkPart, value: string) => void;
  onFlags: (flags: LinkFlags) => void;
  onBlur: (part: LinkPart) => void;
  onMove: (by: -1 | 1, keepFocusOn: RowFocusTarget) => void;
  onRemove: () => void;
  /** Whether the owner opened "More"; kept by the card, so it outlives a row made anew. */
  moreOpen: boolean;
  onMoreOpen: (open: boolean) => void;
};

export function LinkRow(props: Props) {
  const { link, position, count, disabled, now, errorFor, onChange, onFlags, onBlur, onMove, onRemove } = props;
  const { moreOpen, onMoreOpen } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: link.key,
    disabled,
  });
  const { t } = useWords();
  const header = link.kind === "header";
  const signup = link.kind === "signup";
  const tip = link.kind === "tip";
  // A form on the page rather than a link: no URL, no spotlight, no 18+, no schedule of its own.
  const block = signup || tip;
  const clicks = link.source?.clicks ?? 0;
  const legendId = `${link.key}-legend`;
  const moreId = `${link.key}-more`;
  const state = header ? null : linkStateLabel(t, link, now);
  const embed = link.kind === "embed";
  const kind = header ? "section" : embed ? "embed" : signup ? "signup" : tip ? "tip" : "link";
  // An error behind More is never hidden: the panel stays open while there is one.
  const moreShown = !header && !block && (moreOpen || morePanelParts.some((part) => errorFor(part)));

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const by = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
    if (by === 0) return;
    event.preventDefault();
    if (disabled || (by === -1 && position === 1) || (by === 1 && position === count)) return;
    onMove(by, focusTargetOf(event.target));
  }

  /** What the inputs share: the draft's value, its message, and the row's shortcuts. */
  const partField = (part: LinkPart, required = true) => ({
    id: fieldInputId(linkField(link.key, part)),
    required,
    "aria-keyshortcuts": "Alt+ArrowUp Alt+ArrowDown",
    "data-focus": part,
    disabled,
    value: link[part],
    maxLength: partMaxLength[part],
    error: errorFor(part),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(part, event.target.value),
    onBlur: () => onBlur(part),
  });

  return (
    <li
      className={`link-row${header ? " link-row--section" : ""}${isDragging ? " link-row--dragging" : ""}`}
      data-link-key={link.key}
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <fieldset
        className="link-row__fields"
        aria-labelledby={legendId}
        tabIndex={-1}
        data-focus="row"
        data-dragging={isDragging ? "true" : undefined}
        onKeyDown={onKeyDown}
      >
        <legend className="link-row__legend" id={legendId}>
          {t(linkRowTexts.name, { kind, position })} <HeldBadge link={link} />
        </legend>
        <div className="link-row__main">
          <button
            type="button"
            className="link-row__handle"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t(linkRowTexts.drag, { kind, position })}
          >
            ⠿
          </button>
          <FormField
            label={t(header ? linkRowTexts.sectionTitle : block ? linkRowTexts.heading : linkRowTexts.title)}
            type="text"
            autoComplete="off"
            {...partField("title")}
          />
          {signup ? (
            <FormField label={t(linkRowTexts.buttonText)} type="text" autoComplete="off" {...partField("buttonText")} />
          ) : null}
          {tip ? (
            <TipBlockFields
              link={link}
              disabled={disabled}
              amountsField={partField("amounts")}
              errorFor={errorFor}
              onFlags={onFlags}
            />
          ) : null}
          {header || block ? null : (
            <FormField
              label={t(embed ? linkRowTexts.mediaUrl : linkRowTexts.url)}
              type="url"
              inputMode="url"
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              {...partField("url")}
            />
          )}
        </div>
        <div className="link-row__bar">
          {header ? null : (
            <FlagCheckbox
              label={t(linkRowTexts.showOnPage)}
              checked={link.enabled}
              disabled={disabled}
              onChange={(enabled) => onFlags({ enabled })}
            />
          )}
          {state ? <span className="link-row__state">{state}</span> : null}
          {!header && link.featured ? (
            <span className="link-row__state link-row__state--spotlight">{t(linkRowTexts.spotlight)}</span>
          ) : null}
          {header || block ? null : <EmbedOffer link={link} disabled={disabled} onFlags={onFlags} />}
          <span className="link-row__clicks">
            {header
              ? t(linkRowTexts.sectionTitle)
              : signup
                ? t(linkRowTexts.subscribersElsewhere)
                : tip
                  ? t(linkRowTexts.tipsElsewhere)
                  : t(linkRowTexts.clicks, { clicks })}
          </span>
          <div className="link-row__actions">
            {header || block ? null : (
              <button
                type="button"
                className="button button--small link-row__more-toggle"
                aria-expanded={moreShown}
                aria-controls={moreId}
                data-focus="more"
                onClick={() => onMoreOpen(!moreShown)}
              >
                {t(linkRowTexts.more)}
              </button>
            )}
            <MoveButton by={-1} disabled={disabled || position === 1} onMove={onMove} />
            <MoveButton by={1} disabled={disabled || position === count} onMove={onMove} />
            <button
              type="button"
              className="button button--small button--danger"
              data-focus="remove"
              disabled={disabled}
              onClick={onRemove}
            >
              {t(linkRowTexts.remove)}
            </button>
          </div>
        </div>
        {moreShown ? (
          <LinkMorePanel
            id={moreId}
            link={link}
            disabled={disabled}
            scheduleField={(part) => partField(part, false)}
            onClearSchedule={() => {
              onChange("startsAt", "");
              onChange("endsAt", "");
            }}
            errorFor={errorFor}
            onFlags={onFlags}
          />
        ) : null}
      </fieldset>
    </li>
  );
}
