// The editor's local copy of the profile (product §2: "Edits to profile and links are held locally until
// Save changes") as pure functions: building it from the saved profile, editing the link list,
// telling whether it differs from the saved state, and turning it into the PUT body.
import type { ProfileUpdate } from "./profile-api";
import type { Profile, ProfileLink } from "./types";

export type DraftLink = {
  /** Stable across edits and moves: React keys, focus and error messages follow the link, not its index. */
  key: string;
  /** The link as loaded, for links that already exist; absent for links added since. */
  source?: ProfileLink;
  title: string;
  url: string;
  /** 18+: opens through its own interstitial on the public page (product §11). */
  sensitive?: boolean;
};

/** `sensitive`: the whole page is 18+ (product §11). */
export type Draft = { username: string; bio: string; sensitive?: boolean; links: DraftLink[] };

let lastKey = 0;
export function newLinkKey(): string {
  lastKey += 1;
  return `link-${lastKey}`;
}

export function draftFromProfile(profile: Profile): Draft {
  return {
    username: profile.username,
    bio: profile.bio,
    sensitive: profile.sensitive === true,
    links: profile.links.map((source) => ({
      key: newLinkKey(),
      source,
      title: source.title,
      url: source.url,
      sensitive: source.sensitive === true,
    })),
  };
}

export function newLink(title = "", url = ""): DraftLink {
  return { key: newLinkKey(), title, url };
}

/** Moves the link at `from` by one place (`-1` up, `+1` down); out of range leaves the list as it is. */
export function moveLink(links: DraftLink[], from: number, by: -1 | 1): DraftLink[] {
  const to = from + by;
  if (from < 0 || from >= links.length || to < 0 || to >= links.length) return links;
  const next = [...links];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function isDirty(draft: Draft, saved: Profile): boolean {
  if (draft.username !== saved.username || draft.bio !== saved.bio) return true;
  if (Boolean(draft.sensitive) !== Boolean(saved.sensitive)) return true;
  if (draft.links.length !== saved.links.length) return true;
  return draft.links.some(
    (link, index) =>
      link.source !== saved.links[index] ||
      link.title !== link.source?.title ||
      link.url !== link.source.url ||
      Boolean(link.sensitive) !== Boolean(link.source.sensitive),
  );
}

/**
 * The PUT body. An existing link carries every field the server sent (its id, its clicks), whatever it
 * matches links by, with the edited title and url on top; a new link is just its title and url.
 */
export function updateFromDraft(draft: Draft, saved: Profile): ProfileUpdate {
  return {
    username: draft.username.trim(),
    bio: draft.bio,
    avatar: saved.avatar,
    sensitive: Boolean(draft.sensitive),
    links: draft.links.map((link) => {
      const edited = { title: link.title.trim(), url: link.url.trim(), sensitive: Boolean(link.sensitive) };
      return link.source ? { ...link.source, ...edited } : edited;
    }),
  };
}
