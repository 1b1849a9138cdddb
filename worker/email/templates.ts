// Renders each kind of mail as plain text and HTML, in the job's locale (docs/decisions/057-languages.md):
// the words are the catalogs', dates are written out by Intl for the locale. User-supplied values are
// escaped in HTML.
import { signUpConfirmationHours } from "#contract/audience";
import { isLocale, spokenLocale, type TextLocale } from "#contract/i18n/locales";
import type { Translate } from "#contract/i18n/translate";
import { translateFor } from "../i18n/translations";
import { escapeHtml } from "../security/encoding";
import { mailFrameTexts, accountMailTexts as words } from "./account-mail-texts";
import { describeModerationNotice } from "./moderation-notice-texts";
import type { EmailJob } from "./outbox";
import { describeNotice } from "./security-notice-texts";
import { reportMailTexts, reportOutcomeTexts, subscriptionMailTexts } from "./visitor-mail-texts";

export type RenderedEmail = { subject: string; text: string; html: string };

type Block = { kind: "p"; text: string } | { kind: "button"; text: string; href: string };

function render(appName: string, subject: string, blocks: Block[], t: Translate): RenderedEmail {
  const text = [...blocks.map((b) => (b.kind === "p" ? b.text : `${b.text}: ${b.href}`)), "", `— ${appName}`].join(
    "\n\n",
  );
  const body = blocks
    .map((b) =>
      b.kind === "p"
        ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.text)}</p>`
        : `<p style="margin:24px 0"><a href="${escapeHtml(b.href)}" style="background:#8b74ff;color:#0b0d12;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(b.text)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t(mailFrameTexts.pasteLink, { link: b.href }))}</p>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${t.locale}"><body style="font-family:system-ui,sans-serif;color:#14161c;max-width:560px;margin:0 auto;padding:24px">${body}<p style="color:#777;font-size:13px">— ${escapeHtml(appName)}</p></body></html>`;
  return { subject, text, html };
}

/** A notice to an account's owner: the greeting, then what the notice says. */
function renderNotice(appName: string, t: Translate, greeting: Block, notice: { subject: string; lines: string[] }) {
  return render(appName, notice.subject, [greeting, ...notice.lines.map((text) => ({ kind: "p" as const, text }))], t);
}

/** A day (YYYY-MM-DD) as the locale writes it out: "December 9, 2026", "9. Dezember 2026". */
function longDay(locale: TextLocale, day: string): string {
  return new Intl.DateTimeFormat(spokenLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function renderEmail(appName: string, job: EmailJob): RenderedEmail {
  // A job queued before mail had a locale is written in English.
  const t = translateFor(isLocale(job.locale) ? job.locale : "en");
  const { username } = job.data;
  const p = (text: string): Block => ({ kind: "p", text });
  const greeting = p(t(mailFrameTexts.greeting, { username }));
  switch (job.template) {
    case "verify_email":
      return render(
        appName,
        t(words.verifySubject, { appName }),
        [
          p(t(words.verifyWelcome, { username, appName })),
          p(t(words.verifyBody)),
          { kind: "button", text: t(words.verifyButton), href: job.data.link },
          p(t(words.verifyIgnore)),
        ],
        t,
      );
    case "email_change":
      return render(
        appName,
        t(words.changeSubject, { appName }),
        [
          greeting,
          p(t(words.changeBody)),
          { kind: "button", text: t(words.changeButton), href: job.data.link },
          p(t(words.changeIgnore)),
        ],
        t,
      );
    case "email_change_notice":
      return render(
        appName,
        t(words.changeNoticeSubject, { appName }),
        [greeting, p(t(words.changeNoticeBody, { newEmail: job.data.newEmail })), p(t(words.changeNoticeNotYou))],
        t,
      );
    case "reset_password":
      return render(
        appName,
        t(words.resetSubject, { appName }),
        [
          greeting,
          p(t(words.resetBody)),
          { kind: "button", text: t(words.resetButton), href: job.data.link },
          p(t(words.resetIgnore)),
        ],
        t,
      );
    case "account_exists":
      return render(
        appName,
        t(words.existsSubject, { appName }),
        [
          greeting,
          p(t(words.existsBody, { appName })),
          p(t(words.existsForgot)),
          { kind: "button", text: t(words.resetButton), href: job.data.link },
          p(t(words.existsNotYou)),
        ],
        t,
      );
    case "password_changed":
      return render(
        appName,
        t(words.passwordChangedSubject, { appName }),
        [greeting, p(t(words.passwordChangedBody)), p(t(words.passwordChangedNotYou))],
        t,
      );
    case "security_notice":
      return renderNotice(appName, t, greeting, describeNotice(t, appName, job.data.notice));
    case "moderation_notice":
      return renderNotice(
        appName,
        t,
        greeting,
        describeModerationNotice(t, appName, job.data.contact, job.data.notice),
      );
    case "report_resolved":
      return render(
        appName,
        t(reportMailTexts.subject, { username }),
        [p(t(reportMailTexts.thanks, { username })), p(t(reportOutcomeTexts[job.data.outcome]))],
        t,
      );
    case "custom_domain_ending": {
      const { hostname } = job.data;
      const endsOn = longDay(t.locale, job.data.endsOn);
      return render(
        appName,
        t(words.domainEndingSubject, { hostname, endsOn }),
        [
          greeting,
          p(t(words.domainEndingBody, { hostname, endsOn })),
          p(t(words.domainEndingRenew)),
          { kind: "button", text: t(words.domainEndingButton), href: job.data.link },
        ],
        t,
      );
    }
    case "page_invitation": {
      const { inviter, role, days } = job.data;
      return render(
        appName,
        t(words.invitationSubject, { inviter, username, appName }),
        [
          p(t(words.invitationBody, { inviter, username, role })),
          p(t(words.invitationAccount, { days })),
          { kind: "button", text: t(words.invitationButton), href: job.data.link },
          p(t(words.invitationIgnore, { inviter })),
        ],
        t,
      );
    }
    case "subscription_confirm":
      return render(
        appName,
        t(subscriptionMailTexts.subject, { username }),
        [
          p(t(subscriptionMailTexts.joining, { username, appName })),
          p(t(subscriptionMailTexts.confirm, { hours: signUpConfirmationHours })),
          { kind: "button", text: t(subscriptionMailTexts.button), href: job.data.link },
          p(t(subscriptionMailTexts.ignore)),
        ],
        t,
      );
  }
}
