// The words of the sign-in, sign-up and password screens, in the English of docs/product.md, word for
// word. The server's answers and the fields' rules are the API's English still (docs/decisions/057).
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
});
