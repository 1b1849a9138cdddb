// Importing an export (product §7 "Your data"): the file's profile fields and links become a profile
// save, judged by the save's own schema and written by saveProfile — an import can do nothing a save
// could not. The account keeps its own username and avatar: the name belongs to the exporting account,
// and the avatar file to its storage (docs/decisions/018).
//   replace — the file's profile fields and links take the place of the account's.
//   merge   — the file's fields fill only those the account has empty; its links are added after the
//             account's, leaving out URLs the account already links to.
import type { ImportInput } from "#contract/account-data";
import { messages } from "#contract/messages";
import { profileSaveSchema } from "#contract/profile-schemas";
import type { OwnerProfile } from "#contract/types";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { parseInput } from "../http/validate";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { saveProfile } from "../profiles/save-profile";

/** The fields a save takes besides the username, avatar and links: bio, and what other features add. */
const importedFields = Object.keys(profileSaveSchema.shape).filter(
  (field) => !["username", "avatar", "links"].includes(field),
);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** A link of the file as a save takes it: no id (ids are the exporting account's), no click count. */
const fileLink = (link: Record<string, unknown>) => ({ title: link.title, url: link.url });

export async function importAccount(db: Db, env: Env, userId: string, input: ImportInput): Promise<OwnerProfile> {
  const current = await loadOwnerProfile(db, env, userId);
  if (!current) throw apiError(401, messages.notSignedIn);
  const fileProfile = input.data.profile ?? {};
  const fileLinks = (input.data.links ?? []).map(fileLink);
  const own = current as unknown as Record<string, unknown>;

  const fields: Record<string, unknown> = {};
  for (const field of importedFields) {
    const mine = own[field];
    const theirs = fileProfile[field];
    fields[field] = input.mode === "replace" ? (theirs ?? mine) : isEmpty(mine) && theirs !== undefined ? theirs : mine;
  }
  const known = new Set(current.links.map((link) => link.url));
  const links =
    input.mode === "replace"
      ? fileLinks
      : [
          ...current.links.map(({ id, title, url }) => ({ id, title, url })),
          ...fileLinks.filter((l) => !known.has(String(l.url))),
        ];

  const save = parseInput(profileSaveSchema, { ...fields, username: current.username, links });
  return saveProfile(db, env, userId, save);
}
