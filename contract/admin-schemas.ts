// Admin input (docs/product.md, "Limits"; the API reference (Admin)): the rules of the list queries, settings and invite codes, and
// what they say. The API validates with these and the admin screens reuse them, so a rule and its text exist once.
import { z } from "zod";
import { usernamePattern } from "./account-schemas";
import { adminLists, limits } from "./limits";
import { blockedDomainsSchema } from "./safety";

/** The admin texts the API sends and the admin screens show too (docs/product.md, "Limits"; the messages in contract/ (Admin)), word for word. */
export const adminMessages = {
  codeRequired: "Code is required",
  inviteDeleted: "Invite code deleted.",
  auditCleared: "Audit log cleared.",
} as const;

/** The refusals of the admin input rules; ours, where the product reference is silent. */
export const adminInputMessages = {
  pageInvalid: "page must be a whole number of at least 1.",
  pageSizeInvalid: "pageSize must be 10, 20 or 50.",
  auditPageSizeInvalid: "pageSize must be a whole number from 1 to 100.",
  sortByInvalid: "sortBy must be createdAt, email or username.",
  sortDirInvalid: "sortDir must be desc or asc.",
  flagInvalid: "Use true or false.",
  searchTooLong: "The search text is too long.",
  searchControlCharacters: "The search text cannot contain control characters.",
  linesInvalid: "lines must be a whole number from 1 to 1000.",
  methodInvalid: "method must be an HTTP method such as GET or POST.",
  statusInvalid: "status must be a status code such as 404 or a class such as 5xx.",
  limitInvalid: "limit must be a whole number from 1 to 50.",
  reservedListInvalid: "extraReservedUsernames must be a list of usernames.",
  reservedNameInvalid: `Reserved usernames use 1-${limits.usernameMax} letters, numbers, hyphens or underscores.`,
  tooManyReservedNames: "At most 1000 reserved usernames.",
  codeTooLong: "Code must be at most 64 characters.",
  codeInvalid: "Code may not contain spaces.",
  enabledInvalid: "enabled must be true or false.",
  maxUsesInvalid: "Max uses must be a positive whole number.",
  expiresAtInvalid: "Expiry must be a date.",
  tokenRequired: "The impersonation token is missing.",
} as const;

/** A query-string flag of the "All, Yes, No" filters: absent (or empty) means all. */
const queryFlag = z
  .enum(["true", "false", ""], { error: adminInputMessages.flagInvalid })
  .optional()
  .transform((value) => (value === "true" ? true : value === "false" ? false : undefined));

const queryPage = z.coerce
  .number({ error: adminInputMessages.pageInvalid })
  .int(adminInputMessages.pageInvalid)
  .min(1, adminInputMessages.pageInvalid)
  .max(1_000_000, adminInputMessages.pageInvalid)
  .default(1);

/**
 * Free text matched as a substring; empty means no filter. No stored address or name holds a control
 * character, and SQLite's LIKE and full-text syntax would read a NUL as the end of the text.
 */
const queryText = z
  .string()
  .trim()
  .max(254, adminInputMessages.searchTooLong)
  .refine((text) => !/\p{Cc}/u.test(text), adminInputMessages.searchControlCharacters)
  .default("");

