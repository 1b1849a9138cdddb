// Resolves the session cookie to a live user on every API request, and guards routes that need one.
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { messages } from "#contract/messages";
import { userSessions, users } from "../db/schema";
import { withAnswers } from "../http/api-reference";
import type { AppEnv, CurrentUser } from "../http/app-env";
import { runInBackground } from "../http/background";
import { apiError } from "../http/errors";
import { sha256Hex } from "../security/random";
import { clearSessionCookie, readSessionCookie } from "./cookie";
import { lastSeenResolutionMs, touchSession } from "./session-index";
import { destroySession, readSession } from "./sessions";

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionCookie(c);
  if (token) {
    const record = await readSession(c.env.SESSIONS, token);
    const row = record
      ? await c.var.db
          .select({
            id: users.id,
            email: users.email,
            username: users.username,
            role: users.role,
            emailVerified: users.emailVerified,
            isSuspended: users.isSuspended,
            sessionsValidAfter: users.sessionsValidAfter,
            // The signed-in devices list's "last seen", read along so it is written only when stale.
            lastSeenAt: userSessions.lastSeenAt,
          })
          .from(users)
          .leftJoin(
            userSessions,
            and(eq(userSessions.tokenHash, await sha256Hex(token)), eq(userSessions.userId, users.id)),
          )
          .where(eq(users.id, record.userId))
          .get()
      : undefined;
    if (record && row && !row.isSuspended && record.createdAt >= row.sessionsValidAfter) {
      const { sessionsValidAfter: _, lastSeenAt, ...user } = row;
      if (lastSeenAt !== null && lastSeenAt < Date.now() - lastSeenResolutionMs) {
        runInBackground(c, touchSession(c.var.db, token));
      }
      c.set("user", user satisfies CurrentUser);
      c.set("userId", user.id);
      c.set("session", { token, record });
    } else if (record?.impersonatorId) {
      // The impersonated user is gone, suspended or signed out everywhere: the request acts as no one, but
      // the session stays so that Stop Impersonating can still return its admin (docs/product.md, "Accounts: the rules").
      c.set("session", { token, record });
    } else {
      // A dead session: forget it on both sides so the browser stops sending it.
      if (record) await destroySession(c.env.SESSIONS, token);
      clearSessionCookie(c);
    }
  }
  await next();
});

export const requireUser = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    signedInUser(c);
    await next();
  }),
  { 401: "Not signed in." },
);

/** The request's user; a 401 when there is none. */
export function signedInUser(c: Context<AppEnv>): CurrentUser {
  if (!c.var.user) throw apiError(401, messages.notSignedIn);
  return c.var.user;
}
