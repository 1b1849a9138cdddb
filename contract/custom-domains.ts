// Custom domains for Pro (docs/decisions/040): the owner's own hostname serving their page, as the API
// answers it (GET/PUT /api/custom-domain and its check), the body PUT takes, and every text the API and
// the dashboard's Custom domain card show.
import { z } from "zod";

/**
 * pending: waiting for the DNS records; verifying: the records are seen, ownership or the certificate is
 * in progress; active: the page is served there; failed: the provider's reason is the message.
 */
export const customDomainStatuses = ["pending", "verifying", "active", "failed"] as const;
export type CustomDomainStatus = (typeof customDomainStatuses)[number];

/** A DNS record the owner adds at their DNS provider. */
export type DnsRecord = { type: "CNAME" | "TXT"; name: string; value: string };

export type CustomDomain = {
  /** The hostname as DNS knows it: lower-case ASCII, an internationalised name in its xn-- form. */
  hostname: string;
  /** The same hostname in Unicode, as the owner typed it; equal to `hostname` for an ASCII name. */
  unicodeHostname: string;
  status: CustomDomainStatus;
  /** What to add at the DNS provider while the domain is not active yet. */
  records: DnsRecord[];
  /** The status in words with what to do next. */
  message: string;
  createdAt: string;
  activeAt: string | null;
  /** Set once Pro has ended: when the domain stops serving and is removed. */
  endsAt: string | null;
};

/** A hostname is at most 253 characters (RFC 1035), in the form DNS stores it. */
export const hostnameMaxLength = 253;

/** How long a domain may wait for its records or its certificate, and keeps serving after Pro ends. */
export const customDomainGraceDays = 7;

const day = (iso: string) => iso.slice(0, 10);

export const customDomainMessages = {
  proOnly: "Custom domains are part of Pro. Upgrade to Pro to use your own domain.",
  notOffered: "Custom domains are not offered on this server.",
  unavailable: "Custom domains are unavailable right now. Please try again later.",
  noDomain: "You have no custom domain.",
  removed: "Custom domain removed.",
  empty: "Enter a domain such as links.yourname.com.",
  notHostname: "That is not a domain name. Enter one such as links.yourname.com.",
  withExtras: "Enter the domain alone, without http://, a path or a port.",
  tooLong: `A domain name has at most ${hostnameMaxLength} characters.`,
  ipAddress: "Enter a domain name, not an IP address.",
  bareDomain:
    "Use a subdomain such as links.yourname.com: a bare domain like yourname.com cannot point to LinkNest with a CNAME record.",
  appDomain: "That domain is LinkNest's own. Enter a domain of yours.",
  platformDomain:
    "That domain belongs to the hosting platform (like workers.dev): no custom domain can be served there. Enter a domain of yours.",
  blocked: "This domain is blocked.",
  inUse: "This domain is already in use.",
  tooManyChecks: "Too many checks. Please wait a minute and try again.",
  pending:
    "Waiting for DNS: add the records below at your DNS provider. We check again on our own, often at first and then every hour; a change can take up to an hour to be seen.",
  verifying:
    "Verifying: your records are in place and the certificate is being issued. This usually takes a few minutes.",
  active: (hostname: string) => `Active: your page is live at https://${hostname}.`,
  wrongCname: (hostname: string, target: string) =>
    `Failed: ${hostname} does not point to ${target}. Fix its CNAME record, then add the domain again.`,
  caaBlocks:
    "Failed: a CAA record on your domain blocks the certificate. Allow letsencrypt.org and pki.goog in it, or remove it, then add the domain again.",
  timedOut: `Failed: the checks timed out after ${customDomainGraceDays} days. Check your DNS records, then add the domain again.`,
  refused: "Failed: the certificate provider refused this domain.",
  providerRefused: "The certificate provider refused this domain. Try another one.",
  retrying: "We could not reach the certificate provider just now; the check will be retried.",
  proEnded: (endsAt: string) =>
    `Your Pro subscription has ended: this domain keeps working until ${day(endsAt)}, then it is removed. Renew Pro to keep it.`,
} as const;

/** PUT /api/custom-domain. The hostname's own rules (a subdomain, not the app's, not taken) are the API's. */
export const customDomainSchema = z.object({
  hostname: z
    .string({ error: customDomainMessages.empty })
    .trim()
    .min(1, customDomainMessages.empty)
    .max(hostnameMaxLength, customDomainMessages.tooLong),
});
export type CustomDomainInput = z.infer<typeof customDomainSchema>;
