// The words of the Settings section's card about the account's data (its export, an import and pasted
// links), in the reader's language (docs/decisions/057-languages.md).
import { defineMessages } from "#contract/i18n/define";

export const yourDataTexts = defineMessages({
  title: { id: "app.yourData.title", defaultMessage: "Your data" },
  intro: {
    id: "app.yourData.intro",
    defaultMessage:
      "Your profile, links, analytics, sessions, subscribers and tips, as a JSON file you can keep or move.",
  },
  download: { id: "app.yourData.download", defaultMessage: "Download your data" },
  importTitle: { id: "app.yourData.importTitle", defaultMessage: "Import a LinkNest export" },
  exportFile: { id: "app.yourData.exportFile", defaultMessage: "Export file" },
  howToImport: { id: "app.yourData.howToImport", defaultMessage: "How to import" },
  merge: { id: "app.yourData.merge", defaultMessage: "Add to my profile (keep what I have)" },
  replace: { id: "app.yourData.replace", defaultMessage: "Replace my profile and links" },
  import: { id: "app.yourData.import", defaultMessage: "Import" },
  importing: { id: "app.yourData.importing", defaultMessage: "Importing..." },
  pasteTitle: { id: "app.yourData.pasteTitle", defaultMessage: "Paste your links" },
  pasteLabel: { id: "app.yourData.pasteLabel", defaultMessage: "One web address per line" },
  addLinks: { id: "app.yourData.addLinks", defaultMessage: "Add these links" },
  notAddresses: {
    id: "app.yourData.notAddresses",
    defaultMessage: "These lines are not web addresses: {lines}",
    description: "{lines} is the pasted lines, separated by commas",
  },
  confirmReplace: { id: "app.yourData.confirmReplace", defaultMessage: "Replace" },
  keepProfile: { id: "app.yourData.keepProfile", defaultMessage: "Keep my profile" },
  notAFile: { id: "app.yourData.notAFile", defaultMessage: "This file is not a LinkNest export." },
  chooseFile: { id: "app.yourData.chooseFile", defaultMessage: "Choose an export file." },
  pasteSomething: {
    id: "app.yourData.pasteSomething",
    defaultMessage: "Paste at least one web address, one per line.",
  },
  importFailed: { id: "app.yourData.importFailed", defaultMessage: "Import failed." },
});
