// A tip block's own fields in its row of the Links card (docs/guides/earn.md): the preset amounts as one
// field ("3, 5, 10"), the currency, and whether visitors may type an amount of their own. The block shows
// on the page only while the owner's Stripe account can take tips: the row says so and leads to Earn.
import type { ChangeEvent } from "react";
import { Link } from "react-router";
import { tipAmountMax, tipAmountMin, tipCurrencies, tipPresetsMax } from "#contract/earn";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField, type FormFieldProps } from "../../../components/FormField";
import { useSectionLink } from "../current-page";
import type { DraftLink } from "../editor/draft";
import { fieldInputId, type LinkPart, linkField } from "../editor/fields";
import type { LinkFlags } from "../editor/ProfileEditor";
import { FlagCheckbox } from "./LinkMorePanel";

type Props = {
  link: DraftLink;
  disabled: boolean;
  /** The amounts field's value, message and shortcuts, as the row gives every text field. */
  amountsField: Omit<FormFieldProps, "label" | "id"> & { id: string };
  errorFor: (part: LinkPart) => string | undefined;
  onFlags: (flags: LinkFlags) => void;
};

export const tipBlockTexts = {
  amountsHint: `One to ${tipPresetsMax} whole amounts from ${tipAmountMin} to ${tipAmountMax}, separated by commas.`,
  allowCustom: "Visitors may choose an amount",
  shownWhen: "Shown on your page while your Stripe account can accept tips.",
  earnLink: "Set up tips on Earn",
} as const;

export function TipBlockFields({ link, disabled, amountsField, errorFor, onFlags }: Props) {
  const sectionLink = useSectionLink();
  const currencyId = fieldInputId(linkField(link.key, "currency"));
  return (
    <>
      <FormField
        label="Amounts"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        hint={tipBlockTexts.amountsHint}
        {...amountsField}
      />
      <FieldFrame id={currencyId} label="Currency" error={errorFor("currency")}>
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
        label={tipBlockTexts.allowCustom}
        checked={link.allowCustom}
        disabled={disabled}
        onChange={(allowCustom) => onFlags({ allowCustom })}
      />
      <p className="field__hint link-row__tip-note">
        {tipBlockTexts.shownWhen} <Link to={sectionLink("/dashboard/earn")}>{tipBlockTexts.earnLink}</Link>
      </p>
    </>
  );
}
