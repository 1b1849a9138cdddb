// The words of the security card's passkeys, in the reader's language (docs/decisions/057-languages.md).
import { defineMessages } from "#contract/i18n/define";

export const passkeysTexts = defineMessages({
  title: { id: "app.passkeys.title", defaultMessage: "Passkeys" },
  intro: {
    id: "app.passkeys.intro",
    defaultMessage: "Sign in with your fingerprint, face or device PIN instead of a password.",
  },
  addFailed: { id: "app.passkeys.addFailed", defaultMessage: "The passkey could not be added." },
  removeFailed: { id: "app.passkeys.removeFailed", defaultMessage: "The passkey could not be removed." },
  renameFailed: { id: "app.passkeys.renameFailed", defaultMessage: "The passkey could not be renamed." },
  loadFailed: { id: "app.passkeys.loadFailed", defaultMessage: "Could not load your passkeys." },
  list: { id: "app.passkeys.list", defaultMessage: "Your passkeys" },
  add: { id: "app.passkeys.add", defaultMessage: "Add a passkey" },
  waiting: { id: "app.passkeys.waiting", defaultMessage: "Waiting for your device..." },
  removeTitle: { id: "app.passkeys.removeTitle", defaultMessage: "Remove this passkey?" },
  removeConfirm: { id: "app.passkeys.removeConfirm", defaultMessage: "Remove passkey" },
  keep: { id: "app.passkeys.keep", defaultMessage: "Keep it" },
  removing: { id: "app.passkeys.removing", defaultMessage: "Removing..." },
  removeBody: {
    id: "app.passkeys.removeBody",
    defaultMessage: "{name} will no longer sign you in.",
    description: "{name} is the passkey's name",
  },
  added: {
    id: "app.passkeys.added",
    defaultMessage: "added {added}",
    description: "After a passkey's name; {added} is a date with a time",
  },
  lastUsed: {
    id: "app.passkeys.lastUsed",
    defaultMessage: "last used {lastUsed}",
    description: "After when a passkey was added; {lastUsed} is a date with a time",
  },
  neverUsed: { id: "app.passkeys.neverUsed", defaultMessage: "never used" },
  rename: { id: "app.passkeys.rename", defaultMessage: "Rename" },
  remove: { id: "app.passkeys.remove", defaultMessage: "Remove" },
  name: { id: "app.passkeys.name", defaultMessage: "Passkey name" },
  saveName: { id: "app.passkeys.saveName", defaultMessage: "Save name" },
});
