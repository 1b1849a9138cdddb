// Business constants and limits (docs/product.md, "Limits"), shared by the server's validation and the web app.
export const limits = {
  usernameMin: 3,
  usernameMax: 30,
  /** How long a former username leads to the page's new address and stays reserved for its owner. */
  formerUsernameDays: 30,
  bioMax: 500,
  displayNameMax: 50,
  /** What search results and link previews show before they cut (docs/product.md, "Making the page yours"). */
  pageTitleMax: 70,
  pageDescriptionMax: 200,
  linkTitleMax: 100,
  /** Not in docs/product.md, "Limits"; see docs/decisions/003-profiles-links-and-avatars.md. */
  linksMax: 50,
  /** Browsers and crawlers cope with about this much; longer "links" are almost always abuse. */
  linkUrlMax: 2048,
  avatarMaxBytes: 2_097_152,
  /** A link's thumbnail is drawn at 40 px: a quarter of a megabyte is plenty (docs/decisions/043). */
  thumbnailMaxBytes: 262_144,
  /** An uploaded image's longest side: a decoder asked for more holds more pixels than a Worker has memory. */
  imageMaxSide: 4096,
  /** The longest e-mail address a mail server takes (RFC 5321's path, less its brackets). */
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  /** A JSON body larger than this is refused before it is parsed. */
  jsonBodyMaxBytes: 64 * 1024,
  /** An import's file: its avatar and every link's thumbnail as base64 (4/3 of the bytes), and the rest. */
  importBodyMaxBytes: Math.ceil(((2_097_152 + 50 * 262_144) * 4) / 3) + 1024 * 1024,
} as const;

/**
 * The admin lists (docs/product.md, "Limits"): the users list's page sizes and sort orders, the audit page, the log
 * lines asked for and the referrers shown. The API's query rules default to these, and the admin
 * screens offer and send them.
 */
export const adminLists = {
  userPageSizes: [10, 20, 50],
  defaultUserPageSize: 20,
  userSortFields: ["createdAt", "email", "username"],
  defaultUserSortField: "createdAt",
  sortDirections: ["desc", "asc"],
  defaultSortDirection: "desc",
  auditPageSize: 10,
  defaultLogLines: 200,
  topReferrers: 10,
} as const;

/** First path segments that are never usernames (docs/product.md, "Screens"); admins may add more in settings. */
export const reservedUsernames = [
  "login",
  "signup",
  "dashboard",
  "admin",
  "verify-email",
  "verify-email-change",
  "undo-email-change",
  "invitation",
  "forgot-password",
  "reset-password",
  "tos",
  "privacy",
  "data-compliance",
] as const;
