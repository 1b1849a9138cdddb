// The tip block on the page (docs/guides/earn.md): a plain form that posts to /tip on the host it was
// served from, so it works without JavaScript. Each preset amount is a submit button of its own; a custom
// amount has its field and button. The name and message are optional. Back from Stripe's Checkout, the
// block says how it went: thanks, or that nothing happened.
import {
  customAmountChoice,
  formatMoney,
  minorUnitsPerUnit,
  type TipReturn,
  tipAmountMax,
  tipAmountMin,
  tipFormFields,
  tipMessageMax,
  tipNameMax,
  tipTexts,
} from "../earn";
import type { PublicLink } from "../types";

type Props = {
  block: Extract<PublicLink, { kind: "tip" }>;
  username: string;
  /** How the visitor's last tip went, when Checkout sent them back here. */
  notice?: TipReturn | undefined;
};

export function TipForm({ block, username, notice }: Props) {
  const headingId = "tip-title";
  return (
    <form className="tip" method="post" action="/tip" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      {notice ? <p role="status">{notice === "thanks" ? tipTexts.thanks : tipTexts.cancelled}</p> : null}
      <input type="hidden" name={tipFormFields.username} value={username} />
      <input type="hidden" name={tipFormFields.currency} value={block.currency} />
      <label htmlFor="tip-name">{tipTexts.nameLabel}</label>
      <input id="tip-name" type="text" name={tipFormFields.name} maxLength={tipNameMax} autoComplete="name" />
      <label htmlFor="tip-message">{tipTexts.messageLabel}</label>
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
            {formatMoney(amount * minorUnitsPerUnit, block.currency)}
          </button>
        ))}
      </div>
      {block.allowCustom ? (
        <div className="tip__custom">
          <label htmlFor="tip-custom">{tipTexts.customLabel(block.currency)}</label>
          <input
            id="tip-custom"
            type="number"
            name={tipFormFields.customAmount}
            min={tipAmountMin}
            max={tipAmountMax}
            step={1}
          />
          <button type="submit" name={tipFormFields.amount} value={customAmountChoice} className="button">
            {tipTexts.customButton}
          </button>
        </div>
      ) : null}
      <small className="quiet">{tipTexts.stripeNote}</small>
    </form>
  );
}
