// Earn (docs/guides/earn.md): visitors tip a page's owner through the tip block, paid on Stripe Checkout
// straight into the owner's own Stripe account (Stripe Connect, Express), with LinkNest's fee by plan.
// The block's rules, the visitor's form and its checks, the fee, how money is written, the Earn area's
// answers and every text the page, the dashboard and the API say live here once.
import { z } from "zod";
import { usernameSchema } from "./account-schemas";
import { pageTexts } from "./page/texts";
import { hasControlCharacter, showsNothing, withoutDirectionControls } from "./visible-text";

// ── The block ─────────────────────────────────────────────────────────────────────────────────────────

export const tipCurrencies = ["usd", "eur", "gbp"] as const;
export type TipCurrency = (typeof tipCurrencies)[number];

/** Whole amounts of the currency, for the presets and a custom tip alike. */
export const tipAmountMin = 1;
export const tipAmountMax = 1000;
export const tipPresetsMax = 4;
const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ",");
const tipRange = `from ${tipAmountMin} to ${withThousands(tipAmountMax)}`;

/** What a visitor may add to a tip. */
export const tipNameMax = 50;
export const tipMessageMax = 200;

/** LinkNest's share of each tip, read from the owner's plan at the moment of the charge. */
export const platformFeePercent = { free: 5, pro: 0 } as const;

/** The fee on an amount in minor units: rounded down, so it never takes more than the rate says. */
export function applicationFee(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/** usd, eur and gbp count in cents and pence: a whole amount is 100 minor units. */
export const minorUnitsPerUnit = 100;

const symbols: Record<TipCurrency, string> = { usd: "$", eur: "€", gbp: "£" };

const isTipCurrency = (value: string): value is TipCurrency => (tipCurrencies as readonly string[]).includes(value);

/** "5.00", "1,000.00": minor units as a figure with two decimals and thousands separators. */
export function moneyFigure(amount: number): string {
  const whole = Math.floor(Math.abs(amount) / minorUnitsPerUnit);
  const cents = String(Math.abs(amount) % minorUnitsPerUnit).padStart(2, "0");
  const digits = `${withThousands(whole)}.${cents}`;
  return amount < 0 ? `-${digits}` : digits;
}

/** Money as Stripe's receipts write it: "$5.00", "€1,000.00", "£0.25"; another currency by its code. */
export function formatMoney(amount: number, currency: string): string {
  const figure = moneyFigure(amount);
  const code = currency.toLowerCase();
  if (!isTipCurrency(code)) return `${figure} ${currency.toUpperCase()}`;
  return figure.startsWith("-") ? `-${symbols[code]}${figure.slice(1)}` : `${symbols[code]}${figure}`;
}

export const earnMessages = {
  // The tip block, in the editor.
  twoTipBlocks: "A page can have only one tip block.",
  tipHasUrl: "A tip block has no URL.",
  tipFeatured: "A tip block cannot be in the spotlight.",
  tipSensitive: "A tip block cannot be marked 18+. Mark the whole page instead.",
  amountsRequired: `Offer one to ${tipPresetsMax} amounts.`,
  amountsTooMany: `Offer at most ${tipPresetsMax} amounts.`,
  amountsRepeated: "Offer each amount once.",
  amountRange: `Each amount is a whole number ${tipRange}.`,
  currencyUnknown: "Choose USD, EUR or GBP.",
  allowCustomInvalid: "allowCustom must be true or false.",
  // A visitor's tip.
  noTipBlock: "This page doesn't take tips.",
  amountNotOffered: "Choose one of the amounts offered.",
  customAmountRange: `Enter a whole amount ${tipRange}.`,
  currencyMismatch: "This page takes tips in another currency. Go back to the page and try again.",
  nameTooLong: `Your name can be at most ${tipNameMax} characters.`,
  nameInvisible: "Your name shows nothing. Leave it empty or write one.",
  nameControlCharacters: "Your name can't contain control characters.",
  messageTooLong: `Your message can be at most ${tipMessageMax} characters.`,
  messageInvisible: "Your message shows nothing. Leave it empty or write one.",
  messageControlCharacters: "Your message can't contain control characters.",
  formFromElsewhere: "Tips can only be sent from this site.",
  formTooLarge: pageTexts.formTooLarge.defaultMessage,
  checkoutFailed: "We couldn't reach our payment provider. Nothing was charged; please try again.",
  // The owner's Earn area.
  connectFailed: "We couldn't reach Stripe. Please try again.",
  notOnboarded: "Finish setting up your Stripe account first: press Connect with Stripe.",
  pageInvalid: "page must be a whole number from 1.",
  pageSizeInvalid: "pageSize must be 20, 50 or 100.",
} as const;

/** A block's preset amounts: one to four distinct whole amounts from 1 to 1,000. Null when they are fine. */
export function tipAmountsProblem(amounts: readonly number[]): string | null {
  if (amounts.length === 0) return earnMessages.amountsRequired;
  if (amounts.length > tipPresetsMax) return earnMessages.amountsTooMany;
  if (amounts.some((amount) => !Number.isInteger(amount) || amount < tipAmountMin || amount > tipAmountMax)) {
    return earnMessages.amountRange;
  }
  if (new Set(amounts).size !== amounts.length) return earnMessages.amountsRepeated;
  return null;
}

/** The amounts as the editor's field holds them, "3, 5, 10": anything but a whole number reads as NaN. */
export function parseTipAmounts(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d{1,7}$/.test(part) ? Number(part) : Number.NaN));
}

