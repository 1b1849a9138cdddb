// Auth state (docs/product.md, "Accounts: the rules"): who is signed in, as the session check (GET /api/auth/me) answers it through
// the data layer. Until its first answer the user this browser remembers (ln_auth) stands in for it, so
// a signed-in screen shows at once on a reload; `ready` turns true once the check has answered, whether
// it succeeded or failed. Every component that asks reads the same query, so a sign-in, a rename or a
// sign-out is seen by all of them in the same render.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import type { PageLanguage } from "#contract/i18n/locales";
import { type AnswerOf, apiRoutes, resultOf } from "../api/client";
import { useHydrated } from "../hydration";
import { writeStoredLanguage } from "../i18n/language-choice";
import { readStoredUser, type SignedInUser, writeStoredUser } from "./auth-storage";

const sessionCheck = apiRoutes.auth.me;

/** What the session check answers: `{authenticated: false}`, or who is signed in (worker/routes/auth/sign-in.ts). */
export type SessionCheck = AnswerOf<Awaited<ReturnType<typeof sessionCheck.$get>>>;

/** The session as the app holds it; `language` is the account's (web/i18n/), absent for a guest. */
export type Session = { user: SignedInUser | null; impersonating: boolean; isAdmin: boolean; language?: PageLanguage };

const guest: Session = { user: null, impersonating: false, isAdmin: false };

export const sessionCheckPath = sessionCheck.$path();

/**
 * The session check, read once per app start and again when a flow asks (`refresh`). A failure, even
 * the network's, counts as no session: the signed-in screens then send the visitor to /login. What it
 * finds is remembered in ln_auth as it is read.
 */
export const sessionQuery = queryOptions({
  queryKey: [sessionCheckPath],
  queryFn: async ({ signal }): Promise<Session> => {
    const result = await resultOf(sessionCheck.$get(undefined, { init: { signal } }), signal);
    const check = result.ok && result.data.authenticated ? result.data : null;
    const session: Session = check
      ? {
          user: { username: check.username },
          impersonating: check.impersonating,
          isAdmin: check.isAdmin,
          language: check.language,
        }
      : guest;
    writeStoredUser(session.user);
    // The next visit paints its first screen in the account's language, before this check answers.
    if (session.language) writeStoredLanguage(session.language);
    return session;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** The remembered user as a session, shown until the check answers; none when nobody is remembered. */
function rememberedSession(): Session | undefined {
  const user = readStoredUser();
  return user ? { ...guest, user } : undefined;
}

/**
 * Drops every answer read for the session that is ending, so nothing one account read is ever shown
 * to the next: called as a user signs in or out, and as an admin takes on another user's session or
 * gives it back, before the next screen asks for anything.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionCheckPath });
}

type AuthActions = {
  /** A signed-in user (a sign-in, with the account's language, or a rename), or none: the account is gone. */
  setUser: (user: SignedInUser | null, language?: PageLanguage) => void;
  /** Re-reads the session check (after a sign-in, impersonation start or stop, a 401). */
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
};

export type AuthState = AuthActions & {
  user: SignedInUser | null;
  /** The account's language as the session check read it; undefined for a guest. */
  language: PageLanguage | undefined;
  ready: boolean;
  impersonating: boolean;
  /** From the session check only (never stored): shows the header's Admin link. */
  isAdmin: boolean;
};

const AuthContext = createContext<AuthActions | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The check starts with the app, whichever screen asks for it first.
  useQuery(sessionQuery);

  const setSession = useCallback(
    (session: Session) => {
      writeStoredUser(session.user);
      queryClient.setQueryData(sessionQuery.queryKey, session);
    },
    [queryClient],
  );

  const setUser = useCallback(
    (user: SignedInUser | null, language?: PageLanguage) => {
      if (!user?.username) {
        forgetUserData(queryClient);
        setSession(guest);
        return;
      }
      const current = queryClient.getQueryData(sessionQuery.queryKey) ?? guest;
      if (language && language !== current.language) {
        writeStoredLanguage(language);
        setSession({ ...current, user: { username: user.username }, language });
        return;
      }
      // The same user keeps the same object: nothing that depends on it renders again.
      if (current.user?.username !== user.username) setSession({ ...current, user: { username: user.username } });
    },
    [queryClient, setSession],
  );

  const refresh = useCallback(async () => {
    await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  }, [queryClient]);

  const logout = useCallback(async () => {
    await resultOf(apiRoutes.logout.$post());
    // The local sign-out happens even when the server call failed.
    forgetUserData(queryClient);
    setSession(guest);
  }, [queryClient, setSession]);

  const actions = useMemo(() => ({ setUser, refresh, logout }), [setUser, refresh, logout]);
  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error("useAuth must be used inside <AuthProvider>");
  // A page prerendered as a guest's takes its HTML over as a guest's; the remembered user comes after.
  const hydrated = useHydrated();
  const session = useQuery({ ...sessionQuery, placeholderData: hydrated ? rememberedSession : undefined });
  const { user, impersonating, isAdmin, language } = session.data ?? guest;
  const ready = session.isSuccess && !session.isPlaceholderData;
  return { ...actions, user, impersonating, isAdmin, language, ready };
}
