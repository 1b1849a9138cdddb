// The words around the legal pages' text — when it last changed, how to report abuse, the operator's
// contact — in the reader's language (docs/decisions/057-languages.md). The legal text itself is English.
import { defineMessages } from "#contract/i18n/define";

export const legalTexts = defineMessages({
  lastUpdated: {
    id: "app.legal.lastUpdated",
    defaultMessage: "Last updated: {date}",
    description: "{date} is a day, written out",
  },
  reportAbuse: { id: "app.legal.reportAbuse", defaultMessage: "Report abuse" },
  reportHow: {
    id: "app.legal.reportHow",
    defaultMessage:
      "To report a page for phishing, spam, impersonation, unlabelled adult content or hate, use the Report link in the top corner of that page; reports can be anonymous.",
  },
  writeTo: {
    id: "app.legal.writeTo",
    defaultMessage: "You can also write to",
    description: "Followed by the operator's e-mail address, then app.legal.securityIssues",
  },
  securityIssues: {
    id: "app.legal.securityIssues",
    defaultMessage: ", which is also the address for security issues (see",
    description: "Followed by a link named security.txt and a closing parenthesis",
  },
  contactInMail: {
    id: "app.legal.contactInMail",
    defaultMessage: "Contact details are listed in the footer of every e-mail we send.",
  },
  email: { id: "app.legal.email", defaultMessage: "E-mail:", description: "Followed by the operator's address" },
});