export function formatTipAmounts(amounts: readonly number[]): string {
  return amounts.join(", ");
}

/**
 * The block's own fields in a link of the editor's list (profile-schemas.ts): the presets, the currency
 * and whether a visitor may type another amount. Checked together by that schema for kind "tip".
 */
export const tipBlockFields = {
  amounts: z.array(z.number({ error: earnMessages.amountRange }), { error: earnMessages.amountsRequired }).nullish(),
  currency: z.string({ error: earnMessages.currencyUnknown }).trim().toLowerCase().nullish(),
  allowCustom: z.boolean({ error: earnMessages.allowCustomInvalid }).nullish(),
};

// ── The visitor's form ──────────────────────────────────────────────────────────────────────────────

/**
 * The no-script form's fields: the page, the amount pressed (a preset's whole amount, or `custom` with
 * the amount typed), the block's currency, and the optional name and message.
 */
export const tipFormFields = {
  username: "username",
  amount: "amount",
  customAmount: "customAmount",
  currency: "currency",
  name: "name",
  message: "message",
} as const;

/** The amount button's value that means "the amount I typed". */
export const customAmountChoice = "custom";

/** Where Checkout sends the visitor back: the page, with this query naming how it went. */
export const tipReturnQuery = "tip";
export const tipReturns = { thanks: "thanks", cancelled: "cancelled" } as const;
export type TipReturn = keyof typeof tipReturns;

