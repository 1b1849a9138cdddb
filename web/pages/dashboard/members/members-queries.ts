// The Members section's data: a page's member list as a query keyed by its path, and the owner's changes
// to it as mutations that read the list again once the server has answered.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MemberRole } from "#contract/pages";
import { dataOf } from "../../../api/queries";
import { membersApi, membersPath } from "./members-api";

export function membersQuery(pageId: string) {
  return queryOptions({
    queryKey: [membersPath(pageId)],
    queryFn: ({ signal }) => dataOf(membersApi.list(pageId, signal)),
  });
}

export function useMemberActions(pageId: string) {
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: membersQuery(pageId).queryKey });
  const changeRole = useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: MemberRole }) =>
      dataOf(membersApi.changeRole(pageId, memberId, role)),
    onSettled: reread,
  });
  const remove = useMutation({
    mutationFn: (memberId: string) => dataOf(membersApi.remove(pageId, memberId)),
    onSettled: reread,
  });
  return { changeRole, remove, reread };
}
