// Every admin text of product §8 "Admin", word for word, plus the few success texts the area shows.
import { messages } from "#contract/messages";

export const adminTexts = {
  accessRequired: messages.adminRequired,
  loadFailed: "Error loading admin data",
  statsFailed: "Failed to fetch stats",
  usersFailed: "Failed to fetch users",
  auditFailed: "Failed to fetch audit",
  logsFailed: "Failed to fetch logs",
  metricsFailed: "Failed to fetch metrics",
  referrersFailed: "Failed to fetch top referrers",
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
  // The same text as the server's adminMessages.codeRequired (a test holds them equal). Not imported
  // from there: that module builds zod schemas, which would pull the validation library into this chunk.
  codeRequired: "Code is required",
  settingsSaved: "Settings saved.",
  inviteCreated: "Invite code created.",
  inviteDeleted: "Invite code deleted.",
  auditCleared: "Audit log cleared.",
  operationDone: "Done.",
} as const;
