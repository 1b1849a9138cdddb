// The admin texts the API sends and the admin screens show too (docs/product.md, "Limits"; the messages in contract/ (Admin)), word for word.
// Kept apart from admin-schemas.ts, which builds zod schemas, so the admin screens can take a text
// without loading the validation library.
export const adminMessages = {
  codeRequired: "Code is required",
  inviteDeleted: "Invite code deleted.",
  auditCleared: "Audit log cleared.",
} as const;
