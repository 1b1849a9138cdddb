// A tip block's own fields in its row of the Links card (docs/guides/earn.md): the preset amounts as one
// field ("3, 5, 10"), the currency, and whether visitors may type an amount of their own. The block shows
// on the page only while the owner's Stripe account can take tips: the row says so and leads to Earn.
import type { ChangeEvent } from "react";
import { Link } from "react-router";
import { tipAmountMax, tipAmountMin, tipCurrencies, tipPresetsMax } from "#contract/earn";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField, type FormFieldProps } from "../../../components/FormField";
import { useWords } from "../../../i18n/I18nProvider";
import { useSectionLink } from "../current-page";
import type { DraftLink } from "../editor/draft";
import { fieldInputId, type LinkPart, linkField } from "../editor/fields";
import type { LinkFlags } from "../editor/ProfileEditor";
import { FlagCheckbox } from "./LinkMorePanel";
import { tipBlockTexts as texts } from "./links-texts";

type Props = {
  link: DraftLink;
  disabled: boolean;
  /** The amounts field's value, message and shortcuts, as the row gives every text field. */
  amountsField: Omit<FormFieldProps, "label" | "id"> & { id: string };
  errorFor: (part: LinkPart) => string | undefined;
  onFlags: (flags: LinkFlags) => void;
};

// The limits as the contract writes them in its messages' English ("1000"), not as a count.
const amountLimits = { count: String(tipPresetsMax), min: String(tipAmountMin), max: String(tipAmountMax) };

export function TipBlockFields({ link, disabled, amountsField, errorFor, onFlags }: Props) {
  const sectionLink = useSectionLink();
  const { t } = useWords();
  const currencyId = fieldInputId(linkField(link.key, "currency"));
  return (
    <>
      <FormField
        label={t(texts.amounts)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        hint={t(texts.amountsHint, amountLimits)}
        {...amountsField}
      />
      <FieldFrame id={currencyId} label={t(texts.currency)} error={errorFor("currency")}>
        {(aria) => (
          <select
            {...aria}
            className="field__input"
            value={link.currency}
            disabled={disabled}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              onFlags({ currency: event.target.value as DraftLink["currency"] })
            }
          >
            {tipCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency.toUpperCase()}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FlagCheckbox
        label={t(texts.allowCustom)}
        checked={link.allowCustom}
        disabled={disabled}
        onChange={(allowCustom) => onFlags({ allowCustom })}
      />
      <p className="field__hint link-row__tip-note">
        {t(texts.shownWhen)} <Link to={sectionLink("/dashboard/earn")}>{t(texts.earnLink)}</Link>
      </p>
    </>
  );
}
