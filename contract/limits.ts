// Business constants and limits (product §9), shared by the server's validation and the web app.
export const limits = {
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 500,
  linkTitleMax: 100,
  /** Not in product §9; see docs/decisions/003-profiles-links-and-avatars.md. */
  linksMax: 50,
  /** Browsers and crawlers cope with about this much; longer "links" are almost always abuse. */
  linkUrlMax: 2048,
  avatarMaxBytes: 2_097_152,
  passwordMin: 6,
  passwordMax: 128,
  /** A JSON body larger than this is refused before it is parsed. */
  jsonBodyMaxBytes: 64 * 1024,
} as const;

export const timings = {
  toastMs: 2500,
  statusRefetchMs: 2000,
  verifyRedirectMs: 10_000,
  resetRedirectMs: 3000,
  accountDeleteRedirectMs: 800,
} as const;

/** First path segments that are never usernames (product §2); admins may add more in settings. */
export const reservedUsernames = [
  "login",
  "signup",
  "dashboard",
  "admin",
  "verify-email",
  "verify-email-change",
  "forgot-password",
  "reset-password",
  "tos",
  "privacy",
  "data-compliance",
] as const;
