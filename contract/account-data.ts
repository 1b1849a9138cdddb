// The account's data to take away (product §7 "Your data"): the export file's shape, and the rules an
// import starts with before the profile save's own (profile-schemas.ts) judge the profile and links.
import { z } from "zod";
import { exportFormat, exportVersion } from "./account-export";

export { type AccountExport, addressKey, exportFormat, exportVersion } from "./account-export";

export const importMessages = {
  notAnExport: "This file is not a LinkNest export.",
  modeInvalid: 'mode must be "merge" or "replace".',
  imported: "Your data was imported.",
} as const;

/**
 * POST /api/account/import. Only the file's marks are checked here; its profile fields and links go
 * through the profile save's schema, so an import obeys exactly the rules a save does.
 */
export const importSchema = z.object({
  data: z.looseObject(
    {
      format: z.literal(exportFormat, { error: importMessages.notAnExport }),
      version: z.literal(exportVersion, { error: importMessages.notAnExport }),
      profile: z.looseObject({}, { error: importMessages.notAnExport }).optional(),
      links: z.array(z.looseObject({}), { error: importMessages.notAnExport }).optional(),
    },
    { error: importMessages.notAnExport },
  ),
  mode: z.enum(["merge", "replace"], { error: importMessages.modeInvalid }),
});

export type ImportInput = z.infer<typeof importSchema>;
