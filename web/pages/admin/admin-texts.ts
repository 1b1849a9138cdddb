// The admin texts of the messages in contract/ (Admin), word for word, plus the few success texts the area shows,
// for the tabs that still speak English; the texts the server sends too are taken from the contract. A tab that
// speaks the reader's language has its words beside it (overview/overview-texts.ts, admin-area-texts.ts).
import { adminMessages } from "#contract/admin-schemas";
import { messages } from "#contract/messages";

export const adminTexts = {
  accessRequired: messages.adminRequired,
  needsSecondFactor: messages.adminNeeds2fa,
  usersFailed: "Failed to fetch users",
  stopFailed: "Failed to stop",
  impersonateFailed: "Failed to impersonate",
  portalFailed: "Failed to open billing portal",
  operationFailed: "Operation failed",
  codeRequired: adminMessages.codeRequired,
  inviteDeleted: adminMessages.inviteDeleted,
  auditCleared: adminMessages.auditCleared,
  operationDone: "Done.",
} as const;
