// Trust and safety's contract (docs/product.md, "Trust and safety"): reports from visitors, the admin's moderation queue and
// held links, blocked domains and the sensitive-content gate, with the reasons and messages both sides
// show. The API validates with these schemas and the screens (the no-JS report form, the admin tabs,
// the editor) reuse the texts.
import { z } from "zod";
import { emailSchema, usernameSchema } from "./account-schemas";
import type { Paged } from "./admin-types";
import { defineMessages, type MessageDescriptor } from "./i18n/define";
import type { Translate } from "./i18n/translate";
import { pageTexts } from "./page/texts";

export const reportReasons = ["phishing", "spam", "impersonation", "adult", "hate", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

/** How each reason reads on the form, in the admin's queue and in its audit log: the form's own words. */
export const reportReasonTexts: Record<ReportReason, MessageDescriptor> = {
  phishing: pageTexts.reasonPhishing,
  spam: pageTexts.reasonSpam,
  impersonation: pageTexts.reasonImpersonation,
  adult: pageTexts.reasonAdult,
  hate: pageTexts.reasonHate,
  other: pageTexts.reasonOther,
};

export const reportDetailsMax = 1000;

/**
 * Why a URL is held, in words (Held links, the owner's mails): Web Risk's threat types, an admin's hide
 * after a report, a blocked domain. A type this list lacks reads as itself. The mails say them in the
 * owner's language (worker/email/moderation-notice-texts.ts), the admin's held links in the reader's: their ids
 * are neither the mail's nor the app's alone, so both catalogs hold them.
 */
export const threatTypeTexts: Record<string, MessageDescriptor> = defineMessages({
  MALWARE: { id: "safety.threat.malware", defaultMessage: "Malware" },
  SOCIAL_ENGINEERING: { id: "safety.threat.socialEngineering", defaultMessage: "Phishing or deception" },
  UNWANTED_SOFTWARE: { id: "safety.threat.unwantedSoftware", defaultMessage: "Unwanted software" },
  REPORTED: { id: "safety.threat.reported", defaultMessage: "Hidden after a report" },
  BLOCKED_DOMAIN: { id: "safety.threat.blockedDomain", defaultMessage: "Blocked domain" },
});

/** "Malware, Phishing or deception" in the words of `t`; a type without words reads as itself. */
export function describeThreats(t: Translate, types: readonly string[]): string {
  return types
    .map((type) => {
      const text = threatTypeTexts[type];
      return text ? t(text) : type;
    })
    .join(", ");
}

/** The Settings error naming the blocked-domains line that is no host name. */
export function blockedDomainLineInvalid(line: string): string {
  return `Blocked domains are host names such as example.com; "${line}" is not one.`;
}

export const safetyMessages = {
  reportReceived: pageTexts.reportReceived.defaultMessage,
  reasonInvalid: pageTexts.reasonInvalid.defaultMessage,
  detailsRequired: pageTexts.detailsRequired.defaultMessage,
  detailsTooLong: pageTexts.detailsTooLong.defaultMessage,
  contactInvalid: pageTexts.contactInvalid.defaultMessage,
  linkBlocked: "This link can't be added.",
  reportNotFound: "Report not found.",
  reportAlreadyResolved: "This report is already resolved.",
  actionInvalid: "action must be dismiss, suspend or hide-link.",
  linkIdRequired: "Choose the link to hide.",
  noteTooLong: "The note must be at most 1000 characters.",
  statusInvalid: "status must be open or resolved.",
  reportResolved: "Report resolved.",
  heldLinkNotFound: "Held link not found.",
  linkReleased: "Link released.",
  linkRemoved: "Link removed.",
  blockedDomainInvalid: "Blocked domains are host names such as example.com.",
  tooManyBlockedDomains: "At most 1000 blocked domains.",
  sensitiveNotice: pageTexts.sensitiveNotice.defaultMessage,
  sensitiveLinkNotice: pageTexts.sensitiveLinkNotice.defaultMessage,
} as const;

/** POST /api/reports, and the no-JS form at /report, which posts the same fields. */
export const reportSchema = z.object({
  username: usernameSchema,
  reason: z.enum(reportReasons, { error: safetyMessages.reasonInvalid }),
  details: z
    .string({ error: safetyMessages.detailsRequired })
    .trim()
    .min(1, safetyMessages.detailsRequired)
    .max(reportDetailsMax, safetyMessages.detailsTooLong),
  /** Optional: empty or absent means the reporter does not want to hear back. */
  contact: z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    z.optional(emailSchema),
  ),
});
export type ReportInput = z.infer<typeof reportSchema>;

