// What the account calls answer when they succeed, and the verification link's missing token (the API
// reference): the API sends these as its `msg` and the screens show them, or fall back to them, word for word.
// Kept apart from account-schemas.ts so a screen that needs only a text does not load the validation library.
export const accountTexts = {
  welcomeBack: "Welcome back.",
  accountCreated: "Account created. Check your email to verify.",
  emailChangeSent: "Confirmation link sent to new email.",
  accountDeleted: "Account deleted.",
  noVerificationToken: "No verification token provided.",
} as const;
