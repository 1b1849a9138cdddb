// The words of the security card's authenticator app part (two-factor authentication, its recovery codes),
// in the reader's language (docs/decisions/057-languages.md).
import { defineMessages } from "#contract/i18n/define";

export const twoFactorTexts = defineMessages({
  title: { id: "app.twoFactor.title", defaultMessage: "Authenticator app" },
  startFailed: { id: "app.twoFactor.startFailed", defaultMessage: "Could not start the setup." },
  isOn: { id: "app.twoFactor.isOn", defaultMessage: "Two-factor authentication is on." },
  codesLeft: {
    id: "app.twoFactor.codesLeft",
    defaultMessage: "{count, plural, one {# recovery code left.} other {# recovery codes left.}}",
  },
  setUpSteps: {
    id: "app.twoFactor.setUpSteps",
    defaultMessage: "Scan the code with your authenticator app, then enter the 6-digit code it shows.",
  },
  qrCode: { id: "app.twoFactor.qrCode", defaultMessage: "QR code for your authenticator app" },
  cannotScan: {
    id: "app.twoFactor.cannotScan",
    defaultMessage: "Can't scan it? Enter this key in the app:",
    description: "The setup key follows",
  },
  copyKey: { id: "app.twoFactor.copyKey", defaultMessage: "Copy key" },
  sixDigitCode: { id: "app.twoFactor.sixDigitCode", defaultMessage: "6-digit code" },
  turnOn: { id: "app.twoFactor.turnOn", defaultMessage: "Turn on two-factor authentication" },
  turningOn: { id: "app.twoFactor.turningOn", defaultMessage: "Turning on..." },
  offIntro: {
    id: "app.twoFactor.offIntro",
    defaultMessage: "Ask for a code from an authenticator app as well as your password when you sign in.",
  },
  setUp: { id: "app.twoFactor.setUp", defaultMessage: "Set up two-factor authentication" },
  copied: { id: "app.twoFactor.copied", defaultMessage: "Copied." },
  copyFailed: {
    id: "app.twoFactor.copyFailed",
    defaultMessage: "Could not copy. Select the text and copy it yourself.",
  },
  recoveryCodes: { id: "app.twoFactor.recoveryCodes", defaultMessage: "Recovery codes" },
  recoveryCodesIntro: {
    id: "app.twoFactor.recoveryCodesIntro",
    defaultMessage:
      "Each code signs you in once if you lose your authenticator. Save them somewhere safe: they are shown only this once.",
  },
  copyCodes: { id: "app.twoFactor.copyCodes", defaultMessage: "Copy codes" },
  downloadCodes: { id: "app.twoFactor.downloadCodes", defaultMessage: "Download codes" },
  savedCodes: { id: "app.twoFactor.savedCodes", defaultMessage: "I have saved my recovery codes" },
  newCodes: { id: "app.twoFactor.newCodes", defaultMessage: "New recovery codes" },
  newCodesFailed: { id: "app.twoFactor.newCodesFailed", defaultMessage: "Could not make new recovery codes." },
  oldCodesStop: { id: "app.twoFactor.oldCodesStop", defaultMessage: "The codes you have now stop working." },
  makingCodes: { id: "app.twoFactor.makingCodes", defaultMessage: "Making new codes..." },
  makeCodes: { id: "app.twoFactor.makeCodes", defaultMessage: "Make new recovery codes" },
  otherDevices: {
    id: "app.twoFactor.otherDevices",
    defaultMessage:
      "You are still signed in on {count, plural, one {# other device} other {# other devices}}, which never gave a code. End those sessions if any of them is not yours.",
  },
  endOthersFailed: { id: "app.twoFactor.endOthersFailed", defaultMessage: "Could not end the other sessions." },
  turnOffOpen: { id: "app.twoFactor.turnOffOpen", defaultMessage: "Turn off two-factor authentication" },
  turnOff: { id: "app.twoFactor.turnOff", defaultMessage: "Turn off" },
  turningOff: { id: "app.twoFactor.turningOff", defaultMessage: "Turning off..." },
  turnOffFailed: { id: "app.twoFactor.turnOffFailed", defaultMessage: "Could not turn it off." },
});
