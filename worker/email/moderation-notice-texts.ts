// What each moderation notice tells an owner (docs/product.md, "Trust and safety"): a link of theirs held for review (the threats
// in words), hidden after a report (the report's reason in words), shown again, removed, or their account
// suspended. Each names the operator's contact for an owner who thinks it a mistake. Sent by
// moderation-notices.ts; the mail's greeting and signature are the template's.
import { describeThreats, type ReportReason, reportReasonLabels } from "#contract/safety";

export type ModerationNotice =
  | { kind: "held"; links: { url: string; threats: string[] }[] }
  | { kind: "hidden"; url: string; reason: ReportReason }
  | { kind: "released"; urls: string[] }
  | { kind: "removed"; url: string }
  | { kind: "suspended"; page: string; reason?: string };

const heldMark =
  'Your dashboard shows it marked "Held for review"; the same address under any title, or on a social icon, stays hidden too.';

export function describeModerationNotice(
  appName: string,
  contact: string,
  notice: ModerationNotice,
): { subject: string; lines: string[] } {
  const mistake = `If you think this is a mistake, write to ${contact}.`;
  switch (notice.kind) {
    case "held": {
      const one = notice.links.length === 1;
      return {
        subject: one
          ? `A link on your ${appName} page is held for review`
          : `Links on your ${appName} page are held for review`,
        lines: [
          one
            ? "We held this link on your page for review, so visitors don't see it:"
            : "We held these links on your page for review, so visitors don't see them:",
          ...notice.links.map(({ url, threats }) => `${url} (${describeThreats(threats)})`),
          heldMark,
          mistake,
        ],
      };
    }
    case "hidden":
      return {
        subject: `A link on your ${appName} page was hidden after a report`,
        lines: [
          `A visitor reported your page (${reportReasonLabels[notice.reason]}). After a review, an admin hid this link from it: ${notice.url}`,
          heldMark,
          mistake,
        ],
      };
    case "released": {
      const one = notice.urls.length === 1;
      return {
        subject: one ? `A link on your ${appName} page shows again` : `Links on your ${appName} page show again`,
        lines: [
          one
            ? "The hold on this link was lifted, and visitors see it on your page again:"
            : "The holds on these links were lifted, and visitors see them on your page again:",
          ...notice.urls,
        ],
      };
    }
    case "removed":
      return {
        subject: `A link was removed from your ${appName} page`,
        lines: [
          `After a review, an admin removed this link from your page: ${notice.url}`,
          "Added back, under any title or on a social icon, it stays held for review.",
          mistake,
        ],
      };
    case "suspended":
      return {
        subject: `Your ${appName} account is suspended`,
        lines: [
          `After a review, an admin suspended your account. Your page at ${notice.page} is no longer shown, and you are signed out.`,
          ...(notice.reason ? [`Reason: ${notice.reason}`] : []),
          mistake,
        ],
      };
  }
}
