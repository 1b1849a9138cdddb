// What the API hands to the e-mail queue (docs/guides/accounts-and-sessions.md): the API never sends mail inline. A queue that
// refuses a message is an outage the user must hear about (503, and the caller undoes what the mail
// was for), never a mail silently not sent.
import { audienceMessages } from "#contract/audience";
import type { Locale } from "#contract/i18n/locales";
import type { ReportAction } from "#contract/safety";
import { apiError } from "../http/errors";
import type { ModerationNotice } from "./moderation-notice-texts";
import type { SecurityNotice } from "./security-notice-texts";

/**
 * Every mail is written in its reader's locale, which the job carries: an account's (worker/accounts/users.ts
 * mailLocaleOf), or for a visitor without one the page's as they read it (pageLocale). A job queued before
 * mail named one has none, and is written in English.
 */
type Mail = { to: string; locale: Locale };

export type EmailJob =
  | ({ template: "verify_email"; data: { username: string; link: string } } & Mail)
  | ({ template: "email_change"; data: { username: string; link: string } } & Mail)
  | ({ template: "email_change_notice"; data: { username: string; newEmail: string } } & Mail)
  | ({ template: "reset_password"; data: { username: string; link: string } } & Mail)
  | ({ template: "account_exists"; data: { username: string; link: string } } & Mail)
  | ({ template: "password_changed"; data: { username: string } } & Mail)
  | ({ template: "security_notice"; data: { username: string; notice: SecurityNotice } } & Mail)
  /** To a visitor who reported `username`'s page and left an address. */
  | ({ template: "report_resolved"; data: { username: string; outcome: ReportAction } } & Mail)
  | ({ template: "moderation_notice"; data: { username: string; contact: string; notice: ModerationNotice } } & Mail)
  /** endsOn: the day the domain stops, YYYY-MM-DD. */
  | ({
      template: "custom_domain_ending";
      data: { username: string; hostname: string; endsOn: string; link: string };
    } & Mail)

  /** An invitation to help run the page `username` (docs/decisions/064), from its owner `inviter`. */
  | ({
      template: "page_invitation";
      data: { username: string; inviter: string; role: "editor" | "viewer"; link: string; days: number };
    } & Mail)

  /** A visitor's sign-up on `username`'s page: the double opt-in link (docs/guides/audience.md). */
  | ({ template: "subscription_confirm"; data: { username: string; link: string } } & Mail);

export type QueuedEmail = EmailJob & { id: string };

/** What the user is told when the mail their request was for could not be queued. */
export const mailNotQueued: Record<EmailJob["template"], string> = {
  verify_email: "We could not send the verification email. Please try again.",
  email_change: "We could not send the confirmation email. Please try again.",
  email_change_notice: "We could not send the confirmation email. Please try again.",
  reset_password: "We could not send the password reset email. Please try again.",
  // Sent in place of a new account's verification mail, so an outage must read the same.
  account_exists: "We could not send the verification email. Please try again.",
  password_changed: "We could not send the email. Please try again.",
  security_notice: "We could not send the email. Please try again.",
  report_resolved: "We could not send the email. Please try again.",
  moderation_notice: "We could not send the email. Please try again.",
  custom_domain_ending: "We could not send the email. Please try again.",
  subscription_confirm: audienceMessages.notQueued,
  page_invitation: "We could not send the invitation. Please try again.",
};

/** Queues the mails together (one call, so all or none are queued); a refusal throws a 503. */
export async function enqueueEmail(env: Env, ...jobs: [EmailJob, ...EmailJob[]]): Promise<void> {
  const messages = jobs.map((job) => ({
    body: { ...job, id: crypto.randomUUID() } satisfies QueuedEmail,
    contentType: "json" as const,
  }));
  try {
    await env.EMAIL_QUEUE.sendBatch(messages);
  } catch (error) {
    throw apiError(503, mailNotQueued[jobs[0].template], {}, { cause: error });
  }
}

/** A link into the app, always on the configured public origin (never the request's Host). */
export function appLink(env: Env, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, env.APP_URL);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
