// Auth state (docs/product.md, "Accounts: the rules"): the session check the document came with, or else restored from storage on
// start and then overridden by the session check; `ready` turns true once that first check has answered,
// whether it succeeded or failed.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { sessionCheckPath } from "#contract/first-reads";
import { type ApiResult, api } from "../api/client";
import { useDocumentData } from "../api/document-answers";
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

type Session = { user: SignedInUser | null; impersonating: boolean; isAdmin: boolean };

function sessionFrom(result: ApiResult<SessionCheck>): Session {
  if (result.ok && result.data.authenticated && result.data.username) {
    const { username, impersonating, isAdmin } = result.data;
    return { user: { username }, impersonating: Boolean(impersonating), isAdmin: Boolean(isAdmin) };
  }
  return { user: null, impersonating: false, isAdmin: false };
}

/**
 * `hydrating`: the page arrived as a guest's prerendered HTML (web/prerender.tsx), so the first render
 * must be a guest's too; the stored user is restored right after. Otherwise a session check the document
 * came with is the first render's (web/api/document-answers.ts), and the app starts ready.
 */
export function AuthProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const fromDocument = useDocumentData<SessionCheck>(sessionCheckPath);
  const [first] = useState(() =>
    fromDocument.data && !hydrating ? sessionFrom({ ok: true, status: 200, data: fromDocument.data }) : null,
  );
  const [user, setUserState] = useState<SignedInUser | null>(() =>
    first ? first.user : hydrating ? null : readStoredUser(),
  );
  const [ready, setReady] = useState(first !== null);
  const [impersonating, setImpersonating] = useState(first?.impersonating ?? false);
  const [isAdmin, setIsAdmin] = useState(first?.isAdmin ?? false);

  const setUser = useCallback((next: SignedInUser | null) => {
    const value = next?.username ? { username: next.username } : null;
    writeStoredUser(value);
    // The same user keeps the same object: nothing that depends on it renders again.
    setUserState((current) => (current?.username === value?.username ? current : value));
  }, []);

  const apply = useCallback(
    (session: Session) => {
      setUser(session.user);
      setImpersonating(session.impersonating);
      setIsAdmin(session.isAdmin);
    },
    [setUser],
  );

  const refresh = useCallback(async () => {
    apply(sessionFrom(await api<SessionCheck>(sessionCheckPath)));
  }, [apply]);

  useEffect(() => {
    if (hydrating) setUserState(readStoredUser());
    if (first && fromDocument.claim()) {
      // Already shown; it is only stored now.
      apply(first);
      return;
    }
    refresh().finally(() => setReady(true));
  }, [refresh, hydrating, first, fromDocument.claim, apply]);

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
