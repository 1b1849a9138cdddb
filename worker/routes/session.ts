// The session as HTTP carries it (docs/guides/accounts-and-sessions.md): the cookies the API sets — the
// session's, the browser's device id, and the short-lived ones of signing in (the pending second step, a
// WebAuthn challenge) —, the middleware that turns the session cookie into the request's user on every
// API call, and the audit of every state-changing request an impersonating admin makes. What a session
// is — the record in KV, the account's cut-off, the signed-in devices — is worker/sessions/'s; here the
// request is read and the answer's cookies written.
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { activeImpersonator } from "../admin/impersonation";
import { recordAudit } from "../audit/record";
import { userSessions, users } from "../db/schema";
import type { AppEnv, CurrentUser } from "../http/app-env";
import { inBackground } from "../http/background";
import { safeMethods } from "../http/request-guards";
import { loggablePath } from "../logs/record";
import { sha256Hex } from "../security/encoding";
import {
  destroySession,
  deviceLabel,
  lastSeenResolutionMs,
  readSession,
  renewSession,
  sessionTtlSeconds,
  touchSession,
} from "../sessions/sessions";

// ── The cookies ─────────────────────────────────────────────────────────────────────────────────────
// The session's: HttpOnly, SameSite=Lax, Path=/. Outside local development it is `__Host-ln_session`:
// browsers accept that name only with Secure, Path=/ and no Domain, so neither plain http nor a sibling
// subdomain can plant or shadow a session. A step of signing in keeps its own under its path, HttpOnly,
// SameSite=Strict and `__Secure-` outside local development.

export const sessionCookieName = "ln_session";
/** A long-lived random id per browser, so "a device not seen before" means this browser, not a label. */
export const deviceCookieName = "ln_device";
const deviceCookieMaxAge = 400 * 24 * 60 * 60;

/** Local development serves plain http, so its cookies go without the prefixes and Secure. */
const isPlainHttp = (c: Context<AppEnv>) => c.env.ENVIRONMENT === "development";
const sessionPrefix = (c: Context<AppEnv>) => (isPlainHttp(c) ? undefined : "host");
const securePrefix = (c: Context<AppEnv>) => (isPlainHttp(c) ? undefined : "secure");

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName, sessionPrefix(c));
}

export function writeSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, sessionCookieName, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: sessionTtlSeconds,
    prefix: sessionPrefix(c),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName, { path: "/", httpOnly: true, sameSite: "Lax", prefix: sessionPrefix(c) });
}

export function readDeviceCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, deviceCookieName, securePrefix(c));
}

export function writeDeviceCookie(c: Context<AppEnv>, deviceId: string): void {
  setCookie(c, deviceCookieName, deviceId, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/api",
    maxAge: deviceCookieMaxAge,
    prefix: securePrefix(c),
  });
}

/** A step of signing in's cookie: its name, the path it is sent to and how long it lives. */
export type StepCookie = { name: string; path: string; maxAgeSeconds: number };

const stepCookieOptions = (c: Context<AppEnv>, cookie: StepCookie) =>
  ({ httpOnly: true, sameSite: "Strict", path: cookie.path, prefix: securePrefix(c) }) as const;

export function readStepCookie(c: Context<AppEnv>, cookie: StepCookie): string | undefined {
  return getCookie(c, cookie.name, securePrefix(c));
}

export function writeStepCookie(c: Context<AppEnv>, cookie: StepCookie, value: string): void {
  setCookie(c, cookie.name, value, { ...stepCookieOptions(c, cookie), maxAge: cookie.maxAgeSeconds });
}

export function clearStepCookie(c: Context<AppEnv>, cookie: StepCookie): void {
  deleteCookie(c, cookie.name, stepCookieOptions(c, cookie));
}

/**
 * Gives this browser a fresh session of `userId` in place of the one it has, listed among the signed-in
 * devices (worker/sessions/sessions.ts, renewSession), and its cookie; answers its token.
 */
export async function freshSession(
  c: Context<AppEnv>,
  userId: string,
  { secondFactorAt }: { secondFactorAt?: number | undefined },
): Promise<string> {
  const token = await renewSession(c.var.db, c.env.SESSIONS, userId, {
    device: deviceLabel(c.req.header("user-agent")),
    ...(c.var.session ? { replacing: c.var.session } : {}),
    ...(secondFactorAt === undefined ? {} : { secondFactorAt }),
  });
  writeSessionCookie(c, token);
  return token;
}

// ── The request's user ──────────────────────────────────────────────────────────────────────────────
// A session is only as good as its user row: suspended, deleted, or older than users.sessions_valid_after
// means dead.

/** Resolves the session cookie to a live user on every API request. */
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
            language: users.language,
            signupLocale: users.signupLocale,
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
        inBackground(touchSession(c.var.db, token));
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

// ── Impersonation's audit ───────────────────────────────────────────────────────────────────────────
// Runs on every /api request after the session is loaded (mounted in worker/app.ts). For a session that
// impersonates someone it does two things: ends it if its admin may no longer act (demoted, suspended,
// deleted, or their sessions ended since), and writes an 'impersonated_request' audit entry naming the
// real admin, the method, the path and the user acted as for each state-changing request, before the
// request runs (refused ones too), so nothing done under another name goes unrecorded.

/** Stopping has its own audit entry (impersonate_stop). */
export const impersonationStopPath = "/api/admin/impersonate/stop";

export const impersonationAudit = createMiddleware<AppEnv>(async (c, next) => {
  const { session, user } = c.var;
  const impersonatorId = session?.record.impersonatorId;
  if (!session || !user || !impersonatorId) return next();

  if (!(await activeImpersonator(c.var.db, impersonatorId, session.record.createdAt))) {
    // The request goes on as anonymous.
    await destroySession(c.env.SESSIONS, session.token);
    clearSessionCookie(c);
    c.set("user", undefined);
    c.set("userId", undefined);
    c.set("session", undefined);
    return next();
  }

  const path = loggablePath(c.req.url);
  if (!safeMethods.has(c.req.method) && path !== impersonationStopPath) {
    await recordAudit(c.var.db, {
      action: "impersonated_request",
      actorUserId: impersonatorId,
      targetUserId: user.id,
      // The username as well as the id: the entry must still name whom the admin acted as once the
      // account is gone.
      target: user.username,
      details: { method: c.req.method, path },
    });
  }
  return next();
});
