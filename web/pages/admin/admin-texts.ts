// Every admin text of the messages in contract/ (Admin), word for word, plus the few success texts the area shows.
// The texts the server sends too are taken from the contract.
import { adminMessages } from "#contract/admin-schemas";
import { messages } from "#contract/messages";

export const adminTexts = {
  accessRequired: messages.adminRequired,
  needsSecondFactor: messages.adminNeeds2fa,
  loadFailed: "Error loading admin data",
  statsFailed: "Failed to fetch stats",
  usersFailed: "Failed to fetch users",
  auditFailed: "Failed to fetch audit",
  logsFailed: "Failed to fetch logs",
  metricsFailed: "Failed to fetch metrics",
  referrersFailed: "Failed to fetch top referrers",
  topProfilesFailed: "Failed to fetch the most viewed profiles",
  invitesFailed: "Failed to fetch invite codes",
  settingsFailed: "Failed to fetch settings",
  errorsFailed: "Failed to fetch errors",
  stopFailed: "Failed to stop",
  impersonateFailed: "Failed to impersonate",
  portalFailed: "Failed to open billing portal",
  saveSettingsFailed: "Failed to save settings",
  createInviteFailed: "Failed to create invite code",
  updateFailed: "Failed to update",
  deleteFailed: "Failed to delete",
  clearFailed: "Failed to clear",
  operationFailed: "Operation failed",
  codeRequired: adminMessages.codeRequired,
  settingsSaved: "Settings saved.",
  inviteCreated: "Invite code created.",
  inviteDeleted: adminMessages.inviteDeleted,
  auditCleared: adminMessages.auditCleared,
  operationDone: "Done.",
} as const;
