// Admin access is not a role the client knows about (docs/product.md, "Roles"): it is "the last admin call did not
// answer 403". Every admin read and write goes through this module, so a 403 anywhere — the session
// ended, or the admin started impersonating in another tab — takes all admin data off the screen at once.
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { type AnswerOf, type ApiReply, type ApiResult, resultOf } from "../../api/client";
import { dataOf, type ReadOf } from "../../api/queries";
import { isAccessDenied } from "./admin-failure";

type Request = <Sent extends ApiReply>(call: Promise<Sent>, signal?: AbortSignal) => Promise<ApiResult<AnswerOf<Sent>>>;

const AdminAccessContext = createContext<Request>(resultOf);

export function AdminAccessProvider({ onDenied, children }: { onDenied: () => void; children: ReactNode }) {
  const request = useCallback<Request>(
    async (call, signal) => {
      const result = await resultOf(call, signal);
      if (!result.ok && isAccessDenied(result)) onDenied();
      return result;
    },
    [onDenied],
  );
  const value = useMemo(() => request, [request]);
  return <AdminAccessContext.Provider value={value}>{children}</AdminAccessContext.Provider>;
}

/** resultOf() for admin calls: the same result, plus losing access on the admin check's 403. */
export function useAdminRequest(): Request {
  return useContext(AdminAccessContext);
}

/** An admin call as a mutation's function: its data, or its failure thrown. */
export function useAdminSend() {
  const request = useAdminRequest();
  return useCallback(<Sent extends ApiReply>(call: Promise<Sent>) => dataOf(request(call)), [request]);
}

/**
 * One admin read (a GET) as a query keyed by its path. A new path (new filters, a new page) is a new
 * query, so a slow page 1 never overwrites page 2; the rows of the last path stay on screen, marked busy,
 * until the next path's answer arrives.
 */
export function useAdminQuery<Sent extends ApiReply>({ path, read }: ReadOf<Sent>): UseQueryResult<AnswerOf<Sent>> {
  const request = useAdminRequest();
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => dataOf(request(read({ init: { signal } }), signal)),
    placeholderData: keepPreviousData,
  });
}
