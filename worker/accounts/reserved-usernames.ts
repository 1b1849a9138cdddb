// Usernames that can never be taken: the SPA's first path segments (docs/product.md, "Screens"), the worker's own
// paths, and whatever the admin adds in settings.
import { reservedUsernames } from "#contract/limits";
import type { Settings } from "../settings/settings";

/** Paths the worker itself owns; a profile there could never be reached. */
const systemPaths = ["api", "uploads", "assets", "report"];

export function isReservedUsername(username: string, settings: Pick<Settings, "extraReservedUsernames">): boolean {
  const name = username.toLowerCase();
  return (
    (reservedUsernames as readonly string[]).includes(name) ||
    systemPaths.includes(name) ||
    settings.extraReservedUsernames.some((extra) => extra.toLowerCase() === name)
  );
}
