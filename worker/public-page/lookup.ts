// The public page's first step: what /{username} shows — the profile's snapshot (this isolate's copy of
// the last few seconds, then KV, then D1), or the name its owner moved the page to — and the settings
// that say whether the name is reserved. The hot path — a recent snapshot and a recent settings copy —
// costs no read at all; a page first seen costs one KV read and no D1 read; a name with no page in KV
// costs one D1 round trip (docs/decisions/009-performance.md). Nothing here writes but the KV refill.
import type { Db } from "../db/client";
import type { PageAtName, PublicProfileSnapshot } from "../page-snapshot/snapshot";
import { loadPageAtName, readStoredSnapshot, recentSnapshot, rememberSnapshot } from "../page-snapshot/store";
import { defaultSettings, freshSettings, recentSettingsCopy, type Settings } from "../settings/settings";

export type PublicPageLookup = {
  settings: Settings;
  snapshot: PublicProfileSnapshot | null;
  /** The owner's current name when `username` is one they changed away from lately. */
  movedTo?: string;
};

/** A page whose snapshot is in KV still renders when D1 cannot answer for the settings. */
function settingsOrDefault(db: Db): Promise<Settings> {
  return freshSettings(db).catch((error) => {
    console.error("settings unavailable for the public page", error);
    return defaultSettings;
  });
}

function fromD1(settings: Settings, found: PageAtName): PublicPageLookup {
  if (found && "snapshot" in found) {
    rememberSnapshot(found.snapshot);
    return { settings, snapshot: found.snapshot };
  }
  return { settings, snapshot: null, movedTo: found?.movedTo };
}

/**
 * A KV hit may use settings a few seconds old (recentSettingsCopy); a miss, which reads D1 anyway,
 * reads them fresh, so a page rebuilt from D1 always follows the latest reserved names. `db` opens D1
 * only when it is needed. `fresh` skips the isolate's recent copy: a signed-in visitor may be the
 * owner, who must see a save at once.
 */
export async function lookUpPublicPage(
  db: () => Db,
  env: Env,
  username: string,
  { fresh }: { fresh: boolean },
): Promise<PublicPageLookup> {
  const copy = recentSettingsCopy();
  // The isolate's copy keeps the time it was read: it is never stamped again, so it ages out on time.
  const kept = fresh ? undefined : recentSnapshot(username);
  if (kept) return { settings: copy ?? (await settingsOrDefault(db())), snapshot: kept };
  // Without a recent copy the settings are read alongside KV, as a miss needs them anyway.
  const settingsRead = copy ? Promise.resolve(copy) : settingsOrDefault(db());
  const stored = await readStoredSnapshot(env, username);
  if (stored) {
    rememberSnapshot(stored);
    return { settings: await settingsRead, snapshot: stored };
  }
  const [settings, found] = await Promise.all([
    copy ? settingsOrDefault(db()) : settingsRead,
    loadPageAtName(db(), env, username),
  ]);
  return fromD1(settings, found);
}
