// The tip block on the page (docs/guides/earn.md): a plain form that posts to /tip on the host it was
// served from, so it works without JavaScript. Each preset amount is a submit button of its own; a custom
// amount has its field and button. The name and message are optional. Back from Stripe's Checkout, the
// block says how it went: thanks, or that nothing happened. Amounts are written by Intl for the page's
// language ("5,00 €" in German, "€5.00" in English).
import {
  customAmountChoice,
  type TipReturn,
  tipAmountMax,
  tipAmountMin,
  tipFormFields,
  tipMessageMax,
  tipNameMax,
} from "../earn";
import type { Translate } from "../i18n/translate";
import type { PublicLink } from "../types";
import { pageTexts } from "./texts";

type Props = {
  block: Extract<PublicLink, { kind: "tip" }>;
  username: string;
  /** How the visitor's last tip went, when Checkout sent them back here. */
  notice?: TipReturn | undefined;
  t: Translate;
};

/** A whole amount in the block's currency, as the page's language writes money. */
function moneyIn(locale: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2 }).format(amount);
}

export function TipForm({ block, username, notice, t }: Props) {
  const headingId = "tip-title";
  return (
    <form className="tip" method="post" action="/tip" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      {notice ? <p role="status">{t(notice === "thanks" ? pageTexts.tipThanks : pageTexts.tipCancelled)}</p> : null}
      <input type="hidden" name={tipFormFields.username} value={username} />
      <input type="hidden" name={tipFormFields.currency} value={block.currency} />
      <label htmlFor="tip-name">{t(pageTexts.tipNameLabel)}</label>
      <input id="tip-name" type="text" name={tipFormFields.name} maxLength={tipNameMax} autoComplete="name" />
      <label htmlFor="tip-message">{t(pageTexts.tipMessageLabel)}</label>
      <textarea id="tip-message" name={tipFormFields.message} maxLength={tipMessageMax} rows={2} />
      <div className="tip__amounts">
        {block.amounts.map((amount) => (
          // A preset needs nothing typed: the custom field's checks must not hold it back.
          <button
            key={amount}
            type="submit"
            name={tipFormFields.amount}
            value={amount}
            className="button"
            formNoValidate
          >
            {moneyIn(t.locale, amount, block.currency)}
          </button>
        ))}
      </div>
      {block.allowCustom ? (
        <div className="tip__custom">
          <label htmlFor="tip-custom">{t(pageTexts.tipCustomLabel, { currency: block.currency.toUpperCase() })}</label>
          <input
            id="tip-custom"
            type="number"
            name={tipFormFields.customAmount}
            min={tipAmountMin}
            max={tipAmountMax}
            step={1}
          />
          <button type="submit" name={tipFormFields.amount} value={customAmountChoice} className="button">
            {t(pageTexts.tipCustomButton)}
          </button>
        </div>
      ) : null}
      <small className="quiet">{t(pageTexts.tipStripeNote)}</small>
    </form>
  );
}
