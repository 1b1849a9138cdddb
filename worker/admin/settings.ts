// Saving the global settings from the admin Settings tab, with its audit entry. Signup and the public
// page read the settings on every request, so a change applies at once; a changed list of blocked
// domains also starts the sweep that holds, or shows again, what profiles already carry on them.

import type { SettingsUpdate } from "#contract/admin-schemas";
import { recordAudit } from "../audit/record";
import type { Db } from "../db/client";
import { startBlockedDomainSweep } from "../safety/blocked-domains";
import { readSettings, type Settings, writeSettings } from "../settings/settings";

export async function updateSettings(db: Db, env: Env, adminId: string, changes: SettingsUpdate): Promise<Settings> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const before = changes.blockedDomains ? (await readSettings(db)).blockedDomains : [];
  const saved = await writeSettings(db, given);
  if (Object.keys(given).length > 0) {
    await recordAudit(db, { action: "update_settings", actorUserId: adminId, details: given });
  }
  if (changes.blockedDomains) await startBlockedDomainSweep(db, env, before, saved.blockedDomains);
  return saved;
}
