// The admin texts the API sends too, by their English (the messages in contract/, Admin), word for word: what a
// failure is known by, and a success's fallback; they are shown through the refusals' table. The screens' own
// words are beside each tab (`*-texts.ts`) and in admin-area-texts.ts.
import { adminMessages } from "#contract/admin-schemas";
import { messages } from "#contract/messages";

export const adminTexts = {
  accessRequired: messages.adminRequired,
  needsSecondFactor: messages.adminNeeds2fa,
  stopFailed: "Failed to stop",
  codeRequired: adminMessages.codeRequired,
  inviteDeleted: adminMessages.inviteDeleted,
  auditCleared: adminMessages.auditCleared,
} as const;
