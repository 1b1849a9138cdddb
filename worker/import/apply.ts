// POST /api/import/apply (docs/guides/page-import.md, "Applying"): what the owner kept ticked of a page
// read from another service becomes a profile save, judged by the save's own schema and blocked domains
// and written by saveProfile; the avatar, when taken, is fetched under the import's address rules and
// stored as an upload is, after the same checks. Everything that can refuse the import runs before
// anything is written.
//   merge   — the page's links follow the page's own, leaving out addresses it already links to and
//             section titles left with no new link (the export file's merge, account-data/import.ts);
//             its social icons are added where the address is new; the bio and avatar fill only what
//             the page has empty; so do the display name.
//   replace — the links and social icons take the place of the page's; a display name, bio or avatar sent
//             takes its place.
// The target is the page the route acts on: the caller's primary page at /api/import/apply, the page its
// address names at /api/pages/{id}/import/apply.
import { addressKey } from "#contract/account-data";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import {
  avatarFetchReasons,
  avatarNotFetched,
  type ImportApplyInput,
  overLimit,
  pageImportMessages,
} from "#contract/page-import";
import { profileMessages, profileSaveSchema } from "#contract/profile-schemas";
import { maxSocials, type Social } from "#contract/socials";
import type { OwnerProfile } from "#contract/types";
import { mergedLinks } from "../account-data/import";
import type { Db } from "../db/client";
import { apiError, validationError } from "../http/errors";
import { parseInput } from "../http/validate";
import { checkedAvatar, storeAvatar } from "../profiles/avatars";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { saveProfile } from "../profiles/save-profile";
import { refuseNewlyBlockedUrls } from "../safety/blocked-domains";
import { FetchRefused, fetchFromOutside } from "./outside-fetch";

/** The page's social icons, then those of the import at addresses it has no icon for. */
function mergedSocials(own: readonly Social[], imported: readonly Social[]): Social[] {
  const iconed = new Set(own.map((social) => addressKey(social.url)));
  return [...own, ...imported.filter((social) => !iconed.has(addressKey(social.url)))];
}

const tooMany = (field: "links" | "socials", message: string) => validationError([{ field, message }]);

/** The avatar's bytes, fetched and checked as an upload is; nothing is stored yet. */
async function fetchedAvatar(env: Env, url: string): Promise<Uint8Array> {
  try {
    const file = await fetchFromOutside(env, url, {
      accept: "image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8",
      maxBytes: limits.avatarMaxBytes,
    });
    checkedAvatar(file.bytes);
    return file.bytes;
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    const { failure } = error;
    if (failure.reason === "tooLarge") throw apiError(413, profileMessages.avatarTooLarge);
    const message = avatarNotFetched(
      failure.reason === "refused"
        ? failure.message
        : failure.reason === "timeout"
          ? avatarFetchReasons.timeout
          : avatarFetchReasons.failed,
    );
    const errors = [{ field: "avatarUrl", message }];
    // The address as sent is the request's fault; where it led, or how it answered, is the other site's.
    if (failure.reason === "refused" && failure.redirectedTo === null) throw validationError(errors);
    throw apiError(422, message, { errors });
  }
}

/** Applies the import to the page `pageId` names. */
export async function applyImport(db: Db, env: Env, pageId: string, input: ImportApplyInput): Promise<OwnerProfile> {
  const current = await loadOwnerProfile(db, env, pageId);
  if (!current) throw apiError(401, messages.notSignedIn);
  // Nothing ticked adds nothing, and would empty the page on a replace: neither is what the owner meant.
  if (input.links.length === 0 && input.socials.length === 0 && !input.displayName && !input.bio && !input.avatarUrl) {
    throw validationError([{ field: "links", message: pageImportMessages.nothingChosen }]);
  }
  const replace = input.mode === "replace";

  const links = replace ? input.links : mergedLinks(current.links, input.links);
  if (links.length > limits.linksMax) {
    throw tooMany(
      "links",
      overLimit("links", limits.linksMax, current.links.length, links.length - current.links.length),
    );
  }
  const socials = replace ? input.socials : mergedSocials(current.socials, input.socials);
  if (socials.length > maxSocials) {
    throw tooMany(
      "socials",
      overLimit("social icons", maxSocials, current.socials.length, socials.length - current.socials.length),
    );
  }
  // The import's own addresses, named by their place in it, as a save names a profile's.
  await refuseNewlyBlockedUrls(db, pageId, [
    ...input.links.flatMap(({ url }, index) => (url ? [{ field: `links.${index}.url`, url }] : [])),
    ...input.socials.map(({ url }, index) => ({ field: `socials.${index}.url`, url })),
  ]);
  const taken = (imported: string | undefined, own: string) =>
    imported !== undefined && (replace || own === "") ? imported : own;
  const save = parseInput(profileSaveSchema, {
    username: current.username,
    displayName: taken(input.displayName, current.displayName),
    bio: taken(input.bio, current.bio),
    links,
    socials,
  });

  const avatarUrl = input.avatarUrl !== undefined && (replace || current.avatar === null) ? input.avatarUrl : null;
  if (avatarUrl) await storeAvatar(db, env, pageId, await fetchedAvatar(env, avatarUrl));
  // The save is made from the page read above (and the avatar stored since, which moved it on by one): a
  // change made elsewhere meanwhile refuses it (docs/decisions/053) rather than being written over.
  return saveProfile(db, env, pageId, { ...save, version: current.version + (avatarUrl ? 1 : 0) });
}
