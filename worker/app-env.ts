// The Hono environment shared by every router: the Worker's bindings plus per-request variables.
import type { Db } from "./db/client";

export type RequestVariables = {
  db: Db;
  /** Set by the session middleware once a request is known to come from a signed-in user. */
  userId?: string;
};

export type AppEnv = { Bindings: Env; Variables: RequestVariables };
