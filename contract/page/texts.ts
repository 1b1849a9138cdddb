// The public page's own words (docs/guides/public-page.md, "How a request is answered"): everything the page, its forms
// and the pages they answer with say to a visitor, in the English of docs/product.md, word for word. The
// page speaks them in its language (contract/i18n/locales.ts); the owner's own texts are never translated.
// The refusals a visitor's form can meet are the API's messages too: their modules read the English here,
// so a refusal and its translation have one home.
import { defineMessages } from "../i18n/define";

export const pageTexts = defineMessages({
  reportNavigation: {
    id: "page.report.navigation",
    defaultMessage: "Report this page",
    description: "Accessible name of the landmark around the page's small Report link",
  },
  reportLink: { id: "page.report.link", defaultMessage: "Report", description: "Small link in the page's top corner" },
  branding: {
    id: "page.branding",
    defaultMessage: "Made with LinkNest",
    description: "The page's footer link to sign up; LinkNest is the product's name",
  },
  userNotFound: { id: "page.notFound.title", defaultMessage: "User not found" },
  notFoundText: {
    id: "page.notFound.text",
    defaultMessage: "This profile doesn't exist. Check the username and try again.",
  },
  goHome: {
    id: "page.notFound.home",
    defaultMessage: "Go to {appName}",
    description: "Button on the page for an unknown user; appName is the product's name",
  },
  loadFailed: { id: "page.failed.title", defaultMessage: "Failed to load user profile" },
  loadFailedText: { id: "page.failed.text", defaultMessage: "Something went wrong on our side." },
  tryAgain: { id: "page.failed.retry", defaultMessage: "Try Again", description: "Button that reloads the page" },
  sensitiveTitle: { id: "page.sensitive.title", defaultMessage: "Sensitive content" },
  sensitiveNotice: { id: "page.sensitive.page", defaultMessage: "This page may contain sensitive content." },
  sensitiveLinkNotice: { id: "page.sensitive.link", defaultMessage: "This link may contain sensitive content." },
  sensitiveMarked: {
    id: "page.sensitive.marked",
    defaultMessage: "@{username} marked it as for adults (18+) only.",
    description: "username is the page owner's handle",
  },
  continue: { id: "page.sensitive.continue", defaultMessage: "Continue" },
  goBack: { id: "page.sensitive.back", defaultMessage: "Go back" },

  reportTitle: { id: "page.reportForm.title", defaultMessage: "Report @{username}" },
  reportDescription: { id: "page.reportForm.description", defaultMessage: "Report a page on {appName}" },
  reportIntro: {
    id: "page.reportForm.intro",
    defaultMessage: "Tell us what is wrong with this page. Reports are anonymous unless you leave an email.",
  },
  reason: { id: "page.reportForm.reason", defaultMessage: "Reason" },
  reasonPhishing: { id: "page.reportForm.reason.phishing", defaultMessage: "Phishing or scam" },
  reasonSpam: { id: "page.reportForm.reason.spam", defaultMessage: "Spam" },
  reasonImpersonation: { id: "page.reportForm.reason.impersonation", defaultMessage: "Impersonation" },
  reasonAdult: { id: "page.reportForm.reason.adult", defaultMessage: "Adult content" },
  reasonHate: { id: "page.reportForm.reason.hate", defaultMessage: "Hate or harassment" },
  reasonOther: { id: "page.reportForm.reason.other", defaultMessage: "Something else" },
  details: { id: "page.reportForm.details", defaultMessage: "Details" },
  contact: { id: "page.reportForm.contact", defaultMessage: "Your email (optional, to hear the outcome)" },
  sendReport: { id: "page.reportForm.send", defaultMessage: "Send report" },
  backToPageShort: { id: "page.reportForm.back", defaultMessage: "Back to the page" },
  reportSent: { id: "page.reportForm.sent", defaultMessage: "Report sent" },
  reportReceived: {
    id: "page.reportForm.received",
    defaultMessage: "Thanks. Your report has been received and will be reviewed.",
  },
  reasonInvalid: {
    id: "page.reportForm.reasonInvalid",
    defaultMessage:
      "Choose a reason: Phishing or scam, Spam, Impersonation, Adult content, Hate or harassment, Something else.",
  },
  detailsRequired: { id: "page.reportForm.detailsRequired", defaultMessage: "Tell us what is wrong." },
  detailsTooLong: { id: "page.reportForm.detailsTooLong", defaultMessage: "Details must be at most 1000 characters." },
  contactInvalid: {
    id: "page.reportForm.contactInvalid",
    defaultMessage: "Enter a valid email address, or leave it empty.",
  },
  tooManyAttempts: {
    id: "page.tooManyAttempts",
    defaultMessage: "Too many attempts. Please wait {minutes, plural, one {a minute} other {# minutes}} and try again.",
    description: "A form was sent too often; minutes is how long the wait lasts, rounded up",
  },

  signupEmailLabel: { id: "page.signup.email", defaultMessage: "E-mail address" },
  signupHoneypot: {
    id: "page.signup.honeypot",
    defaultMessage: "Leave empty",
    description: "Label of a hidden field only bots fill in; people never see it",
  },
  signupJoining: {
    id: "page.signup.joining",
    defaultMessage: "You're joining @{username}'s mailing list. We'll e-mail you a link to confirm.",
    description: "Under the sign-up form; username is the page owner's handle",
  },
  checkInboxTitle: { id: "page.signup.checkInbox.title", defaultMessage: "Check your inbox" },
  checkInbox: {
    id: "page.signup.checkInbox",
    defaultMessage: "Almost there! Check your inbox and open the link we sent to confirm your subscription.",
  },
  sendAgainHint: {
    id: "page.signup.sendAgain.hint",
    defaultMessage: "No e-mail after a few minutes? Check your spam folder, or:",
    description: "Above the button that asks for the confirmation e-mail again",
  },
  sendAgain: { id: "page.signup.sendAgain", defaultMessage: "Send it again" },
  confirmedTitle: { id: "page.signup.confirmed.title", defaultMessage: "Subscription confirmed" },
  confirmed: {
    id: "page.signup.confirmed",
    defaultMessage: "You're subscribed to @{username}'s list. Thanks for signing up!",
  },
  alreadySubscribedTitle: { id: "page.signup.already.title", defaultMessage: "You're already subscribed" },
  alreadySubscribed: {
    id: "page.signup.already",
    defaultMessage: "This address is already on @{username}'s list. There's nothing more to do.",
  },
  linkInvalidTitle: { id: "page.signup.linkInvalid.title", defaultMessage: "This link doesn't work" },
  linkInvalid: {
    id: "page.signup.linkInvalid",
    defaultMessage:
      "This confirmation link is invalid, was already used or has expired. Sign up again to get a new one.",
  },
  noToken: {
    id: "page.signup.noToken",
    defaultMessage: "This confirmation link is incomplete. Open the whole link from the e-mail.",
  },
  signupRefusedTitle: { id: "page.signup.refused.title", defaultMessage: "We couldn't sign you up" },
  emailInvalid: { id: "page.signup.emailInvalid", defaultMessage: "Enter a valid email address." },
  emailDisposable: {
    id: "page.signup.emailDisposable",
    defaultMessage: "Use a permanent e-mail address, not a throwaway one.",
  },
  noSignupBlock: { id: "page.signup.noBlock", defaultMessage: "This page doesn't collect e-mail sign-ups." },
  notQueued: {
    id: "page.signup.notQueued",
    defaultMessage: "We couldn't send the confirmation e-mail. Please try again.",
  },
  signupFromElsewhere: { id: "page.signup.elsewhere", defaultMessage: "Sign-ups can only be sent from this site." },
  formTooLarge: { id: "page.form.tooLarge", defaultMessage: "The form is too large." },
  backToPage: {
    id: "page.back",
    defaultMessage: "Back to @{username}'s page",
    description: "Button on the pages a sign-up or a tip answers with",
  },

  tipCustomLabel: {
    id: "page.tip.customLabel",
    defaultMessage: "Other amount ({currency})",
    description: "currency is a code such as USD",
  },
  tipCustomButton: { id: "page.tip.customButton", defaultMessage: "Tip", description: "Button: send a tip" },
  tipNameLabel: { id: "page.tip.name", defaultMessage: "Your name (optional)" },
  tipMessageLabel: { id: "page.tip.message", defaultMessage: "Message (optional)" },
  tipStripeNote: { id: "page.tip.stripe", defaultMessage: "Paid securely with Stripe." },
  tipThanks: { id: "page.tip.thanks", defaultMessage: "Thank you for your tip! Stripe e-mails you a receipt." },
  tipCancelled: {
    id: "page.tip.cancelled",
    defaultMessage: "Nothing happened: no tip was made and you were not charged.",
  },
  tipRefusedTitle: { id: "page.tip.refused.title", defaultMessage: "We couldn't start your tip" },
});

/** A refusal the API words in English, in the page's language when the catalog holds it; else as it came. */
export function visitorRefusal(t: (message: (typeof pageTexts)[keyof typeof pageTexts]) => string, english: string) {
  const message = refusalsByEnglish.get(english);
  return message ? t(message) : english;
}

const refusalsByEnglish = new Map(Object.values(pageTexts).map((message) => [message.defaultMessage, message]));
