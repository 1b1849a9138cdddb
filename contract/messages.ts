// Texts the server and the web app both show, word for word as docs/product.md gives them.
// One copy only: both sides import from here.
export const messages = {
  networkError: "Network error. Please try again.",
  reviewFields: "Please review the highlighted fields.",
  notFound: "Not found",
  serverError: "Something went wrong on our side. Please try again.",
  invalidJson: "The request body is not valid JSON.",
  jsonRequired: "Send the request body as JSON (Content-Type: application/json).",
  bodyTooLarge: "The request body is too large.",
  crossOrigin: "Cross-site requests are not allowed.",
  registrationClosed: "Registration is currently closed.",
  adminRequired: "Admin access required",
  notSignedIn: "Please log in to continue.",
  notWhileImpersonating: "Not allowed while impersonating.",
  adminNeeds2fa: "Set up two-factor authentication to use the admin area.",
  /** The way back from a page a public page's form answers with (a sign-up, a tip). */
  backToPage: (name: string) => `Back to @${name}'s page`,
} as const;
