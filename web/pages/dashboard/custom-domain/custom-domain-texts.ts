// The words of the Settings section's custom domain card, in the reader's language
// (docs/decisions/057-languages.md). The status line under the domain is the server's own word.
import type { CustomDomainStatus } from "#contract/custom-domains";
import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";

export const customDomainTexts = defineMessages({
  title: { id: "app.customDomain.title", defaultMessage: "Custom domain" },
  offer: { id: "app.customDomain.offer", defaultMessage: "Your own domain (like links.yourname.com) is part of Pro." },
  loadFailed: { id: "app.customDomain.loadFailed", defaultMessage: "Failed to load your custom domain." },
  addFailed: { id: "app.customDomain.addFailed", defaultMessage: "Failed to add the domain." },
  checkFailed: { id: "app.customDomain.checkFailed", defaultMessage: "Failed to check the domain." },
  removeFailed: { id: "app.customDomain.removeFailed", defaultMessage: "Failed to remove the domain." },
  copied: { id: "app.customDomain.copied", defaultMessage: "Copied." },
  checked: {
    id: "app.customDomain.checked",
    defaultMessage: "Checked just now: {status}.",
    description: "{status} is the domain's status, such as Active",
  },
  domain: { id: "app.customDomain.domain", defaultMessage: "Domain" },
  domainHint: {
    id: "app.customDomain.domainHint",
    defaultMessage: "A subdomain of yours, such as links.yourname.com.",
  },
  adding: { id: "app.customDomain.adding", defaultMessage: "Adding…" },
  add: { id: "app.customDomain.add", defaultMessage: "Add domain" },
  records: { id: "app.customDomain.records", defaultMessage: "Add these records at your DNS provider:" },
  recordType: { id: "app.customDomain.recordType", defaultMessage: "Type", description: "A DNS record's type column" },
  recordName: { id: "app.customDomain.recordName", defaultMessage: "Name", description: "A DNS record's name column" },
  recordValue: {
    id: "app.customDomain.recordValue",
    defaultMessage: "Value",
    description: "A DNS record's value column",
  },
  copy: { id: "app.customDomain.copy", defaultMessage: "Copy" },
  copyRecordName: { id: "app.customDomain.copyRecordName", defaultMessage: "Copy the {type} record's name" },
  copyRecordValue: { id: "app.customDomain.copyRecordValue", defaultMessage: "Copy the {type} record's value" },
  checking: { id: "app.customDomain.checking", defaultMessage: "Checking…" },
  checkNow: { id: "app.customDomain.checkNow", defaultMessage: "Check now" },
  remove: { id: "app.customDomain.remove", defaultMessage: "Remove" },
  removeNamed: { id: "app.customDomain.removeNamed", defaultMessage: "Remove {hostname}" },
  removeTitle: { id: "app.customDomain.removeTitle", defaultMessage: "Remove {hostname}?" },
  removeConfirm: { id: "app.customDomain.removeConfirm", defaultMessage: "Remove domain" },
  keep: { id: "app.customDomain.keep", defaultMessage: "Keep domain" },
  removeBody: {
    id: "app.customDomain.removeBody",
    defaultMessage: "Your page stops answering at this domain, and its certificate is removed.",
  },
});

/** The domain's status in a word, as its badge shows it. */
export const statusTexts: Record<CustomDomainStatus, MessageDescriptor> = defineMessages({
  pending: { id: "app.customDomain.statusPending", defaultMessage: "Waiting for DNS" },
  verifying: { id: "app.customDomain.statusVerifying", defaultMessage: "Verifying" },
  active: { id: "app.customDomain.statusActive", defaultMessage: "Active" },
  failed: { id: "app.customDomain.statusFailed", defaultMessage: "Failed" },
});
