// Global settings an admin controls (invites, closed registration, extra reserved usernames).
// Stored as key → JSON rows; a missing row means the default.
import { inArray } from "drizzle-orm";
import { type Db, runAtomically } from "../db/client";
import { settings } from "../db/schema";

export type Settings = {
  invitesRequired: boolean;
  registrationClosed: boolean;
  extraReservedUsernames: string[];
};

export const defaultSettings: Settings = {
  invitesRequired: false,
  registrationClosed: false,
  extraReservedUsernames: [],
};

const settingKeys = Object.keys(defaultSettings) as (keyof Settings)[];

function isValidValue<K extends keyof Settings>(key: K, value: unknown): value is Settings[K] {
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
  }
  return readSettings(db);
}