const queryPage = z.coerce.number().int().min(1).max(1_000_000).default(1);

export const reportListQuerySchema = z.object({
  status: z.enum(["open", "resolved"], { error: safetyMessages.statusInvalid }).default("open"),
  page: queryPage,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const heldLinkListQuerySchema = z.object({
  page: queryPage,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type HeldLinkListQuery = z.infer<typeof heldLinkListQuerySchema>;

export const reportActions = ["dismiss", "suspend", "hide-link"] as const;
export type ReportAction = (typeof reportActions)[number];

export const reportResolveSchema = z
  .object({
    action: z.enum(reportActions, { error: safetyMessages.actionInvalid }),
    linkId: z.string().trim().min(1).max(100).optional(),
    note: z.string().trim().max(1000, safetyMessages.noteTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === "hide-link" && !value.linkId) {
      ctx.addIssue({ code: "custom", path: ["linkId"], message: safetyMessages.linkIdRequired });
    }
  });
export type ReportResolveInput = z.infer<typeof reportResolveSchema>;

/**
 * A host as a browser reads it: ASCII (an internationalised name in punycode, percent-escapes decoded),
 * lower-case; the text as it is when it is no host at all.
 */
function asciiHost(host: string): string {
  if (/^[a-z0-9.-]*$/.test(host)) return host;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return host;
  }
}

/**
 * A blocked domain as the settings store it, and any host as the block compares it: the ASCII form,
 * lower-case, without a scheme, path, leading "*." or ".", or trailing dot.
 */
export function normalizeBlockedDomain(value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/^(\*?\.)+/, "");
  return asciiHost(host).replace(/\.+$/, "");
}

const hostNamePattern =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The admin settings' blockedDomains: one per line in the Settings tab, typed in any form a browser reads
 * (Unicode or punycode, with a scheme or a path); blanks and repeats dropped. A line that is no host name
 * is named in its error, on the field of its line.
 */
export const blockedDomainsSchema = z
  .array(z.string({ error: safetyMessages.blockedDomainInvalid }), { error: safetyMessages.blockedDomainInvalid })
  .max(1000, safetyMessages.tooManyBlockedDomains)
  .superRefine((lines, ctx) => {
    lines.forEach((line, index) => {
      const domain = normalizeBlockedDomain(line);
      if (domain && !hostNamePattern.test(domain)) {
        ctx.addIssue({ code: "custom", path: [index], message: blockedDomainLineInvalid(line.trim()) });
      }
    });
  })
  .transform((lines) => [...new Set(lines.map(normalizeBlockedDomain).filter(Boolean))]);

/** The account that owns a page, named by its username: the one a suspension or the owner's mail reaches. */
export type PageOwner = { username: string };

/** GET /api/admin/reports items. */
export type ReportItem = {
  id: string;
  /** The page reported: any of its account's pages. */
  username: string;
  owner: PageOwner;
  reason: ReportReason;
  details: string;
  createdAt: string;
  status: "open" | "resolved";
  reportCount: number;
  /** How it was resolved, and the admin's note; null while open. */
  resolution: ReportAction | null;
  note: string | null;
  /** The page's links, so an admin can hide the one at fault. */
  links: { id: string; title: string; url: string }[];
};

/** GET /api/admin/held-links items. */
export type HeldLinkItem = {
  id: string;
  /** The page that carries the URL. */
  username: string;
  owner: PageOwner;
  title: string;
  url: string;
  threatTypes: string[];
  heldAt: string;
};

export type ReportList = Paged<ReportItem>;
export type HeldLinkList = Paged<HeldLinkItem>;
