// The words of the sign-in, sign-up, password and verification screens, in the English of docs/product.md,
// word for word. The server's answers read in the reader's words through web/i18n/refusals.ts (decisions
// 060 and 068).
import { defineMessages } from "#contract/i18n/define";

export const authTexts = defineMessages({
  twoFactorTitle: { id: "app.auth.twoFactorTitle", defaultMessage: "Two-factor authentication" },
  newHere: { id: "app.auth.newHere", defaultMessage: "New here?", description: "Before the link to sign up" },
  createAccountLink: { id: "app.auth.createAccountLink", defaultMessage: "Create an account" },
  logInTitle: { id: "app.auth.logInTitle", defaultMessage: "Log in", description: "The login screen's heading" },
  identifier: { id: "app.auth.identifier", defaultMessage: "Email or Username", description: "Login field" },
  forgotPasswordLink: { id: "app.auth.forgotPasswordLink", defaultMessage: "Forgot password?" },
  loggingIn: { id: "app.auth.loggingIn", defaultMessage: "Logging in...", description: "The login button while busy" },
  logIn: { id: "app.auth.logIn", defaultMessage: "Log in", description: "The login button" },
  or: { id: "app.auth.or", defaultMessage: "or", description: "Between the login form and the passkey button" },
  signUpTitle: { id: "app.auth.signUpTitle", defaultMessage: "Create your account" },
  haveAccount: {
    id: "app.auth.haveAccount",
    defaultMessage: "Already have an account?",
    description: "Before the link to log in",
  },
  logInLink: { id: "app.auth.logInLink", defaultMessage: "Log in" },
  inviteCode: { id: "app.auth.inviteCode", defaultMessage: "Invite code" },
  referralCode: { id: "app.auth.referralCode", defaultMessage: "Referral code" },
  referralHint: {
    id: "app.auth.referralHint",
    defaultMessage: "You were invited by another {productName} user.",
    description: "productName is the product's name",
  },
  creatingAccount: { id: "app.auth.creatingAccount", defaultMessage: "Creating account...", description: "Busy" },
  signUp: { id: "app.auth.signUp", defaultMessage: "Sign up", description: "The sign-up button" },
  checkEmailTitle: { id: "app.auth.checkEmailTitle", defaultMessage: "Check your email" },
  verificationSent: {
    id: "app.auth.verificationSent",
    defaultMessage: "We sent a verification link to {email}. Open it to activate your account, then log in.",
  },
  nothingArrived: {
    id: "app.auth.nothingArrived",
    defaultMessage: "Nothing arrived? Check your spam folder, or send it again.",
  },
  goToLogin: { id: "app.auth.goToLogin", defaultMessage: "Go to login" },
  forgotTitle: { id: "app.auth.forgotTitle", defaultMessage: "Forgot your password?" },
  remembered: { id: "app.auth.remembered", defaultMessage: "Remembered it?", description: "Before 'Back to login'" },
  backToLogin: { id: "app.auth.backToLogin", defaultMessage: "Back to login" },
  forgotIntro: {
    id: "app.auth.forgotIntro",
    defaultMessage: "Enter the e-mail address of your account and we will send you a reset link.",
  },
  sending: { id: "app.auth.sending", defaultMessage: "Sending...", description: "A send button while busy" },
  sendResetLink: { id: "app.auth.sendResetLink", defaultMessage: "Send reset link" },
  passkeySignIn: { id: "app.auth.passkeySignIn", defaultMessage: "Sign in with a passkey" },
  waitingForPasskey: { id: "app.auth.waitingForPasskey", defaultMessage: "Waiting for your passkey..." },
  signupFailed: { id: "app.auth.signupFailed", defaultMessage: "Signup failed", description: "With no reason given" },
  loginFailed: { id: "app.auth.loginFailed", defaultMessage: "Login failed", description: "With no reason given" },
  resetRequestFailed: {
    id: "app.auth.resetRequestFailed",
    defaultMessage: "Password reset request failed",
    description: "With no reason given",
  },
  resetOnItsWay: {
    id: "app.auth.resetOnItsWay",
    defaultMessage: "If an account exists for that address, a reset link is on its way.",
  },
  verifying: { id: "app.auth.verifying", defaultMessage: "Verifying…", description: "While a mailed link is checked" },
  verified: { id: "app.auth.verified", defaultMessage: "Your email address is verified." },
  verifyNetworkError: { id: "app.auth.verifyNetworkError", defaultMessage: "Network error during verification" },
  verificationFailed: {
    id: "app.auth.verificationFailed",
    defaultMessage: "Verification failed",
    description: "With no reason given",
  },
});

/** The sign-in's second step: a code from the authenticator app, a recovery code, or a passkey. */
export const secondStepTexts = defineMessages({
  usePasskey: { id: "app.secondStep.usePasskey", defaultMessage: "Use your passkey" },
  startOver: { id: "app.secondStep.startOver", defaultMessage: "Start over", description: "Back to the password" },
  failed: { id: "app.secondStep.failed", defaultMessage: "Sign-in failed.", description: "With no reason given" },
  recoveryCode: { id: "app.secondStep.recoveryCode", defaultMessage: "Recovery code" },
  code: { id: "app.secondStep.code", defaultMessage: "Authentication code" },
  codeHint: { id: "app.secondStep.codeHint", defaultMessage: "The 6-digit code from your authenticator app." },
  verifying: { id: "app.secondStep.verifying", defaultMessage: "Verifying...", description: "The button while busy" },
  verify: { id: "app.secondStep.verify", defaultMessage: "Verify", description: "The form's button" },
  useApp: { id: "app.secondStep.useApp", defaultMessage: "Use a code from your app instead" },
  useRecovery: { id: "app.secondStep.useRecovery", defaultMessage: "Use a recovery code instead" },
});

/** The reset password screen's words: a link that cannot reset, the new password's form, and its end. */
export const resetTexts = defineMessages({
  invalidLinkTitle: { id: "app.reset.invalidLinkTitle", defaultMessage: "Invalid reset link" },
  requestNewLink: { id: "app.reset.requestNewLink", defaultMessage: "Request new reset link" },
  noTokenHint: {
    id: "app.reset.noTokenHint",
    defaultMessage: "This link has no reset token. Ask for a new link and use the newest e-mail.",
  },
  deadLinkHint: {
    id: "app.reset.deadLinkHint",
    defaultMessage: "A reset link works once and for an hour. Ask for a new link and use the newest e-mail.",
  },
  failed: { id: "app.reset.failed", defaultMessage: "Password reset failed", description: "With no reason given" },
  doneTitle: { id: "app.reset.doneTitle", defaultMessage: "Password reset", description: "Heading once it is done" },
  done: { id: "app.reset.done", defaultMessage: "Your password has been reset." },
  chooseTitle: { id: "app.reset.chooseTitle", defaultMessage: "Choose a new password" },
  newPassword: { id: "app.reset.newPassword", defaultMessage: "New password" },
  confirmNewPassword: { id: "app.reset.confirmNewPassword", defaultMessage: "Confirm new password" },
  processing: { id: "app.reset.processing", defaultMessage: "Processing...", description: "The button while busy" },
  reset: { id: "app.reset.reset", defaultMessage: "Reset password", description: "The form's button" },
});
