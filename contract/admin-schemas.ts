// Validation of admin input (product §5, §7 "Admin", §9): the list queries, settings and invite codes.
// The API validates with these and the admin screens may reuse them, so a rule and its text exist once.
import { z } from "zod";
import { usernamePattern } from "./account-schemas";
import { adminLists, limits } from "./limits";

export const adminMessages = {
  // product §5, word for word.
  codeRequired: "Code is required",
  // Ours, where the product reference is silent.
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
  .enum(["true", "false", ""], { error: adminMessages.flagInvalid })
  .optional()
  .transform((value) => (value === "true" ? true : value === "false" ? false : undefined));

const queryPage = z.coerce
  .number({ error: adminMessages.pageInvalid })
  .int(adminMessages.pageInvalid)
  .min(1, adminMessages.pageInvalid)
  .max(1_000_000, adminMessages.pageInvalid)
  .default(1);

/**
 * Free text matched as a substring; empty means no filter. No stored address or name holds a control
 * character, and SQLite's LIKE and full-text syntax would read a NUL as the end of the text.
 */
const queryText = z
  .string()
  .trim()
  .max(254, adminMessages.searchTooLong)
  .refine((text) => !/\p{Cc}/u.test(text), adminMessages.searchControlCharacters)
  .default("");

export const userListQuerySchema = z.object({
  page: queryPage,
  pageSize: z.coerce
    .number({ error: adminMessages.pageSizeInvalid })
    .refine((size) => (adminLists.userPageSizes as readonly number[]).includes(size), adminMessages.pageSizeInvalid)
    .default(adminLists.defaultUserPageSize),
  q: queryText,
  sortBy: z
    .enum(adminLists.userSortFields, { error: adminMessages.sortByInvalid })
    .default(adminLists.defaultUserSortField),
  sortDir: z
    .enum(adminLists.sortDirections, { error: adminMessages.sortDirInvalid })
    .default(adminLists.defaultSortDirection),
  isPro: queryFlag,
  emailVerified: queryFlag,
  isSuspended: queryFlag,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const auditListQuerySchema = z.object({
  page: queryPage,
  pageSize: z.coerce
    .number({ error: adminMessages.auditPageSizeInvalid })
    .int(adminMessages.auditPageSizeInvalid)
    .min(1, adminMessages.auditPageSizeInvalid)
    .max(100, adminMessages.auditPageSizeInvalid)
    .default(adminLists.auditPageSize),
  action: queryText,
  actor: queryText,
  target: queryText,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

const queryLines = z.coerce
  .number({ error: adminMessages.linesInvalid })
  .int(adminMessages.linesInvalid)
  .min(1, adminMessages.linesInvalid)
  .max(1000, adminMessages.linesInvalid)
  .default(adminLists.defaultLogLines);

export const requestLogQuerySchema = z.object({
  lines: queryLines,
  contains: queryText,
  method: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,10}$/, adminMessages.methodInvalid)
    .default("")
    .transform((value) => value.toUpperCase()),
  /** An exact status ("404") or a class ("5xx"). */
  status: z
    .string()
    .trim()
    .regex(/^([1-5]\d\d|[1-5]xx)?$/i, adminMessages.statusInvalid)
    .default("")
    .transform((value) => value.toLowerCase()),
});
export type RequestLogQuery = z.infer<typeof requestLogQuerySchema>;

export const errorLogQuerySchema = z.object({ lines: queryLines, contains: queryText });
export type ErrorLogQuery = z.infer<typeof errorLogQuerySchema>;

export const topReferrersQuerySchema = z.object({
  limit: z.coerce
    .number({ error: adminMessages.limitInvalid })
    .int(adminMessages.limitInvalid)
    .min(1, adminMessages.limitInvalid)
    .max(50, adminMessages.limitInvalid)
    .default(adminLists.topReferrers),
});

/** One reserved name as the settings store it: trimmed and lower-cased; blanks are dropped before this. */
const reservedName = z
  .string({ error: adminMessages.reservedNameInvalid })
  .max(limits.usernameMax, adminMessages.reservedNameInvalid)
  .regex(usernamePattern, adminMessages.reservedNameInvalid);

export const settingsUpdateSchema = z.object({
  invitesRequired: z.boolean({ error: adminMessages.flagInvalid }).optional(),
  registrationClosed: z.boolean({ error: adminMessages.flagInvalid }).optional(),
  extraReservedUsernames: z
    .array(z.string({ error: adminMessages.reservedNameInvalid }), { error: adminMessages.reservedListInvalid })
    .max(1000, adminMessages.tooManyReservedNames)
    // Trimmed, lower-cased, blanks and repeats dropped (product §5 "one per line, trimmed, blank lines dropped").
    .transform((names) => [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(reservedName))
    .optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

const absent = (value: unknown) => value === undefined || value === null || value === "";

export const inviteCodeCreateSchema = z.object({
  code: z
    .string({ error: adminMessages.codeRequired })
    .trim()
    .min(1, adminMessages.codeRequired)
    .max(64, adminMessages.codeTooLong)
    // \S* rather than \S+: a blank code gets only the "required" message.
    .regex(/^\S*$/, adminMessages.codeInvalid),
  enabled: z.boolean({ error: adminMessages.enabledInvalid }).default(true),
  /** A positive whole number, or absent (null, "") for unlimited. */
  maxUses: z.preprocess(
    (value) => (absent(value) ? undefined : value),
    z
      .number({ error: adminMessages.maxUsesInvalid })
      .int(adminMessages.maxUsesInvalid)
      .min(1, adminMessages.maxUsesInvalid)
      .max(1_000_000_000, adminMessages.maxUsesInvalid)
      .optional(),
  ),
  /** An ISO date or date-time (a bare date is midnight UTC), or absent (null, "") for none; parsed to ms. */
  expiresAt: z.preprocess(
    (value) => (absent(value) ? undefined : value),
    z
      .string({ error: adminMessages.expiresAtInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, adminMessages.expiresAtInvalid)
      .transform((value, ctx) => {
        const time = Date.parse(value);
        if (Number.isNaN(time)) {
          ctx.addIssue({ code: "custom", message: adminMessages.expiresAtInvalid });
          return z.NEVER;
        }
        return time;
      })
      .optional(),
  ),
});
export type InviteCodeCreate = z.infer<typeof inviteCodeCreateSchema>;

export const inviteCodeUpdateSchema = z.object({
  enabled: z.boolean({ error: adminMessages.enabledInvalid }),
});

export const impersonationUseSchema = z.object({
  token: z.string({ error: adminMessages.tokenRequired }).trim().min(1, adminMessages.tokenRequired).max(256),
});
