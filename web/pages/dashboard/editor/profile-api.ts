// The dashboard's calls to the profile API (docs/product.md, "Accounts: the rules"), and the one
// place the server's answer is read (with contract/owner-profile.ts's schema), so the cards never deal
// with missing or odd fields.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { readOwnerProfile } from "#contract/owner-profile";
import type { profileSaveSchema } from "#contract/profile-schemas";
import type { RecheckInput } from "#contract/security";
import { type ApiFailure, type ApiResult, apiRoutes, pathParams, resultOf } from "../../../api/client";
import { dataOf, send, sharedReadFreshMs } from "../../../api/queries";
import { pageParams, pageRoutes, useCallerPages } from "../current-page";
import type { Profile, ProfileLink } from "./types";

/**
 * What PUT /api/pages/{id}/profile receives (the save's schema): the whole editable profile, links in their new
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

/** One page's routes as the editor calls them: the page the dashboard works on (../current-page.tsx). */
const routesOf = (pageId: string) => {
  const param = pageParams(pageId);
  return { param, profile: pageRoutes.profile, upload: pageRoutes.upload, links: pageRoutes.links };
};

/** The path a page's profile is read from, which keys its query. */
export const profilePath = (pageId: string) => pageRoutes.profile.$path({ param: pageParams(pageId) });

/** PUT /api/pages/{id}/profile with {showBranding} alone: the branding switch (the API reference). */
export const saveBranding = (pageId: string, showBranding: boolean) => {
  const { profile, param } = routesOf(pageId);
  return send(profile.$put({ param, json: { showBranding } }));
};

/**
 * A page's profile as last loaded or saved: the editor's saved state, which the branding switch shows
 * too. A save, an avatar or an e-mail change writes what the server answered into it; a retry or an
 * import reads it again. The editor's draft starts from it and, once edited, is the owner's until saved
 * or discarded, whatever is read meanwhile (editor/ProfileEditor.tsx). Each page has its own.
 */
export const profileQuery = (pageId: string) =>
  queryOptions({
    queryKey: [profilePath(pageId)],
    queryFn: async ({ signal }) => {
      const { profile, param } = routesOf(pageId);
      return toProfile(await dataOf(resultOf(profile.$get({ param }, { init: { signal } }), signal)));
    },
    staleTime: sharedReadFreshMs,
  });

/**
 * The caller's own account as the dashboard shows it (the e-mail address, a pending new one, referrals):
 * it comes with their primary page's profile, which is read here whichever page the dashboard works on,
 * so a member never sees the page owner's. Null until it has loaded.
 */
export function useAccountProfile(): Profile | null {
  const { accountPage } = useCallerPages();
  return useQuery(profileQuery(accountPage.id)).data ?? null;
}

/**
 * Saves a page's whole profile and answers the saved state. The server answers with the saved profile; the
 * fields it leaves out keep what was sent (or, failing that, what `base` held), never blank values.
 */
export async function saveProfile(pageId: string, update: ProfileUpdate, base: Profile): Promise<ApiResult<Profile>> {
  const { profile, param } = routesOf(pageId);
  const result = await resultOf(profile.$put({ param, json: update }));
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

export function uploadAvatar(pageId: string, file: File) {
  const { upload, param } = routesOf(pageId);
  return send(upload.avatar.$post({ param }, fileBody("avatar", file)));
}

export function clearAvatar(pageId: string) {
  const { upload, param } = routesOf(pageId);
  return send(upload.avatar.$delete({ param }));
}

/** A link's thumbnail (docs/product.md, "Making the page yours"): the link is named by its saved id. */
export function uploadThumbnail(pageId: string, { linkId, file }: { linkId: string; file: File }) {
  const { links } = routesOf(pageId);
  return send(links[":id"].thumbnail.$post({ param: pathParams({ pageId, id: linkId }) }, fileBody("thumbnail", file)));
}

export function removeThumbnail(pageId: string, linkId: string) {
  const { links } = routesOf(pageId);
  return send(links[":id"].thumbnail.$delete({ param: pathParams({ pageId, id: linkId }) }));
}

/** `recheck` when the server asked for one (a sign-in more than ten minutes old). */
export function requestEmailChange(newEmail: string, recheck?: RecheckInput) {
  return send(apiRoutes["change-email"].$post({ json: { newEmail, ...recheck } }));
}