export const userListQuerySchema = z.object({
  page: queryPage,
  pageSize: z.coerce
    .number({ error: adminInputMessages.pageSizeInvalid })
    .refine(
      (size) => (adminLists.userPageSizes as readonly number[]).includes(size),
      adminInputMessages.pageSizeInvalid,
    )
    .default(adminLists.defaultUserPageSize),
  q: queryText,
  sortBy: z
    .enum(adminLists.userSortFields, { error: adminInputMessages.sortByInvalid })
    .default(adminLists.defaultUserSortField),
  sortDir: z
    .enum(adminLists.sortDirections, { error: adminInputMessages.sortDirInvalid })
    .default(adminLists.defaultSortDirection),
  isPro: queryFlag,
  emailVerified: queryFlag,
  isSuspended: queryFlag,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * The audit's action filter as people type it. Actions are stored as lower-case words joined by "_"
 * ("suspend_user") and shown with spaces, so any run of spaces and underscores is one "_"; the list
 * matches the result as a literal, case-insensitive part of the action.
 */
const auditActionText = queryText.transform((text) => text.toLowerCase().replace(/[\s_]+/g, "_"));

export const auditListQuerySchema = z.object({
  page: queryPage,
  pageSize: z.coerce
    .number({ error: adminInputMessages.auditPageSizeInvalid })
    .int(adminInputMessages.auditPageSizeInvalid)
    .min(1, adminInputMessages.auditPageSizeInvalid)
    .max(100, adminInputMessages.auditPageSizeInvalid)
    .default(adminLists.auditPageSize),
  action: auditActionText,
  actor: queryText,
  target: queryText,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

const queryLines = z.coerce
  .number({ error: adminInputMessages.linesInvalid })
  .int(adminInputMessages.linesInvalid)
  .min(1, adminInputMessages.linesInvalid)
  .max(1000, adminInputMessages.linesInvalid)
  .default(adminLists.defaultLogLines);

export const requestLogQuerySchema = z.object({
  lines: queryLines,
  contains: queryText,
  method: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,10}$/, adminInputMessages.methodInvalid)
    .default("")
    .transform((value) => value.toUpperCase()),
  /** An exact status ("404") or a class ("5xx"). */
  status: z
    .string()
    .trim()
    .regex(/^([1-5]\d\d|[1-5]xx)?$/i, adminInputMessages.statusInvalid)
    .default("")
    .transform((value) => value.toLowerCase()),
});
export type RequestLogQuery = z.infer<typeof requestLogQuerySchema>;

export const errorLogQuerySchema = z.object({ lines: queryLines, contains: queryText });
export type ErrorLogQuery = z.infer<typeof errorLogQuerySchema>;

export const topReferrersQuerySchema = z.object({
  limit: z.coerce
    .number({ error: adminInputMessages.limitInvalid })
    .int(adminInputMessages.limitInvalid)
    .min(1, adminInputMessages.limitInvalid)
    .max(50, adminInputMessages.limitInvalid)
    .default(adminLists.topReferrers),
});

/** GET /api/admin/top-profiles: the same limit as the top referrers. */
export const topProfilesQuerySchema = topReferrersQuerySchema;

/** One reserved name as the settings store it: trimmed and lower-cased; blanks are dropped before this. */
const reservedName = z
  .string({ error: adminInputMessages.reservedNameInvalid })
  .max(limits.usernameMax, adminInputMessages.reservedNameInvalid)
  .regex(usernamePattern, adminInputMessages.reservedNameInvalid);

export const settingsUpdateSchema = z.object({
  invitesRequired: z.boolean({ error: adminInputMessages.flagInvalid }).optional(),
  registrationClosed: z.boolean({ error: adminInputMessages.flagInvalid }).optional(),
  adminsRequire2fa: z.boolean({ error: adminInputMessages.flagInvalid }).optional(),
  extraReservedUsernames: z
    .array(z.string({ error: adminInputMessages.reservedNameInvalid }), {
      error: adminInputMessages.reservedListInvalid,
    })
    .max(1000, adminInputMessages.tooManyReservedNames)
    // Trimmed, lower-cased, blanks and repeats dropped (docs/product.md, "Limits").
    .transform((names) => [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(reservedName))
    .optional(),
  blockedDomains: blockedDomainsSchema.optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

const absent = (value: unknown) => value === undefined || value === null || value === "";

export const inviteCodeCreateSchema = z.object({
  code: z
    .string({ error: adminMessages.codeRequired })
    .trim()
    .min(1, adminMessages.codeRequired)
    .max(64, adminInputMessages.codeTooLong)
    // \S* rather than \S+: a blank code gets only the "required" message.
    .regex(/^\S*$/, adminInputMessages.codeInvalid),
  enabled: z.boolean({ error: adminInputMessages.enabledInvalid }).default(true),
  /** A positive whole number, or absent (null, "") for unlimited. */
  maxUses: z.preprocess(
    (value) => (absent(value) ? undefined : value),
    z
      .number({ error: adminInputMessages.maxUsesInvalid })
      .int(adminInputMessages.maxUsesInvalid)
      .min(1, adminInputMessages.maxUsesInvalid)
      .max(1_000_000_000, adminInputMessages.maxUsesInvalid)
      .optional(),
  ),
  /** An ISO date or date-time (a bare date is midnight UTC), or absent (null, "") for none; parsed to ms. */
  expiresAt: z.preprocess(
    (value) => (absent(value) ? undefined : value),
    z
      .string({ error: adminInputMessages.expiresAtInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, adminInputMessages.expiresAtInvalid)
      .transform((value, ctx) => {
        const time = Date.parse(value);
        if (Number.isNaN(time)) {
          ctx.addIssue({ code: "custom", message: adminInputMessages.expiresAtInvalid });
          return z.NEVER;
        }
        return time;
      })
      .optional(),
  ),
});
export type InviteCodeCreate = z.infer<typeof inviteCodeCreateSchema>;

export const inviteCodeUpdateSchema = z.object({
  enabled: z.boolean({ error: adminInputMessages.enabledInvalid }),
});

export const impersonationUseSchema = z.object({
  token: z.string({ error: adminInputMessages.tokenRequired }).trim().min(1, adminInputMessages.tokenRequired).max(256),
});

/** The most a suspension's reason holds: a sentence or two for the owner's mail and the audit. */
export const suspensionReasonMax = 500;

/** POST /api/admin/users/:id/suspend: an optional reason, told to the owner and kept in the audit. */
export const suspendUserSchema = z.object({
  reason: z
    .string({ error: "The reason must be text." })
    .trim()
    .max(suspensionReasonMax, `The reason can be at most ${suspensionReasonMax} characters.`)
    .optional(),
});
