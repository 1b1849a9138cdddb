// One link in the editor: its title and url (messages after blur, product §5), its click count, and the
// Move up / Move down / Remove buttons. Alt+ArrowUp and Alt+ArrowDown anywhere in the row move it too
// (architecture §11 "keyboard reorder"); the row is a named group, so its controls can keep short labels.
import type { ChangeEvent, KeyboardEvent } from "react";
import { FormField } from "../../../components/FormField";
import type { DraftLink } from "../editor/draft";
import { fieldInputId, type LinkPart, linkField } from "../editor/fields";
import { HeldBadge, LinkSensitiveSwitch } from "./LinkSafety";
import { focusTargetOf, type RowFocusTarget } from "./useRowFocus";

type Props = {
  link: DraftLink;
  position: number;
  count: number;
  disabled: boolean;
  errorFor: (part: LinkPart) => string | undefined;
  onChange: (part: LinkPart, value: string) => void;
  onBlur: (part: LinkPart) => void;
  onMove: (by: -1 | 1, keepFocusOn: RowFocusTarget) => void;
  onRemove: () => void;
};

export function LinkRow({ link, position, count, disabled, errorFor, onChange, onBlur, onMove, onRemove }: Props) {
  const clicks = link.source?.clicks ?? 0;
  const legendId = `${link.key}-legend`;

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const by = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
    if (by === 0) return;
    event.preventDefault();
    if (disabled || (by === -1 && position === 1) || (by === 1 && position === count)) return;
    onMove(by, focusTargetOf(event.target));
  }

  /** What the title and the url input share: the draft's value, its message, and the row's shortcuts. */
  const partField = (part: LinkPart) => ({
    id: fieldInputId(linkField(link.key, part)),
    required: true,
    "aria-keyshortcuts": "Alt+ArrowUp Alt+ArrowDown",
    "data-focus": part,
    disabled,
    value: link[part],
    error: errorFor(part),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(part, event.target.value),
    onBlur: () => onBlur(part),
  });

  return (
    <li className="link-row" data-link-key={link.key}>
      <fieldset
        className="link-row__fields"
        aria-labelledby={legendId}
        tabIndex={-1}
        data-focus="row"
        onKeyDown={onKeyDown}
      >
        <legend className="link-row__legend" id={legendId}>
          Link {position} <HeldBadge link={link} />
        </legend>
        <div className="link-row__body">
          <FormField label="Title" type="text" autoComplete="off" {...partField("title")} />
          <FormField
            label="URL"
            type="url"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            {...partField("url")}
          />
          <LinkSensitiveSwitch link={link} disabled={disabled} />
          <div className="link-row__footer split-row">
            <span className="link-row__clicks">
              {clicks} {clicks === 1 ? "click" : "clicks"}
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
