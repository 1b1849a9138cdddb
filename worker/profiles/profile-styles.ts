// Saving a profile's look (docs/product.md, "Making the page yours"): its theme and social icons, one
// profile_styles row per user, which a save writes only the parts it was sent of; a user without a row
// has the default theme and no icons. It is read, with the page's other rows, by
// worker/page-snapshot/page-content.ts.
import type { BatchItem } from "drizzle-orm/batch";
import type { Social } from "#contract/socials";
import { defaultTheme, type Theme } from "#contract/themes";
import type { Db } from "../db/client";
import { profileStyles } from "../db/schema";

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
    .values({ pageId: userId, themePreset: defaultTheme.preset, themeAccent: null, socials: "[]", ...set })
    .onConflictDoUpdate({ target: profileStyles.pageId, set });
}
