// The audience (docs/guides/audience.md): the e-mail sign-up block a page carries, the address a visitor
// leaves in it, the owner's list of confirmed subscribers and the Pro webhook that hears of each one.
// The schemas of every call, the texts the page, the pages after it, the dashboard's Audience card and
// the API say, and the answers' shapes live here once.
import { z } from "zod";
import { emailSchema, usernameSchema } from "./account-schemas";
import { pageTexts } from "./page/texts";

/** The sign-up block's heading is a link title (100); its button is short. */
export const signupButtonTextMax = 40;
/** A receiver's address: as long as a link's may be. */
export const webhookUrlMax = 2048;

/** How long a mailed confirmation link works. */
export const signUpConfirmationHours = 48;

/** The Audience card's page sizes; the first is the default. */
export const audiencePageSizes = [20, 50, 100] as const;

/**
 * Throwaway-mailbox domains refused at sign-up: the large providers' own domains, kept short on purpose.
 * The published lists run to a hundred thousand domains (megabytes the Worker would carry on every
 * request), and an address that slips through still has to open its confirmation link to count
 * (docs/decisions/042-audience-sign-ups-and-webhooks.md).
 */
export const disposableEmailDomains: ReadonlySet<string> = new Set([
  "10minutemail.com",
  "10minutemail.net",
  "20minutemail.com",
  "33mail.com",
  "dispostable.com",
  "discard.email",
  "emailondeck.com",
  "fakeinbox.com",
  "getairmail.com",
  "getnada.com",
  "guerrillamail.biz",
  "guerrillamail.com",
  "guerrillamail.de",
  "guerrillamail.info",
  "guerrillamail.net",
  "guerrillamail.org",
  "guerrillamailblock.com",
  "grr.la",
  "sharklasers.com",
  "spam4.me",
  "maildrop.cc",
  "mailinator.com",
  "mailinator.net",
  "mailnesia.com",
  "mintemail.com",
  "mohmal.com",
  "mytemp.email",
  "nada.email",
  "spambox.us",
  "spamgourmet.com",
  "temp-mail.io",
  "temp-mail.org",
  "tempail.com",
  "tempmail.com",
  "tempmail.dev",
  "tempmailo.com",
  "tempr.email",
  "throwawaymail.com",
  "trashmail.com",
  "trashmail.de",
  "trashmail.net",
  "yopmail.com",
  "yopmail.fr",
  "yopmail.net",
]);

export const audienceMessages = {
  // The sign-up block, in the editor.
  buttonTextRequired: "Button text is required",
  buttonTextTooLong: `Max ${signupButtonTextMax} characters`,
  twoSignupBlocks: "A page can have only one e-mail sign-up block.",
  signupHasUrl: "An e-mail sign-up block has no URL.",
  signupFeatured: "An e-mail sign-up block cannot be in the spotlight.",
  signupSensitive: "An e-mail sign-up block cannot be marked 18+. Mark the whole page instead.",
  // A visitor's sign-up.
  emailDisposable: pageTexts.emailDisposable.defaultMessage,
  noSignupBlock: pageTexts.noSignupBlock.defaultMessage,
  checkInbox: pageTexts.checkInbox.defaultMessage,
  notQueued: pageTexts.notQueued.defaultMessage,
  formFromElsewhere: pageTexts.signupFromElsewhere.defaultMessage,
  formTooLarge: pageTexts.formTooLarge.defaultMessage,
  // The confirmation link.
  linkInvalid: pageTexts.linkInvalid.defaultMessage,
  noToken: pageTexts.noToken.defaultMessage,
  // The owner's list.
  subscriberNotFound: "Subscriber not found",
  subscriberDeleted: "Subscriber removed.",
  pageInvalid: "page must be a whole number from 1.",
  pageSizeInvalid: `pageSize must be ${audiencePageSizes.join(", ").replace(/, (\d+)$/, " or $1")}.`,
  // The webhook.
  webhookProOnly: "Webhooks are part of Pro. Upgrade to Pro to send new subscribers to another service.",
  webhookUrlInvalid: "Enter a full https:// URL.",
  webhookUrlNotHttps: "The webhook URL must start with https://.",
  webhookUrlTooLong: `The webhook URL can be at most ${webhookUrlMax} characters.`,
  webhookUrlCredentials: "The webhook URL can't include a user name or password.",
  webhookUrlPrivate: "The webhook URL must point to a public internet address, not a private or local one.",
  webhookSaved: "Webhook saved. Copy the signing secret now: it is shown only once.",
  webhookRemoved: "Webhook removed.",
  noWebhook: "You have no webhook.",
  testQueued: "Test delivery sent. Its result shows here in a moment.",
} as const;

