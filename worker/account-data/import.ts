// Importing an export (docs/product.md, "Accounts: the rules"): the file's profile fields and links become a profile
// save, judged by the save's own schema and written by saveProfile — an import can do nothing a save
// could not, a Pro setting included (docs/decisions/038). The account keeps its own username and avatar:
// the name belongs to the exporting account, and the avatar file to its storage (docs/decisions/018).
//   replace — the file's profile fields, branding and links take the place of the account's, each link
//             as the owner set it: its kind, visibility, schedule, spotlight and 18+ mark.
//   merge   — the file's fields fill only those the account has empty; its links are added after the
//             account's, leaving out addresses the account (or the file, earlier) already links to and
//             section titles left with no new link; the account keeps its own spotlight.
import { addressKey, type ImportInput } from "#contract/account-data";
import { messages } from "#contract/messages";
import { brandingSchema, profileSaveSchema } from "#contract/profile-schemas";
import type { OwnerLink, OwnerProfile } from "#contract/types";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { parseInput } from "../http/validate";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { saveProfile } from "../profiles/save-profile";

type FileLink = Record<string, unknown>;

/** The fields a save takes besides the username, avatar and links: bio, and what other features add. */
const importedFields = Object.keys(profileSaveSchema.shape).filter(
  (field) => !["username", "avatar", "links"].includes(field),
);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * A link of the file as a save takes it. Its id is the exporting account's, so it goes; the save's
 * schema leaves out its clicks and held state, which are the server's.
 */
function withoutId(link: FileLink): FileLink {
  const { id: _exportersId, ...saved } = link;
  return saved;
}

const isSection = (link: FileLink | OwnerLink) => link.kind === "header";

/**
 * The account's links, then the file's links to addresses not linked yet, each section title with them:
 * the merge of an import, from a file or from another service's page (import/apply.ts).
 */
export function mergedLinks(own: OwnerLink[], file: FileLink[]): FileLink[] {
  const linked = new Set(own.filter((link) => !isSection(link)).map((link) => addressKey(link.url)));
  const ownSpotlight = own.some((link) => link.featured);
  const added: FileLink[] = [];
  let section: FileLink | null = null;
  for (const link of file.map(withoutId)) {
    if (isSection(link)) {
      section = link;
      continue;
    }
    const address = addressKey(String(link.url ?? ""));
    if (linked.has(address)) continue;
    linked.add(address);
    if (section) added.push(section);
    section = null;
    added.push(ownSpotlight ? { ...link, featured: false } : link);
  }
  // The save's schema leaves out the account's links' clicks and held state, as it does a file's.
  return [...own, ...added];
}

/** The file's branding switch, which replace takes (merge keeps the account's); the save judges it as Pro. */
function fileBranding(profile: Record<string, unknown>, mode: ImportInput["mode"]): boolean | undefined {
  if (mode === "merge" || !("showBranding" in profile)) return undefined;
  return parseInput(brandingSchema, { showBranding: profile.showBranding }).showBranding;
}

export async function importAccount(db: Db, env: Env, userId: string, input: ImportInput): Promise<OwnerProfile> {
  const current = await loadOwnerProfile(db, env, userId);
  if (!current) throw apiError(401, messages.notSignedIn);
  const fileProfile = input.data.profile ?? {};
  const fileLinks = input.data.links ?? [];
  const own = current as unknown as Record<string, unknown>;

  const fields: Record<string, unknown> = {};
  for (const field of importedFields) {
    const mine = own[field];
    const theirs = fileProfile[field];
    fields[field] = input.mode === "replace" ? (theirs ?? mine) : isEmpty(mine) && theirs !== undefined ? theirs : mine;
  }
  const links = input.mode === "replace" ? fileLinks.map(withoutId) : mergedLinks(current.links, fileLinks);

  const save = parseInput(profileSaveSchema, { ...fields, username: current.username, links });
  return saveProfile(db, env, userId, save, { showBranding: fileBranding(fileProfile, input.mode) });
}
