// Route access (docs/product.md, "Screens" and "Accounts: the rules"): guest-only screens send a signed-in user to /dashboard; signed-in
// screens send a guest to /login. A signed-in screen shows a user restored from storage at once (no
// flash of a spinner on reload), but nobody is sent away before the first session check has answered:
// the check may find a session the storage did not know about, or find the stored one expired. A
// guest-only screen opened with a stale stored user (a reset link, a referral link) must keep its
// query, which a detour through /dashboard and /login would drop.
import { createContext, useContext, useState } from "react";
import { Navigate, Outlet } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { ScreenLoading } from "./lazy-page";

export function GuestOnly() {
  const { user, ready } = useAuth();
  if (!user) return <Outlet />;
  if (!ready) return <ScreenLoading />;
  return <Navigate to="/dashboard" replace />;
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
    return <ScreenLoading />;
  }
  return <Navigate to="/login" replace />;
}
