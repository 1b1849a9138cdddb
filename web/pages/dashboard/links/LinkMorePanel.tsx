// The part of a link row behind "More" (docs/product.md, "Dashboard"): the spotlight and the 18+ mark
// (not on an embedded player), the link's thumbnail, and the schedule — date fields for a Pro owner, the
// Pro offer for a free one (who can still remove a schedule kept from Pro days), so no date is typed only
// to be refused after Save. A schedule error from the server still shows here. Fields a kind of link adds
// belong here too, so the row itself stays one line of title and URL.
import { useQuery } from "@tanstack/react-query";
import { profileMessages } from "#contract/profile-schemas";
import { FormField, type FormFieldProps } from "../../../components/FormField";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../../i18n/refusal-words";
import type { DraftLink } from "../editor/draft";
import type { LinkPart } from "../editor/fields";
import type { LinkFlags } from "../editor/ProfileEditor";
import { ProOffer } from "../subscription/ProOffer";
import { subscriptionQuery } from "../subscription/useSubscription";
import { LinkSensitiveSwitch } from "./LinkSafety";
import { LinkThumbnail } from "./LinkThumbnail";
import { linkRowTexts, linkMoreTexts as texts } from "./links-texts";

/** The parts behind More: a row opens it by itself when one of them has an error to show. */
export const morePanelParts = ["startsAt", "endsAt"] as const satisfies readonly LinkPart[];

/** A link's on/off flag ("Show on page", "Spotlight"): a labelled checkbox in the row's switch look. */
export function FlagCheckbox(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

type Props = {
  id: string;
  link: DraftLink;
  disabled: boolean;
  scheduleField: (part: (typeof morePanelParts)[number]) => Omit<FormFieldProps, "label">;
  errorFor: (part: LinkPart) => string | undefined;
  onFlags: (flags: LinkFlags) => void;
  /** Empties both dates: what a free owner may still do with a schedule set while Pro. */
  onClearSchedule: () => void;
};

export function LinkMorePanel({ id, link, disabled, scheduleField, errorFor, onFlags, onClearSchedule }: Props) {
  const isPro = useQuery(subscriptionQuery).data?.isPro ?? false;
  const { t } = useWords();
  // The offer says what the server's refusal of a free owner's schedule says, in the same words (the
  // refusal's, web/i18n/refusals.ts), so that refusal is shown once.
  const proOnly = refusalInReadersWords(profileMessages.schedulingProOnly);
  const scheduleErrors = morePanelParts
    .map((part) => errorFor(part))
    .filter((message) => message && message !== proOnly);
  return (
    <div className="link-row__more" id={id}>
      <div className="link-row__options">
        {link.kind === "embed" ? null : (
          <>
            <FlagCheckbox
              label={t(linkRowTexts.spotlight)}
              checked={link.featured}
              disabled={disabled}
              onChange={(featured) => onFlags({ featured })}
            />
            <LinkSensitiveSwitch link={link} disabled={disabled} />
          </>
        )}
        <LinkThumbnail link={link} disabled={disabled} />
      </div>
      <fieldset className="link-row__schedule">
        <legend className="field__label">{t(texts.schedule)}</legend>
        {isPro ? (
          <>
            <FormField label={t(texts.starts)} type="datetime-local" {...scheduleField("startsAt")} />
            <FormField label={t(texts.ends)} type="datetime-local" {...scheduleField("endsAt")} />
          </>
        ) : (
          <>
            <ProOffer message={proOnly} />
            {link.startsAt || link.endsAt ? (
              // A schedule set while Pro stays as it was (the server takes it back unchanged); a free
              // owner can still take it off, which the server allows.
              <p className="link-row__kept-schedule">
                {t(texts.keptSchedule)}
                <button type="button" className="button button--small" disabled={disabled} onClick={onClearSchedule}>
                  {t(texts.removeSchedule)}
                </button>
              </p>
            ) : null}
            {scheduleErrors.map((message) => (
              <p key={message} className="field__error" role="alert">
                {message}
              </p>
            ))}
          </>
        )}
      </fieldset>
    </div>
  );
}
