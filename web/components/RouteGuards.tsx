// Route access (docs/product.md, "Screens" and "Accounts: the rules"): guest-only screens send a signed-in user to /dashboard; signed-in
// screens send a guest to /login. A signed-in screen shows a user restored from storage at once (no
// flash of a spinner on reload), but nobody is sent away before the first session check has answered:
// the check may find a session the storage did not know about, or find the stored one expired. A
// guest-only screen opened with a stale stored user (a reset link, a referral link) must keep its
// query, which a detour through /dashboard and /login would drop.
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { documentIsolated, reopenAsIsolatedDocument } from "../auth/document-isolation";
import { PageLoading } from "./lazy-page";

export function GuestOnly() {
  const { user, ready } = useAuth();
  if (!user) return <Outlet />;
  if (!ready) return <PageLoading />;
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

/**
 * A signed-in screen asked for in a guest's document (one left in its opener's context): once the
 * session check confirms the user, the screen is loaded again as a new document, which the worker
 * isolates now that the session cookie comes along (docs/decisions/021). Sign-ins open the dashboard
 * that way themselves; this covers every other way in.
 */
function ReopenIsolated({ ready, children }: { ready: boolean; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (ready && !reopenAsIsolatedDocument(pathname + search + hash)) setStuck(true);
  }, [ready, pathname, search, hash]);
  return stuck ? children : <PageLoading />;
}

export function SignedInOnly() {
  const { user, ready } = useAuth();
  const [exitTo, setExitTo] = useState<string | null>(null);
  if (user) {
    const screen = (
      <ExitContext.Provider value={setExitTo}>
        <Outlet />
      </ExitContext.Provider>
    );
    return documentIsolated() ? screen : <ReopenIsolated ready={ready}>{screen}</ReopenIsolated>;
  }
  if (exitTo !== null) return <Navigate to={exitTo} replace />;
  if (!ready) {
    return <PageLoading />;
  }
  return <Navigate to="/login" replace />;
}
