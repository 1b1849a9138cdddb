// The Members section's calls to the page's members, invitations and activity (contract/pages.ts).
// These routes are not in the worker's `AppType` yet, so the typed client (docs/decisions/062) cannot name
// them: each is written here once, by its path, and read through the same `resultOf` as every other call,
// with the contract's answer types. They move to `apiRoutes` once the routes land; nothing outside this
// file names a path.
import type { ClientResponse } from "hono/client";
import type { AcceptedInvitation, ActivityList, MemberRole, PageMemberList } from "#contract/pages";
import { resultOf } from "../../../api/client";

/** What a change answers: the API's message. */
type Done = { msg: string };

/** A call by its path, as the typed client makes one: the session cookie, JSON both ways. */
function call<Answer>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  { json, signal }: { json?: unknown; signal?: AbortSignal } = {},
): Promise<ClientResponse<Answer, number, "json">> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  const sent = fetch(path, {
    method,
    headers,
    credentials: "include",
    body: json === undefined ? undefined : JSON.stringify(json),
    signal,
  });
  return sent as unknown as Promise<ClientResponse<Answer, number, "json">>;
}

const pagePath = (pageId: string) => `/api/pages/${encodeURIComponent(pageId)}`;

/** The path that keys a page's member list. */
export const membersPath = (pageId: string) => `${pagePath(pageId)}/members`;
/** The path that keys a page's activity. */
export const activityPath = (pageId: string) => `${pagePath(pageId)}/activity`;

export const membersApi = {
  list: (pageId: string, signal?: AbortSignal) =>
    resultOf(call<PageMemberList>("GET", membersPath(pageId), { signal }), signal),
  invite: (pageId: string, json: { email: string; role: MemberRole }) =>
    resultOf(call<Done>("POST", membersPath(pageId), { json })),
  changeRole: (pageId: string, memberId: string, role: MemberRole) =>
    resultOf(call<Done>("PUT", `${membersPath(pageId)}/${encodeURIComponent(memberId)}`, { json: { role } })),
  remove: (pageId: string, memberId: string) =>
    resultOf(call<Done>("DELETE", `${membersPath(pageId)}/${encodeURIComponent(memberId)}`)),
  /** A member leaves: `me` is the caller's own membership, whatever its id. */
  leave: (pageId: string) => resultOf(call<Done>("DELETE", `${membersPath(pageId)}/me`)),
  activity: (pageId: string, before: string | null, signal?: AbortSignal) => {
    const query = before ? `?${new URLSearchParams({ before })}` : "";
    return resultOf(call<ActivityList>("GET", `${activityPath(pageId)}${query}`, { signal }), signal);
  },
  accept: (token: string) => resultOf(call<AcceptedInvitation>("POST", "/api/invitations/accept", { json: { token } })),
};
