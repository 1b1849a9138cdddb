// A profile's look (docs/product.md, "Making the page yours"): its theme and social icons, one profile_styles row per user. A user
// without a row has the default theme and no icons; a save writes only the parts it was sent.
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Social, socialPlatformIds } from "#contract/socials";
import { defaultTheme, type Theme, type ThemePresetId, themePresetIds } from "#contract/themes";
import type { Db } from "../db/client";
import { profileStyles } from "../db/schema";

export type ProfileStyle = { theme: Theme; socials: Social[] };
type StyleRow = { themePreset: string; themeAccent: string | null; socials: string };

export const styleColumns = {
  themePreset: profileStyles.themePreset,
  themeAccent: profileStyles.themeAccent,
  socials: profileStyles.socials,
};

/** Read defensively: a row written by a later version with a preset this one lacks shows the default. */
export function toProfileStyle(row: StyleRow | undefined): ProfileStyle {
  if (!row) return { theme: defaultTheme, socials: [] };
  const preset = (themePresetIds as string[]).includes(row.themePreset)
    ? (row.themePreset as ThemePresetId)
    : defaultTheme.preset;
  return { theme: { preset, accent: row.themeAccent }, socials: parseSocials(row.socials) };
}

/** The stored socials list, read defensively: an unknown platform or a malformed item is left out. */
export function parseSocials(json: string): Social[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is Social =>
        typeof item?.url === "string" && (socialPlatformIds as string[]).includes(item?.platform),
    );
  } catch {
    return [];
  }
}

export function styleQuery(db: Db, userId: string) {
  return db.select(styleColumns).from(profileStyles).where(eq(profileStyles.userId, userId)).limit(1);
}

/** The statement saving the parts of the look a save carries; null when it carries neither. */
export function saveStyleStatement(
  db: Db,
  userId: string,
  change: { theme?: Theme | undefined; socials?: Social[] | undefined },
): BatchItem<"sqlite"> | null {
  if (!change.theme && !change.socials) return null;
  const set = {
    ...(change.theme ? { themePreset: change.theme.preset, themeAccent: change.theme.accent } : {}),
    ...(change.socials ? { socials: JSON.stringify(change.socials) } : {}),
  };
  return db
    .insert(profileStyles)
    .values({ userId, themePreset: defaultTheme.preset, themeAccent: null, socials: "[]", ...set })
    .onConflictDoUpdate({ target: profileStyles.userId, set });
}