/** An optional line of text with the profile's rules: no control characters, no overrides, not invisible. */
function supporterText(max: number, { tooLong, invisible, control }: Record<string, string>, lines: boolean) {
  return z
    .string()
    .overwrite(withoutDirectionControls)
    .trim()
    .superRefine((text, ctx) => {
      if (text === "") return;
      const problem =
        text.length > max
          ? tooLong
          : showsNothing(text)
            ? invisible
            : hasControlCharacter(text, { lines })
              ? control
              : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((text) => (text === "" ? null : text));
}

/** A visitor's tip as the form posts it; the block it must match is the server's to check. */
export const tipSchema = z.object({
  username: usernameSchema,
  amount: z
    .number({ error: earnMessages.customAmountRange })
    .int(earnMessages.customAmountRange)
    .min(tipAmountMin, earnMessages.customAmountRange)
    .max(tipAmountMax, earnMessages.customAmountRange),
  /** Whether the visitor typed the amount rather than pressing a preset. */
  custom: z.boolean(),
  currency: z.enum(tipCurrencies, { error: earnMessages.currencyMismatch }),
  name: supporterText(
    tipNameMax,
    {
      tooLong: earnMessages.nameTooLong,
      invisible: earnMessages.nameInvisible,
      control: earnMessages.nameControlCharacters,
    },
    false,
  ),
  message: supporterText(
    tipMessageMax,
    {
      tooLong: earnMessages.messageTooLong,
      invisible: earnMessages.messageInvisible,
      control: earnMessages.messageControlCharacters,
    },
    true,
  ),
});
export type TipInput = z.infer<typeof tipSchema>;

/**
 * The form's fields as the schema takes them: a pressed preset is its amount, `custom` the amount typed.
 * A value that is no whole number becomes NaN, which the schema refuses with the amount's message.
 */
export function tipFromForm(form: Record<string, string>): Record<string, unknown> {
  const pressed = form[tipFormFields.amount] ?? "";
  const custom = pressed === customAmountChoice;
  const typed = (custom ? form[tipFormFields.customAmount] : pressed)?.trim() ?? "";
  return {
    username: form[tipFormFields.username] ?? "",
    amount: /^\d{1,7}$/.test(typed) ? Number(typed) : Number.NaN,
    custom,
    currency: (form[tipFormFields.currency] ?? "").toLowerCase(),
    name: form[tipFormFields.name] ?? "",
    message: form[tipFormFields.message] ?? "",
  };
}

/** What the visitor pays for, as Checkout and the receipt name it (the block's own words: page/texts.ts). */
export const tipTexts = {
  productName: (name: string) => `Tip for @${name}`,
} as const;

// ── The owner's Earn area ───────────────────────────────────────────────────────────────────────────

/**
 * not_connected: no Stripe account (or LinkNest's access to it was withdrawn); onboarding: Stripe's
 * onboarding not finished; restricted: finished, but the account cannot take charges; enabled: it can.
 */
export const earnStatuses = ["not_connected", "onboarding", "restricted", "enabled"] as const;
export type EarnStatus = (typeof earnStatuses)[number];

/** GET /api/earn */
export type EarnAccount = {
  status: EarnStatus;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** LinkNest's fee on the next tip: the owner's plan now. */
  feePercent: number;
  /** The connected account's currency; null while there is none. */
  defaultCurrency: string | null;
  /** Stripe lists something it still needs from the owner (else, while restricted, it is verifying). */
  detailsNeeded: boolean;
};

/** The fee as the Earn area says it before anyone connects. */
export const feeText = `LinkNest keeps ${platformFeePercent.free}% of each tip on Free and ${platformFeePercent.pro}% on Pro; Stripe's own processing fees apply either way.`;

export const tipStatuses = ["paid", "refunded", "disputed"] as const;
export type TipStatus = (typeof tipStatuses)[number];

/** A tip received; amounts in the currency's minor units. */
export type Tip = {
  id: string;
  amount: number;
  currency: string;
  /** LinkNest's application fee on it. */
  fee: number;
  name: string | null;
  message: string | null;
  status: TipStatus;
  createdAt: string;
};

/** One month's tips in one currency: `month` as 2026-12 (UTC), money in minor units. */
export type TipTotals = { month: string; currency: string; gross: number; fees: number; net: number };

/** GET /api/earn/tips */
export type TipsPage = { items: Tip[]; total: number; page: number; pageSize: number; totals: TipTotals[] };

export const tipsPageSizes = [20, 50, 100] as const;

/** GET /api/earn/tips?page&pageSize */
export const tipsQuerySchema = z.object({
  page: z.coerce
    .number({ error: earnMessages.pageInvalid })
    .int(earnMessages.pageInvalid)
    .min(1, earnMessages.pageInvalid)
    .max(1_000_000, earnMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: earnMessages.pageSizeInvalid })
    .refine((size) => (tipsPageSizes as readonly number[]).includes(size), earnMessages.pageSizeInvalid)
    .default(tipsPageSizes[0]),
});

/** What the return from Stripe's onboarding says on the Earn area (its ?stripe= query). */
export const earnReturnQuery = "stripe";
export const earnReturns = { returned: "return", refresh: "refresh" } as const;
