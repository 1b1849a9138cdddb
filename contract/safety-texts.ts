// What trust and safety says (report reasons, their labels, the messages), apart from the schemas
// (safety.ts), so a screen can show them without evaluating the validation library.
export const reportReasons = ["phishing", "spam", "impersonation", "adult", "hate", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

/** How each reason reads on the form and in the admin's queue. */
export const reportReasonLabels: Record<ReportReason, string> = {
  phishing: "Phishing or scam",
  spam: "Spam",
  impersonation: "Impersonation",
  adult: "Adult content",
  hate: "Hate or harassment",
  other: "Something else",
};

export const reportDetailsMax = 1000;

/**
 * Why a URL is held, in words (Held links, the owner's mails): Web Risk's threat types, an admin's hide
 * after a report, a blocked domain. A type this list lacks reads as itself.
 */
const threatTypeLabels: Record<string, string> = {
  MALWARE: "Malware",
  SOCIAL_ENGINEERING: "Phishing or deception",
  UNWANTED_SOFTWARE: "Unwanted software",
  REPORTED: "Hidden after a report",
  BLOCKED_DOMAIN: "Blocked domain",
};

export function threatTypeLabel(type: string): string {
  return threatTypeLabels[type] ?? type;
}

/** "Malware, Phishing or deception" */
export function describeThreats(types: readonly string[]): string {
  return types.map(threatTypeLabel).join(", ");
}

/** The Settings error naming the blocked-domains line that is no host name. */
export function blockedDomainLineInvalid(line: string): string {
  return `Blocked domains are host names such as example.com; "${line}" is not one.`;
}

export const safetyMessages = {
  reportReceived: "Thanks. Your report has been received and will be reviewed.",
  reasonInvalid: `Choose a reason: ${reportReasons.map((reason) => reportReasonLabels[reason]).join(", ")}.`,
  detailsRequired: "Tell us what is wrong.",
  detailsTooLong: `Details must be at most ${reportDetailsMax} characters.`,
  contactInvalid: "Enter a valid email address, or leave it empty.",
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
  heldForReview: "Held for review",
  blockedDomainInvalid: "Blocked domains are host names such as example.com.",
  tooManyBlockedDomains: "At most 1000 blocked domains.",
  sensitiveNotice: "This page may contain sensitive content.",
  sensitiveLinkNotice: "This link may contain sensitive content.",
} as const;
