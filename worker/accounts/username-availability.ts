// Whether a username could be signed up for right now (docs/product.md, "Limits"): the signup rules, the reserved
// names (the fixed list, the worker's own paths and the admin's extras) and the names already taken.
// The home page's "claim your name" field asks this as someone types; signup itself checks again.
import { accountMessages, usernameSchema } from "#contract/account-schemas";
import type { UsernameAvailability } from "#contract/types";
import type { Db } from "../db/client";
import { recentSettings } from "../settings/settings";
import { isReservedUsername } from "./reserved-usernames";
import { takenNames } from "./users";

/** A rule broken: the answer is "no" before any read, with the rule's own message. */
export type UsernameCheck = { valid: false; answer: UsernameAvailability } | { valid: true; username: string };

export function checkUsernameRules(input: unknown): UsernameCheck {
  const parsed = usernameSchema.safeParse(input ?? "");
  if (!parsed.success) {
    const msg = parsed.error.issues[0]?.message ?? accountMessages.usernameCharacters;
    return { valid: false, answer: { available: false, msg } };
  }
  return { valid: true, username: parsed.data };
}

/** A well-formed name: free, reserved or taken (case-insensitively, as signup decides). */
export async function usernameAvailability(db: Db, username: string): Promise<UsernameAvailability> {
  // The admin's extra reserved names may be a few seconds old here; signup reads them fresh.
  if (isReservedUsername(username, await recentSettings(db))) {
    return { available: false, msg: accountMessages.usernameReserved };
  }
  if ((await takenNames(db, { username })).username) return { available: false, msg: accountMessages.usernameTaken };
  return { available: true };
}
