// The words of the Settings section's security card (its signed-in devices and the password or code it
// asks for again), in the reader's language (docs/decisions/057-languages.md).
import { defineMessages } from "#contract/i18n/define";

export const securityTexts = defineMessages({
  title: { id: "app.security.title", defaultMessage: "Security" },
  loadFailed: { id: "app.security.loadFailed", defaultMessage: "Could not load your security settings." },
  devices: { id: "app.security.devices", defaultMessage: "Signed-in devices" },
  thisDevice: { id: "app.security.thisDevice", defaultMessage: "This device" },
  sessionTimes: {
    id: "app.security.sessionTimes",
    defaultMessage: "signed in {signedIn} · last seen {lastSeen}",
    description: "After a device's name; {signedIn} and {lastSeen} are dates with times",
  },
  endSession: { id: "app.security.endSession", defaultMessage: "End session" },
  endOthers: { id: "app.security.endOthers", defaultMessage: "End all other sessions" },
  failed: { id: "app.security.failed", defaultMessage: "That did not work. Please try again." },
  sessionsLoadFailed: { id: "app.security.sessionsLoadFailed", defaultMessage: "Could not load your sessions." },
  code: { id: "app.security.code", defaultMessage: "Code from your authenticator app" },
  yourPassword: { id: "app.security.yourPassword", defaultMessage: "Your password" },
  usePassword: { id: "app.security.usePassword", defaultMessage: "Use your password instead" },
});
