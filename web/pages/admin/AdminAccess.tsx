// Admin access is not a role the client knows about (docs/product.md, "Roles"): it is "the last admin call did not
// answer 403". Every admin call goes through useAdminRequest, so a 403 anywhere — the session ended,
// or the admin started impersonating in another tab — takes all admin data off the screen at once.
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { type ApiResult, api } from "../../api/client";
import { isAccessDenied } from "./admin-failure";

type Request = <T>(path: string, options?: Parameters<typeof api>[1]) => Promise<ApiResult<T>>;

const AdminAccessContext = createContext<Request>(api);

export function AdminAccessProvider({ onDenied, children }: { onDenied: () => void; children: ReactNode }) {
  const request = useCallback<Request>(
    async (path, options) => {
      const result = await api<never>(path, options);
      if (!result.ok && isAccessDenied(result)) onDenied();
      return result;
    },
    [onDenied],
  );
  const value = useMemo(() => request, [request]);
  return <AdminAccessContext.Provider value={value}>{children}</AdminAccessContext.Provider>;
}

/** api() for admin calls: the same result, plus losing access on the admin check's 403. */
export function useAdminRequest(): Request {
  return useContext(AdminAccessContext);
}
