// The words of the admin's Settings tab in the reader's language (docs/decisions/057-languages.md): the global
// settings and the invite codes. What the API refuses or answers is shown through the refusals' table.
import { defineMessages } from "#contract/i18n/define";

export const settingsTexts = defineMessages({
  settingsFailed: { id: "app.admin.settings.settingsFailed", defaultMessage: "Failed to fetch settings" },
  loadingSettings: { id: "app.admin.settings.loadingSettings", defaultMessage: "Loading settings…" },
  signupAndUsernames: { id: "app.admin.settings.signupAndUsernames", defaultMessage: "Signup and usernames" },
  globalSettings: { id: "app.admin.settings.globalSettings", defaultMessage: "Global settings" },
  invitesRequired: { id: "app.admin.settings.invitesRequired", defaultMessage: "Require an invite code to sign up" },
  registrationClosed: { id: "app.admin.settings.registrationClosed", defaultMessage: "Close registration" },
  adminsRequire2fa: {
    id: "app.admin.settings.adminsRequire2fa",
    defaultMessage: "Admins require two-factor authentication",
  },
  reserved: { id: "app.admin.settings.reserved", defaultMessage: "Extra reserved usernames" },
  reservedHint: {
    id: "app.admin.settings.reservedHint",
    defaultMessage: "One per line. These can never be taken as usernames, in addition to the built-in ones.",
  },
  blocked: { id: "app.admin.settings.blocked", defaultMessage: "Blocked domains" },
  blockedHint: {
    id: "app.admin.settings.blockedHint",
    defaultMessage:
      "One per line, such as example.com. Links, social icons and e-mail addresses on these domains or their subdomains can't be added, and those already on pages are held for review.",
  },
  saving: { id: "app.admin.settings.saving", defaultMessage: "Saving…" },
  save: { id: "app.admin.settings.save", defaultMessage: "Save settings" },
  saveFailed: { id: "app.admin.settings.saveFailed", defaultMessage: "Failed to save settings" },
  saved: { id: "app.admin.settings.saved", defaultMessage: "Settings saved." },
  invitesTitle: { id: "app.admin.settings.invitesTitle", defaultMessage: "Invite codes" },
  invitesFailed: { id: "app.admin.settings.invitesFailed", defaultMessage: "Failed to fetch invite codes" },
  loadingInvites: { id: "app.admin.settings.loadingInvites", defaultMessage: "Loading invite codes…" },
  updateFailed: { id: "app.admin.settings.updateFailed", defaultMessage: "Failed to update" },
  deleteFailed: { id: "app.admin.settings.deleteFailed", defaultMessage: "Failed to delete" },
  deleteTitle: {
    id: "app.admin.settings.deleteTitle",
    defaultMessage: "Delete the invite code {code}?",
    description: "{code} is the invite code",
  },
  deleteConfirm: { id: "app.admin.settings.deleteConfirm", defaultMessage: "Delete code" },
  keep: { id: "app.admin.settings.keep", defaultMessage: "Keep code" },
  deleteBody: {
    id: "app.admin.settings.deleteBody",
    defaultMessage: "Nobody can sign up with it any more, and it cannot be brought back.",
  },
  newInvite: { id: "app.admin.settings.newInvite", defaultMessage: "New invite code" },
  code: { id: "app.admin.settings.code", defaultMessage: "Code" },
  maxUses: { id: "app.admin.settings.maxUses", defaultMessage: "Max uses" },
  maxUsesHint: { id: "app.admin.settings.maxUsesHint", defaultMessage: "Empty for unlimited" },
  expiresOn: { id: "app.admin.settings.expiresOn", defaultMessage: "Expires on" },
  expiresOnHint: { id: "app.admin.settings.expiresOnHint", defaultMessage: "Optional; valid through that day" },
  enabled: { id: "app.admin.settings.enabled", defaultMessage: "Enabled" },
  creating: { id: "app.admin.settings.creating", defaultMessage: "Creating…" },
  create: { id: "app.admin.settings.create", defaultMessage: "Create invite code" },
  createFailed: { id: "app.admin.settings.createFailed", defaultMessage: "Failed to create invite code" },
  created: { id: "app.admin.settings.created", defaultMessage: "Invite code created." },
  noInvites: { id: "app.admin.settings.noInvites", defaultMessage: "No invite codes yet." },
  uses: { id: "app.admin.settings.uses", defaultMessage: "Uses" },
  expires: { id: "app.admin.settings.expires", defaultMessage: "Expires" },
  actions: { id: "app.admin.settings.actions", defaultMessage: "Actions", description: "A hidden column header" },
  enable: {
    id: "app.admin.settings.enable",
    defaultMessage: "Enable {code}",
    description: "The switch of an invite code, read out; {code} is the code",
  },
  never: { id: "app.admin.settings.never", defaultMessage: "Never", description: "An invite code that never expires" },
  delete: { id: "app.admin.settings.delete", defaultMessage: "Delete" },
});
