// Global settings an admin controls (invites, closed registration, extra reserved usernames).
// Stored as key → JSON rows; a missing row means the default. The public page may use a copy a few
// seconds old (recentSettings); everything else reads D1.
import { inArray } from "drizzle-orm";
import type { AdminSettings } from "#contract/admin-types";
import { type Db, runAtomically } from "../db/client";
import { isolateCache } from "../db/isolate-caches";
import { settings } from "../db/schema";

/**
 * The settings as stored. `adminsRequire2fa` is null until an admin sets it: the deployment's default
 * (ADMINS_REQUIRE_2FA) applies, and GET /api/admin/settings answers it resolved (admin-2fa.ts).
 */
export type Settings = Omit<AdminSettings, "adminsRequire2fa"> & { adminsRequire2fa: boolean | null };

export const defaultSettings: Settings = {
  invitesRequired: false,
  registrationClosed: false,
  extraReservedUsernames: [],
  adminsRequire2fa: null,
  blockedDomains: [],
};

const settingKeys = Object.keys(defaultSettings) as (keyof Settings)[];

function isValidValue<K extends keyof Settings>(key: K, value: unknown): value is Settings[K] {
  if (key === "adminsRequire2fa") return typeof value === "boolean";
  const fallback = defaultSettings[key];
  if (Array.isArray(fallback)) return Array.isArray(value) && value.every((v) => typeof v === "string");
  return typeof value === typeof fallback;
}

export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, settingKeys));
  const result: Settings = { ...defaultSettings, extraReservedUsernames: [...defaultSettings.extraReservedUsernames] };
  for (const row of rows) {
    const key = row.key as keyof Settings;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      continue; // A corrupt row falls back to the default rather than breaking every page.
    }
    if (isValidValue(key, value)) Object.assign(result, { [key]: value });
  }
  return result;
}

/**
 * How old a copy of the settings the public page may use. A public page view on the hot path (a KV
 * snapshot hit) then costs no D1 read; a change saved in this isolate applies at once (writeSettings
 * drops the copy), one saved elsewhere within this delay.
 */
export const recentSettingsMaxAgeMs = 5_000;

/** The one copy, under one key. */
const recent = isolateCache<Settings>({ max: 1, maxAgeMs: recentSettingsMaxAgeMs });
const copyKey = "settings";
/** Bumped by every write, so a read that started before it cannot put back what the write replaced. */
let generation = 0;

/** The copy of the settings read less than recentSettingsMaxAgeMs ago, if there is one. */
export function recentSettingsCopy(): Settings | null {
  return recent.get(copyKey) ?? null;
}

/** The settings as of at most recentSettingsMaxAgeMs ago: the copy, or a D1 read that renews it. */
export async function recentSettings(db: Db): Promise<Settings> {
  return recentSettingsCopy() ?? freshSettings(db);
}

/** The settings read from D1 now; renews the copy recentSettings hands out (frozen, as it is shared). */
export async function freshSettings(db: Db): Promise<Settings> {
  const readAt = Date.now();
  const startedAt = generation;
  const read = await readSettings(db);
  const settings = Object.freeze({
    ...read,
    extraReservedUsernames: Object.freeze([...read.extraReservedUsernames]),
    blockedDomains: Object.freeze([...read.blockedDomains]),
  });
  // Aged from when the read began, as a copy of what D1 held then.
  if (generation === startedAt) recent.set(copyKey, settings as Settings, { start: readAt });
  return settings as Settings;
}

export async function writeSettings(db: Db, changes: Partial<Settings>): Promise<Settings> {
  const entries = Object.entries(changes).filter(([key]) => settingKeys.includes(key as keyof Settings));
  if (entries.length > 0) {
    const now = Date.now();
    const statements = entries.map(([key, value]) =>
      db
        .insert(settings)
        .values({ key, value: JSON.stringify(value), updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value), updatedAt: now } }),
    );
    await runAtomically(db, statements);
    generation += 1;
    recent.delete(copyKey);
  }
  return freshSettings(db);
}
