// What each moderation notice tells an owner (docs/product.md, "Trust and safety"), in the account's locale
// (docs/decisions/057-languages.md): a link of theirs held for review (the threats in words), hidden after
// a report (the report's reason in words), shown again, removed, or their account suspended. Each names
// the operator's contact for an owner who thinks it a mistake. Sent by moderation-notices.ts; the mail's
// greeting and signature are the template's.
import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";
import type { Translate } from "#contract/i18n/translate";
import { pageTexts } from "#contract/page/texts";
import { describeThreats, type ReportReason } from "#contract/safety";

export type ModerationNotice =
  | { kind: "held"; links: { url: string; threats: string[] }[] }
  | { kind: "hidden"; url: string; reason: ReportReason }
  | { kind: "released"; urls: string[] }
  | { kind: "removed"; url: string }
  | { kind: "suspended"; page: string; reason?: string };

const words = defineMessages({
  mistake: {
    id: "mail.moderation.mistake",
    defaultMessage: "If you think this is a mistake, write to {contact}.",
    description: "contact: the operator's e-mail address",
  },
  heldMark: {
    id: "mail.moderation.heldMark",
    defaultMessage:
      'Your dashboard shows it marked "Held for review"; the same address under any title, or on a social icon, stays hidden too.',
  },
  heldSubject: {
    id: "mail.moderation.heldSubject",
    defaultMessage:
      "{count, plural, one {A link on your {appName} page is held for review} other {Links on your {appName} page are held for review}}",
    description: "count: how many links are held",
  },
  heldIntro: {
    id: "mail.moderation.heldIntro",
    defaultMessage:
      "{count, plural, one {We held this link on your page for review, so visitors don't see it:} other {We held these links on your page for review, so visitors don't see them:}}",
    description: "Followed by the held links, one a line, each with why it is held",
  },
  hiddenSubject: {
    id: "mail.moderation.hiddenSubject",
    defaultMessage: "A link on your {appName} page was hidden after a report",
  },
  hidden: {
    id: "mail.moderation.hidden",
    defaultMessage: "A visitor reported your page ({reason}). After a review, an admin hid this link from it: {url}",
    description: "reason: the report's reason as the report form names it",
  },
  releasedSubject: {
    id: "mail.moderation.releasedSubject",
    defaultMessage:
      "{count, plural, one {A link on your {appName} page shows again} other {Links on your {appName} page show again}}",
  },
  releasedIntro: {
    id: "mail.moderation.releasedIntro",
    defaultMessage:
      "{count, plural, one {The hold on this link was lifted, and visitors see it on your page again:} other {The holds on these links were lifted, and visitors see them on your page again:}}",
    description: "Followed by the links, one a line",
  },
  removedSubject: {
    id: "mail.moderation.removedSubject",
    defaultMessage: "A link was removed from your {appName} page",
  },
  removed: {
    id: "mail.moderation.removed",
    defaultMessage: "After a review, an admin removed this link from your page: {url}",
  },
  removedStaysHeld: {
    id: "mail.moderation.removedStaysHeld",
    defaultMessage: "Added back, under any title or on a social icon, it stays held for review.",
  },
  suspendedSubject: {
    id: "mail.moderation.suspendedSubject",
    defaultMessage: "Your {appName} account is suspended",
  },
  suspended: {
    id: "mail.moderation.suspended",
    defaultMessage:
      "After a review, an admin suspended your account. Your page at {page} is no longer shown, and you are signed out.",
    description: "page: the page's address",
  },
  suspendedReason: {
    id: "mail.moderation.suspendedReason",
    defaultMessage: "Reason: {reason}",
    description: "reason: the admin's own words, as they wrote them",
  },
});

/** The report form's words for each reason, so the owner reads the reason as the reporter chose it. */
const reasonTexts: Record<ReportReason, MessageDescriptor> = {
  phishing: pageTexts.reasonPhishing,
  spam: pageTexts.reasonSpam,
  impersonation: pageTexts.reasonImpersonation,
  adult: pageTexts.reasonAdult,
  hate: pageTexts.reasonHate,
  other: pageTexts.reasonOther,
};

export function describeModerationNotice(
  t: Translate,
  appName: string,
  contact: string,
  notice: ModerationNotice,
): { subject: string; lines: string[] } {
  const mistake = t(words.mistake, { contact });
  const heldMark = t(words.heldMark);
  switch (notice.kind) {
    case "held": {
      const count = notice.links.length;
      return {
        subject: t(words.heldSubject, { count, appName }),
        lines: [
          t(words.heldIntro, { count }),
          ...notice.links.map(({ url, threats }) => `${url} (${describeThreats(t, threats)})`),
          heldMark,
          mistake,
        ],
      };
    }
    case "hidden":
      return {
        subject: t(words.hiddenSubject, { appName }),
        lines: [t(words.hidden, { reason: t(reasonTexts[notice.reason]), url: notice.url }), heldMark, mistake],
      };
    case "released": {
      const count = notice.urls.length;
      return {
        subject: t(words.releasedSubject, { count, appName }),
        lines: [t(words.releasedIntro, { count }), ...notice.urls],
      };
    }
    case "removed":
      return {
        subject: t(words.removedSubject, { appName }),
        lines: [t(words.removed, { url: notice.url }), t(words.removedStaysHeld), mistake],
      };
    case "suspended":
      return {
        subject: t(words.suspendedSubject, { appName }),
        lines: [
          t(words.suspended, { page: notice.page }),
          ...(notice.reason ? [t(words.suspendedReason, { reason: notice.reason })] : []),
          mistake,
        ],
      };
  }
}
