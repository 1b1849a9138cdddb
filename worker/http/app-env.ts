// The Hono environment shared by every router: the Worker's bindings plus per-request variables.
import { createMiddleware } from "hono/factory";
import type { AccountLanguage, Locale } from "#contract/i18n/locales";
import type { PageRole } from "#contract/pages";
import { type Db, openDb } from "../db/client";

/** The signed-in user as every route sees it: loaded from D1 on each request, never from KV. */
export type CurrentUser = {
  id: string;
  email: string;
  username: string;
  role: "user" | "admin";
  emailVerified: boolean;
  isSuspended: boolean;
  /** The app's and the mail's language (contract/i18n/locales.ts): a locale, or "auto". */
  language: AccountLanguage;
  /** The locale it signed up in: what "auto" means for its mail. */
  signupLocale: Locale;
};

/**
 * What KV holds for a session (worker/sessions/sessions.ts): whose it is, since when, the admin behind it
 * when it is an impersonation, and when the sign-in behind it proved a second factor (for an
 * impersonation, the admin's own session's), which an admin needs while admins require one.
 */
export type SessionRecord = {
  userId: string;
  createdAt: number;
  /** When the owner last signed in with this browser (carried over when the session is renewed). */
  signedInAt?: number;
  impersonatorId?: string;
  secondFactorAt?: number;
};

export type RequestVariables = {
  db: Db;
  /** Set by the session middleware once a request is known to come from a signed-in user. */
  userId?: string;
  user?: CurrentUser;
  session?: { token: string; record: SessionRecord };
  /** Set on a route under /api/pages/{id} once the caller may act on that page (routes/page-scope.ts). */
  page?: ScopedPage;
};

/** A page a route acts on, and what the caller is to it. */
export type ScopedPage = { id: string; ownerId: string; role: PageRole };

export type AppEnv = { Bindings: Env; Variables: RequestVariables };

/** Opens the request's drizzle handle on D1 as `c.var.db`: the first step of /api and of /api/v1. */
export const attachDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", openDb(c.env.DB));
  await next();
});
