// One entry in the editor: a link (title, url, its click count, whether it shows, the spotlight and its
// schedule), an embedded player (the same without the spotlight and 18+) or a section title, with a drag handle and the Move up / Move down / Remove buttons.
// Alt+ArrowUp and Alt+ArrowDown anywhere in the row move it too (docs/architecture.md, "The web app");
// the row is a named group, so its controls can keep short labels. A link a visitor would not see now
// says why ("Hidden", "Starts Dec 1, 09:00", "Ended").
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ChangeEvent, KeyboardEvent } from "react";
import { FormField } from "../../../components/FormField";
import type { DraftLink } from "../editor/draft";
import { fieldInputId, type LinkPart, linkField } from "../editor/fields";
import type { LinkFlags } from "../editor/ProfileEditor";
import { EmbedOffer } from "./EmbedOffer";
import { HeldBadge, LinkSensitiveSwitch } from "./LinkSafety";
import { LinkThumbnail } from "./LinkThumbnail";
import { linkStateLabel } from "./link-state";
import { focusTargetOf, type RowFocusTarget } from "./useRowFocus";

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
};

export function LinkRow(props: Props) {
  const { link, position, count, disabled, now, errorFor, onChange, onFlags, onBlur, onMove, onRemove } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: link.key,
    disabled,
  });
  const header = link.kind === "header";
  const clicks = link.source?.clicks ?? 0;
  const legendId = `${link.key}-legend`;
  const state = header ? null : linkStateLabel(link, now);
  const embed = link.kind === "embed";
  const name = header ? "Section" : embed ? "Embed" : "Link";

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
        onKeyDown={onKeyDown}
      >
        <legend className="link-row__legend" id={legendId}>
          {name} {position} <HeldBadge link={link} />
        </legend>
        <div className="link-row__head">
          <button
            type="button"
            className="link-row__handle"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${name.toLowerCase()} ${position} to reorder`}
          >
            ⠿
          </button>
          {state ? <span className="link-row__state">{state}</span> : null}
          {!header && link.featured ? (
            <span className="link-row__state link-row__state--spotlight">Spotlight</span>
          ) : null}
        </div>
        <div className="link-row__body">
          <FormField
            label={header ? "Section title" : "Title"}
            type="text"
            autoComplete="off"
            {...partField("title")}
          />
          {header ? null : (
            <>
              <FormField
                label={embed ? "Video or track URL" : "URL"}
                type="url"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                {...partField("url")}
              />
              <div className="link-row__options">
                <label className="switch">
                  <input
                    type="checkbox"
                    checked={link.enabled}
                    disabled={disabled}
                    onChange={(event) => onFlags({ enabled: event.target.checked })}
                  />
                  Show on page
                </label>
                {embed ? null : (
                  <>
                    <label className="switch">
                      <input
                        type="checkbox"
                        checked={link.featured}
                        disabled={disabled}
                        onChange={(event) => onFlags({ featured: event.target.checked })}
                      />
                      Spotlight
                    </label>
                    <LinkSensitiveSwitch link={link} disabled={disabled} />
                  </>
                )}
                <EmbedOffer link={link} disabled={disabled} onFlags={onFlags} />
                <LinkThumbnail link={link} disabled={disabled} />
              </div>
              <fieldset className="link-row__schedule">
                <legend className="field__label">Schedule (Pro)</legend>
                <FormField label="Starts" type="datetime-local" {...partField("startsAt", false)} />
                <FormField label="Ends" type="datetime-local" {...partField("endsAt", false)} />
              </fieldset>
            </>
          )}
          <div className="link-row__footer split-row">
            <span className="link-row__clicks">
              {header ? "Section title" : `${clicks} ${clicks === 1 ? "click" : "clicks"}`}
            </span>
            <div className="link-row__actions">
              <button
                type="button"
                className="button button--small"
                data-focus="up"
                aria-keyshortcuts="Alt+ArrowUp"
                disabled={disabled || position === 1}
                onClick={() => onMove(-1, "up")}
              >
                Move up
              </button>
              <button
                type="button"
                className="button button--small"
                data-focus="down"
                aria-keyshortcuts="Alt+ArrowDown"
                disabled={disabled || position === count}
                onClick={() => onMove(1, "down")}
              >
                Move down
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                data-focus="remove"
                disabled={disabled}
                onClick={onRemove}
              >
                Remove
              </button>
            </div>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
