// The Hono environment shared by every router: the Worker's bindings plus per-request variables.
import type { Db } from "../db/client";
import type { SessionRecord } from "../sessions/sessions";

/** The signed-in user as every route sees it: loaded from D1 on each request, never from KV. */
export type CurrentUser = {
  id: string;
  email: string;
  username: string;
  role: "user" | "admin";
  emailVerified: boolean;
  isSuspended: boolean;
};

export type RequestVariables = {
  db: Db;
  /** Set by the session middleware once a request is known to come from a signed-in user. */
  userId?: string;
  user?: CurrentUser;
  session?: { token: string; record: SessionRecord };
};

export type AppEnv = { Bindings: Env; Variables: RequestVariables };
