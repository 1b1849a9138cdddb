// The dashboard's calls to the profile API (docs/product.md, "Accounts: the rules"), and the one
// place the server's answer is read (with contract/owner-profile.ts's schema), so the cards never deal
// with missing or odd fields.
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { readOwnerProfile } from "#contract/owner-profile";
import type { profileSaveSchema } from "#contract/profile-schemas";
import type { RecheckInput } from "#contract/security";
import { type ApiFailure, type ApiResult, apiRoutes, pathParams, resultOf } from "../../../api/client";
import { dataOf, send, sharedReadFreshMs } from "../../../api/queries";
import type { Profile, ProfileLink } from "./types";

/**
 * What PUT /api/profile receives (the save's schema): the whole editable profile, links in their new
 * order, each the link as the server sent it (or nothing, for a new one) with its kind's edited fields
 * over it (editor/draft.ts).
 */
export type ProfileUpdate = Omit<z.input<typeof profileSaveSchema>, "links"> & {
  links: (Partial<ProfileLink> & Pick<ProfileLink, "kind" | "title">)[];
};

/** The answer as the dashboard holds it: read with the contract's schema, a field missing or odd at its default. */
export function toProfile(value: unknown): Profile {
  return readOwnerProfile(value);
}

/**
 * The version the saved profile is at after one of the owner's own immediate writes (an avatar, a
 * thumbnail, the branding switch) answered `version`. Only the very next one is taken: a larger jump
 * means something else changed the page too, which the next save must hear about (a 409), not hide.
 */
export function versionAfterOwnWrite(current: Profile, version: unknown): number {
  return version === current.version + 1 ? version : current.version;
}

/** A save refused because the page moved past the version it was edited from (docs/decisions/053). */
export function isStaleSave(failure: ApiFailure): boolean {
  return failure.status === 409 && failure.error.stale === true;
}

function mapData<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ...result, data: map(result.data) } : result;
}

const { profile, upload } = apiRoutes;
const thumbnail = apiRoutes.links[":id"].thumbnail;

export const ownProfilePath = profile.$path();

/** PUT /api/profile with {showBranding} alone: the branding switch (the API reference). */
export const saveBranding = (showBranding: boolean) => send(profile.$put({ json: { showBranding } }));

/**
 * The owner's profile as last loaded or saved: the editor's saved state, which the branding switch shows
 * too. A save, an avatar or an e-mail change writes what the server answered into it; a retry or an
 * import reads it again. The editor's draft starts from it and, once edited, is the owner's until saved
 * or discarded, whatever is read meanwhile (editor/ProfileEditor.tsx).
 */
export const profileQuery = queryOptions({
  queryKey: [ownProfilePath],
  queryFn: async ({ signal }) =>
    toProfile(await dataOf(resultOf(profile.$get(undefined, { init: { signal } }), signal))),
  staleTime: sharedReadFreshMs,
});

/**
 * Saves the whole profile and answers the saved state. The server answers with the saved profile; the
 * fields it leaves out keep what was sent (or, failing that, what `base` held), never blank values.
 */
export async function saveProfile(update: ProfileUpdate, base: Profile): Promise<ApiResult<Profile>> {
  const result = await resultOf(profile.$put({ json: update }));
  return mapData(result, (data) => toProfile({ ...base, ...update, ...data }));
}

/** The avatar's calls, as one kind of mutation: a save waits while one is under way. */
export const avatarMutationKey = ["avatar"];

/** A file in its multipart field, as the request's body: the upload routes read the field themselves. */
function fileBody(field: string, file: File): { init: RequestInit } {
  const body = new FormData();
  body.append(field, file);
  return { init: { body } };
}

export function uploadAvatar(file: File) {
  return send(upload.avatar.$post(undefined, fileBody("avatar", file)));
}

export function clearAvatar() {
  return send(upload.avatar.$delete());
}

/** A link's thumbnail (docs/product.md, "Making the page yours"): the link is named by its saved id. */
export function uploadThumbnail({ linkId, file }: { linkId: string; file: File }) {
  return send(thumbnail.$post({ param: pathParams({ id: linkId }) }, fileBody("thumbnail", file)));
}

export function removeThumbnail(linkId: string) {
  return send(thumbnail.$delete({ param: pathParams({ id: linkId }) }));
}

/** `recheck` when the server asked for one (a sign-in more than ten minutes old). */
export function requestEmailChange(newEmail: string, recheck?: RecheckInput) {
  return send(apiRoutes["change-email"].$post({ json: { newEmail, ...recheck } }));
}
