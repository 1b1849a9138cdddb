// The words of the mail to a page's visitor, who has no account (docs/decisions/057-languages.md): the
// link confirming a sign-up to the page's list, and a reporter told how their report was resolved. Each
// is written in the page's language — with "auto" the one negotiated from the visitor's Accept-Language
// when they signed up or reported — which the job carries. username is the page's owner.
import { defineMessages } from "#contract/i18n/define";
import type { ReportAction } from "#contract/safety";

export const subscriptionMailTexts = defineMessages({
  subject: { id: "mail.subscription.subject", defaultMessage: "Confirm your subscription to @{username}" },
  joining: {
    id: "mail.subscription.joining",
    defaultMessage: "You asked to join @{username}'s mailing list on {appName}.",
  },
  confirm: {
    id: "mail.subscription.confirm",
    defaultMessage:
      "Confirm your address to start getting their updates. The link works once, for {hours, plural, one {# hour} other {# hours}}.",
  },
  button: { id: "mail.subscription.button", defaultMessage: "Confirm subscription" },
  ignore: {
    id: "mail.subscription.ignore",
    defaultMessage: "If you did not sign up, ignore this message: you won't be added.",
  },
});

export const reportMailTexts = defineMessages({
  subject: { id: "mail.report.subject", defaultMessage: "Your report about @{username} was reviewed" },
  thanks: { id: "mail.report.thanks", defaultMessage: "Thank you for reporting the page of @{username}." },
});

/** What a reporter is told of each resolution (docs/product.md, "Trust and safety"). */
export const reportOutcomeTexts = defineMessages({
  dismiss: {
    id: "mail.report.dismissed",
    defaultMessage: "We reviewed the page and found nothing that breaks our rules, so it stays up.",
  },
  suspend: {
    id: "mail.report.suspended",
    defaultMessage: "We reviewed the page and suspended the account; the page is no longer available.",
  },
  "hide-link": { id: "mail.report.linkHidden", defaultMessage: "We reviewed the page and removed the link at fault." },
}) satisfies Record<ReportAction, unknown>;
