// Renders each kind of mail as plain text and HTML. User-supplied values are escaped in HTML.
import { signUpConfirmationHours } from "#contract/audience";
import { escapeHtml } from "../security/encoding";
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

function render(appName: string, subject: string, blocks: Block[]): RenderedEmail {
  const text = [...blocks.map((b) => (b.kind === "p" ? b.text : `${b.text}: ${b.href}`)), "", `— ${appName}`].join(
    "\n\n",
  );
  const body = blocks
    .map((b) =>
      b.kind === "p"
        ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.text)}</p>`
        : `<p style="margin:24px 0"><a href="${escapeHtml(b.href)}" style="background:#8b74ff;color:#0b0d12;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(b.text)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(b.href)}</p>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#14161c;max-width:560px;margin:0 auto;padding:24px">${body}<p style="color:#777;font-size:13px">— ${escapeHtml(appName)}</p></body></html>`;
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
  switch (job.template) {
    case "verify_email":
      return render(appName, `Verify your email for ${appName}`, [
        { kind: "p", text: `Hi ${job.data.username}, welcome to ${appName}!` },
        { kind: "p", text: "Confirm your email address to activate your account. The link works for 24 hours." },
        { kind: "button", text: "Verify email", href: job.data.link },
        { kind: "p", text: "If you did not sign up, you can ignore this message." },
      ]);
    case "email_change":
      return render(appName, `Confirm your new email for ${appName}`, [
        { kind: "p", text: `Hi ${job.data.username},` },
        { kind: "p", text: "Confirm that this is the new email address of your account. The link works for 24 hours." },
        { kind: "button", text: "Confirm new email", href: job.data.link },
        { kind: "p", text: "If you did not ask for this change, ignore this message; nothing changes." },
      ]);
    case "email_change_notice":
      return render(appName, `Your ${appName} email is about to change`, [
        { kind: "p", text: `Hi ${job.data.username},` },
        {
          kind: "p",
          text: `Someone signed in to your account asked to change its email address to ${job.data.newEmail}. The change happens only when the new address is confirmed.`,
        },
        { kind: "p", text: "If this was not you, reset your password now and contact us." },
      ]);
    case "reset_password":
      return render(appName, `Reset your ${appName} password`, [
        { kind: "p", text: `Hi ${job.data.username},` },
        { kind: "p", text: "Use the link below to choose a new password. It works once, for one hour." },
        { kind: "button", text: "Reset password", href: job.data.link },
        { kind: "p", text: "If you did not ask for this, ignore this message; your password stays the same." },
      ]);
    case "account_exists":
      return render(appName, `You already have a ${appName} account`, [
        { kind: "p", text: `Hi ${job.data.username},` },
        {
          kind: "p",
          text: `Someone just tried to create a ${appName} account with this email address. It already belongs to your account, so no new account was made.`,
        },
        {
          kind: "p",
          text: "If it was you and you have forgotten your password, choose a new one here. The link works once, for one hour.",
        },
        { kind: "button", text: "Reset password", href: job.data.link },
        { kind: "p", text: "If it was not you, ignore this message; nothing has changed." },
      ]);
    case "password_changed":
      return render(appName, `Your ${appName} password was changed`, [
        { kind: "p", text: `Hi ${job.data.username},` },
        {
          kind: "p",
          text: "Your password was just changed, every session was signed out and every API token was revoked.",
        },
        { kind: "p", text: "If this was not you, reset your password at once and contact us." },
      ]);
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
