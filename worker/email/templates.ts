// Renders each kind of mail as plain text and HTML, in the job's locale where its words are in the
// catalogs (account-mail-texts.ts; the rest are English still). User-supplied values are escaped in HTML.
import { signUpConfirmationHours } from "#contract/audience";
import type { Translate } from "#contract/i18n/translate";
import { translateFor } from "../i18n/translations";
import { escapeHtml } from "../security/encoding";
import { mailFrameTexts, accountMailTexts as words } from "./account-mail-texts";
import { describeModerationNotice } from "./moderation-notice-texts";
import type { EmailJob } from "./outbox";
import { describeNotice } from "./security-notice-texts";

/** What a reporter is told of each resolution (docs/product.md, "Trust and safety"). */
const reportOutcomes = {
  dismiss: "We reviewed the page and found nothing that breaks our rules, so it stays up.",
  suspend: "We reviewed the page and suspended the account; the page is no longer available.",
  "hide-link": "We reviewed the page and removed the link at fault.",
} as const;

export type RenderedEmail = { subject: string; text: string; html: string };

type Block = { kind: "p"; text: string } | { kind: "button"; text: string; href: string };

function render(appName: string, subject: string, blocks: Block[], t: Translate = translateFor("en")): RenderedEmail {
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
function renderNotice(appName: string, username: string, notice: { subject: string; lines: string[] }) {
  return render(appName, notice.subject, [
    { kind: "p", text: `Hi ${username},` },
    ...notice.lines.map((text) => ({ kind: "p" as const, text })),
  ]);
}

export function renderEmail(appName: string, job: EmailJob): RenderedEmail {
  // A job queued before mail had a locale is written in English.
  const t = translateFor("locale" in job ? job.locale : "en");
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
      return renderNotice(appName, job.data.username, describeNotice(appName, job.data.notice));
    case "moderation_notice":
      return renderNotice(
        appName,
        job.data.username,
        describeModerationNotice(appName, job.data.contact, job.data.notice),
      );
    case "report_resolved":
      return render(appName, `Your report about @${job.data.username} was reviewed`, [
        { kind: "p", text: `Thank you for reporting the page of @${job.data.username}.` },
        { kind: "p", text: reportOutcomes[job.data.outcome] },
      ]);
    case "custom_domain_ending":
      return render(appName, `Your custom domain ${job.data.hostname} stops on ${job.data.endsOn}`, [
        { kind: "p", text: `Hi ${job.data.username},` },
        {
          kind: "p",
          text: `Your Pro subscription has ended. Your page keeps working at ${job.data.hostname} until ${job.data.endsOn}; then the domain is removed and answers "not found".`,
        },
        { kind: "p", text: "Renew Pro before then to keep it." },
        { kind: "button", text: "Renew Pro", href: job.data.link },
      ]);
    case "subscription_confirm":
      return render(appName, `Confirm your subscription to @${job.data.username}`, [
        { kind: "p", text: `You asked to join @${job.data.username}'s mailing list on ${appName}.` },
        {
          kind: "p",
          text: `Confirm your address to start getting their updates. The link works once, for ${signUpConfirmationHours} hours.`,
        },
        { kind: "button", text: "Confirm subscription", href: job.data.link },
        { kind: "p", text: "If you did not sign up, ignore this message: you won't be added." },
      ]);
  }
}
