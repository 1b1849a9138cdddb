// Route access (product §2): guest-only screens send a signed-in user to /dashboard; signed-in screens
// send a guest to /login. A user restored from storage counts at once (no flash of a spinner on
// reload); a guest is only sent away once the first session check has answered, because the check
// may still find a session the storage did not know about.
import { createContext, useContext, useState } from "react";
import { Navigate, Outlet } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { PageLoading } from "./lazy-page";

export function GuestOnly() {
  const { user } = useAuth();
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

const ExitContext = createContext<(to: string) => void>(() => {});

/**
 * For a signed-in page that clears the user on purpose (sign out, account deleted): names where to go
 * instead of /login. Navigating from the page itself would race the guard, which reacts to the
 * cleared user first and would send the user to /login.
 */
export function useSignedInExit(): (to: string) => void {
  return useContext(ExitContext);
}

export function SignedInOnly() {
  const { user, ready } = useAuth();
  const [exitTo, setExitTo] = useState<string | null>(null);
  if (user) {
    return (
      <ExitContext.Provider value={setExitTo}>
        <Outlet />
      </ExitContext.Provider>
    );
  }
  if (exitTo !== null) return <Navigate to={exitTo} replace />;
  if (!ready) {
    return <PageLoading />;
  }
  return <Navigate to="/login" replace />;
}