/** The form fields the no-JS sign-up form posts, and the honeypot's name (a field a person never fills). */
/** The form's fields; `resend` asks for the confirmation mail again ("Send it again" after a sign-up). */
export const signupFormFields = {
  username: "username",
  email: "email",
  honeypot: "website",
  resend: "resend",
} as const;

/** The address a visitor leaves: a real mailbox, at most 254 characters, not a throwaway domain. */
export const subscriberEmailSchema = emailSchema
  .transform((email) => email.toLowerCase())
  .refine((email) => !isDisposable(email), audienceMessages.emailDisposable);

function isDisposable(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const labels = domain.split(".");
  // A subdomain of a throwaway domain is one too (mail.yopmail.com).
  return labels.some((_, index) => disposableEmailDomains.has(labels.slice(index).join(".")));
}

/** POST /api/subscribe (and the no-JS form's fields). */
export const subscribeSchema = z.object({
  username: usernameSchema,
  email: subscriberEmailSchema,
  /**
   * "Send it again": a pending sign-up is mailed once, and again only when its link has expired or when
   * this asks for it (still at most confirmationMailsToAddress a hour).
   */
  resend: z.boolean({ error: "resend must be true or false." }).optional(),
});

/** GET /api/audience?page&pageSize */
export const audienceQuerySchema = z.object({
  page: z.coerce
    .number({ error: audienceMessages.pageInvalid })
    .int(audienceMessages.pageInvalid)
    .min(1, audienceMessages.pageInvalid)
    .max(1_000_000, audienceMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: audienceMessages.pageSizeInvalid })
    .refine((size) => (audiencePageSizes as readonly number[]).includes(size), audienceMessages.pageSizeInvalid)
    .default(audiencePageSizes[0]),
});

/** PUT /api/audience/webhook: an https URL, or null to remove it (the address rules are the worker's). */
export const webhookSchema = z.object({
  url: z
    .string({ error: audienceMessages.webhookUrlInvalid })
    .trim()
    .max(webhookUrlMax, audienceMessages.webhookUrlTooLong)
    .nullable(),
});

export type Subscriber = { id: string; email: string; confirmedAt: string };

/** GET /api/audience */
export type AudiencePage = { items: Subscriber[]; total: number; page: number; pageSize: number };

/** How the webhook's last delivery went: the receiver's status, or why it could not be reached. */
export type WebhookDelivery = { at: string; status: number | null; error: string | null };

/** GET /api/audience/webhook: the URL (never the secret) and the last delivery. */
export type AudienceWebhook = { url: string | null; lastDelivery: WebhookDelivery | null };

/** PUT /api/audience/webhook: the secret is in this answer only. */
export type AudienceWebhookSaved = { url: string | null; secret: string | null };

/** The headers of a webhook delivery: the time it was signed (seconds) and the HMAC-SHA256 over `timestamp.body`. */
export const webhookHeaders = { signature: "LinkNest-Signature", timestamp: "LinkNest-Timestamp" } as const;

/** What each delivery's JSON body carries. */
export type WebhookPayload = {
  event: "subscriber.confirmed" | "webhook.test";
  page: string;
  subscriber: { email: string; confirmedAt: string };
  sentAt: string;
};
