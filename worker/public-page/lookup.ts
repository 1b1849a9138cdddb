// Finding what /{username} shows: the profile's snapshot (KV first, D1 second) and the settings that
// say whether the name is reserved. The hot path — a KV snapshot and a recent settings copy — costs
// one KV read and no D1 read (docs/decisions/009-performance.md).
import type { Db } from "../db/client";
import type { PublicProfileSnapshot } from "../profiles/public-profile";
import { loadSnapshot, readStoredSnapshot } from "../profiles/snapshot";
import { defaultSettings, freshSettings, recentSettingsCopy, type Settings } from "../settings/settings";

export type PublicPageLookup = { settings: Settings; snapshot: PublicProfileSnapshot | null };

/** A page whose snapshot is in KV still renders when D1 cannot answer for the settings. */
function settingsOrDefault(db: Db): Promise<Settings> {
  return freshSettings(db).catch((error) => {
    console.error("settings unavailable for the public page", error);
    return defaultSettings;
  });
}

/**
 * The profile at /{username} and the settings that say whether the name is reserved. A KV hit may
 * use settings a few seconds old (recentSettingsCopy); a miss, which reads D1 anyway, reads them
 * fresh, so a page rebuilt from D1 always follows the latest reserved names. `db` opens D1 only when
 * it is needed.
 */
export async function lookUpPublicPage(db: () => Db, env: Env, username: string): Promise<PublicPageLookup> {
  const copy = recentSettingsCopy();
  // Without a recent copy the settings are read alongside KV, as a miss needs them anyway.
  const settingsRead = copy ? Promise.resolve(copy) : settingsOrDefault(db());
  const stored = await readStoredSnapshot(env, username);
  if (stored) return { settings: await settingsRead, snapshot: stored };
  const [settings, snapshot] = await Promise.all([
    copy ? settingsOrDefault(db()) : settingsRead,
    loadSnapshot(db(), env, username),
  ]);
  return { settings, snapshot };
}
