// Auth state (product §4): restored from storage on start, then overridden by the session check; `ready`
// turns true once that first check finishes, whether it succeeded or failed.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { api } from "../api/client";
import { readStoredUser, type SignedInUser, writeStoredUser } from "./auth-storage";

export type SessionCheck = { authenticated: boolean; username?: string; impersonating?: boolean; isAdmin?: boolean };

type AuthState = {
  user: SignedInUser | null;
  ready: boolean;
  impersonating: boolean;
  /** From the session check only (never stored): shows the header's Admin link. */
  isAdmin: boolean;
  setUser: (user: SignedInUser | null) => void;
  /** Re-runs the session check (after login, impersonation start or stop). */
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * `hydrating`: the page arrived as a guest's prerendered HTML (web/prerender.tsx), so the first render
 * must be a guest's too; the stored user is restored right after.
 */
export function AuthProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const [user, setUserState] = useState<SignedInUser | null>(() => (hydrating ? null : readStoredUser()));
  const [ready, setReady] = useState(false);
  const [impersonating, setImpersonating] = useState(false);
  const [isAdmin, setIsAdmin] = useState(false);

  const setUser = useCallback((next: SignedInUser | null) => {
    const value = next?.username ? { username: next.username } : null;
    writeStoredUser(value);
    setUserState(value);
  }, []);

  const refresh = useCallback(async () => {
    const result = await api<SessionCheck>("/api/auth/me");
    if (result.ok && result.data.authenticated && result.data.username) {
      setUser({ username: result.data.username });
      setImpersonating(Boolean(result.data.impersonating));
      setIsAdmin(Boolean(result.data.isAdmin));
    } else {
      setUser(null);
      setImpersonating(false);
      setIsAdmin(false);
    }
  }, [setUser]);

  useEffect(() => {
    if (hydrating) setUserState(readStoredUser());
    refresh().finally(() => setReady(true));
  }, [refresh, hydrating]);

  const logout = useCallback(async () => {
    await api("/api/logout", { method: "POST" });
    // The local sign-out happens even when the server call failed.
    setUser(null);
    setImpersonating(false);
    setIsAdmin(false);
  }, [setUser]);

  const value = useMemo(
    () => ({ user, ready, impersonating, isAdmin, setUser, refresh, logout }),
    [user, ready, impersonating, isAdmin, setUser, refresh, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
