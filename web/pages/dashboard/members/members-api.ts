// The Members section's calls (docs/decisions/065): a page's members, invitations and activity through the
// typed client (docs/decisions/062), each read as a result. The paths they key their queries by are the
// routes' own (`$path`).
import type { MemberRole } from "#contract/pages";
import { apiRoutes, pathParams, resultOf } from "../../../api/client";

const page = apiRoutes.pages[":pageId"];
const param = (pageId: string) => pathParams({ pageId });
const memberParam = (pageId: string, memberId: string) => pathParams({ pageId, memberId });

/** The path that keys a page's member list. */
export const membersPath = (pageId: string) => page.members.$path({ param: param(pageId) });
/** The path that keys a page's activity. */
export const activityPath = (pageId: string) => page.activity.$path({ param: param(pageId), query: {} });

export const membersApi = {
  list: (pageId: string, signal?: AbortSignal) =>
    resultOf(page.members.$get({ param: param(pageId) }, { init: { signal } }), signal),
  invite: (pageId: string, json: { email: string; role: MemberRole }) =>
    resultOf(page.members.$post({ param: param(pageId), json })),
  changeRole: (pageId: string, memberId: string, role: MemberRole) =>
    resultOf(page.members[":memberId"].$put({ param: memberParam(pageId, memberId), json: { role } })),
  remove: (pageId: string, memberId: string) =>
    resultOf(page.members[":memberId"].$delete({ param: memberParam(pageId, memberId) })),
  /** A member leaves: `me` is the caller's own membership, whatever its id. */
  leave: (pageId: string) => resultOf(page.members[":memberId"].$delete({ param: memberParam(pageId, "me") })),
  activity: (pageId: string, before: string | null, signal?: AbortSignal) =>
    resultOf(
      page.activity.$get({ param: param(pageId), query: before ? { before } : {} }, { init: { signal } }),
      signal,
    ),
  accept: (token: string) => resultOf(apiRoutes.invitations.accept.$post({ json: { token } })),
};
