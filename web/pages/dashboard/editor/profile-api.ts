// The dashboard's calls to the profile API (docs/product.md, "Accounts: the rules"), and the one
// place the server's answer is normalised, so the cards never deal with missing or odd fields.
import { queryOptions } from "@tanstack/react-query";
import type { SharingSettings } from "#contract/search-and-sharing";
import type { RecheckInput } from "#contract/security";
import { type Social, socialPlatformIds } from "#contract/socials";
import { defaultTheme, type Theme, themePresetIds } from "#contract/themes";
import type { OwnerSocial } from "#contract/types";
import { type ApiFailure, type ApiResult, api } from "../../../api/client";
import { dataOf, send, sharedReadFreshMs } from "../../../api/queries";
import type { Profile, ProfileLink } from "./types";

/** What PUT /api/profile receives: the whole editable profile, links in their new order. */
export type ProfileUpdate = {
  username: string;
  displayName: string;
  bio: string;
  avatar: string | null;
  sensitive?: boolean;
  links: Array<Record<string, unknown> & { title: string; url: string }>;
  theme: Theme;
  socials: Social[];
  /** The page's version the edits were made on (docs/decisions/046): a page moved on since answers 409. */
  version: number;
} & Partial<SharingSettings>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const optionalText = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

function toTheme(value: unknown): Theme {
  const raw = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const preset = themePresetIds.find((id) => id === raw.preset) ?? defaultTheme.preset;
  return { preset, accent: typeof raw.accent === "string" ? raw.accent : null };
}

/** `held` is kept only where the server holds the social for review (docs/product.md, "Trust and safety"). */
function toSocials(value: unknown): OwnerSocial[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const platform = socialPlatformIds.find((id) => id === item?.platform);
    if (!platform || typeof item?.url !== "string") return [];
    return [item.held === true ? { platform, url: item.url, held: true as const } : { platform, url: item.url }];
  });
}

function toLink(value: unknown): ProfileLink {
  const raw = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return { ...raw, title: text(raw.title), url: text(raw.url), clicks: count(raw.clicks) };
}

export function toProfile(value: unknown): Profile {
  const raw = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return {
    username: text(raw.username),
    displayName: text(raw.displayName),
    bio: text(raw.bio),
    email: text(raw.email),
    avatar: optionalText(raw.avatar),
    referralCode: text(raw.referralCode),
    referralCount: count(raw.referralCount),
    pendingEmail: optionalText(raw.pendingEmail),
    links: Array.isArray(raw.links) ? raw.links.map(toLink) : [],
    // The API reference: the editor's initial state is true.
    showBranding: typeof raw.showBranding === "boolean" ? raw.showBranding : true,
    sensitive: raw.sensitive === true,
    theme: toTheme(raw.theme),
    socials: toSocials(raw.socials),
    pageTitle: text(raw.pageTitle),
    pageDescription: text(raw.pageDescription),
    noindex: raw.noindex === true,
    version: count(raw.version),
  };
}

/**
 * The version the saved profile is at after one of the owner's own immediate writes (an avatar, a
 * thumbnail, the branding switch) answered `version`. Only the very next one is taken: a larger jump
 * means something else changed the page too, which the next save must hear about (a 409), not hide.
 */
export function versionAfterOwnWrite(current: Profile, version: unknown): number {
  return version === current.version + 1 ? version : current.version;
}

/** A save refused because the page moved past the version it was edited from (docs/decisions/046). */
export function isStaleSave(failure: ApiFailure): boolean {
  return failure.status === 409 && failure.error.stale === true;
}

function mapData<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ...result, data: map(result.data) } : result;
}

export const ownProfilePath = "/api/profile";

/**
 * The owner's profile as last loaded or saved: the editor's saved state, which the branding switch shows
 * too. A save, an avatar or an e-mail change writes what the server answered into it; a retry or an
 * import reads it again. The editor's draft starts from it and, once edited, is the owner's until saved
 * or discarded, whatever is read meanwhile (editor/ProfileEditor.tsx).
 */
export const profileQuery = queryOptions({
  queryKey: [ownProfilePath],
  queryFn: async ({ signal }) => toProfile(await dataOf(api<unknown>(ownProfilePath, { signal }))),
  staleTime: sharedReadFreshMs,
});

/**
 * Saves the whole profile and answers the saved state. The server answers with the saved profile; the
 * fields it leaves out keep what was sent (or, failing that, what `base` held), never blank values.
 */
export async function saveProfile(update: ProfileUpdate, base: Profile): Promise<ApiResult<Profile>> {
  const result = await api<unknown>(ownProfilePath, { method: "PUT", json: update });
  return mapData(result, (data) =>
    toProfile({ ...base, ...update, ...(data && typeof data === "object" ? data : {}) }),
  );
}

/** The avatar's calls, as one kind of mutation: a save waits while one is under way. */
export const avatarMutationKey = ["avatar"];

/** What an immediate write of the page answers besides its own fields: the page's version it made. */
type Versioned = { version?: number };

export function uploadAvatar(file: File): Promise<{ url?: string; msg?: string } & Versioned> {
  const body = new FormData();
  body.append("avatar", file);
  return send("/api/upload/avatar", { method: "POST", body });
}

export function clearAvatar(): Promise<{ msg?: string } & Versioned> {
  return send("/api/upload/avatar", { method: "DELETE" });
}

/** A link's thumbnail (docs/product.md, "Making the page yours"): the link is named by its saved id. */
export function uploadThumbnail({
  linkId,
  file,
}: {
  linkId: string;
  file: File;
}): Promise<{ url?: string } & Versioned> {
  const body = new FormData();
  body.append("thumbnail", file);
  return send(`/api/links/${encodeURIComponent(linkId)}/thumbnail`, { method: "POST", body });
}

export function removeThumbnail(linkId: string): Promise<{ url?: null } & Versioned> {
  return send(`/api/links/${encodeURIComponent(linkId)}/thumbnail`, { method: "DELETE" });
}

/** `recheck` when the server asked for one (a sign-in more than ten minutes old). */
export function requestEmailChange(newEmail: string, recheck?: RecheckInput): Promise<ApiResult<{ msg?: string }>> {
  return api("/api/change-email", { method: "POST", json: { newEmail, ...recheck } });
}
