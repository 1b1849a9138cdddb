// Signed-in devices, mounted at /api/sessions (docs/product.md, "Accounts: the rules"): list the account's sessions, end
// one, or end every other — the signed-in user in person only.
import { Hono } from "hono";
import { securityMessages } from "#contract/security";
import { sendSecurityNotice } from "../email/security-notices";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { endEverySignIn, endOtherSessions, endSession, listSessions } from "../sessions/sessions";
import { refuseWhileImpersonating, requireUser, signedInUser } from "./guards";
import { clearSessionCookie, freshSession } from "./session";

export const sessionRoutes = new Hono<AppEnv>()
  .use(requireUser, refuseWhileImpersonating)

  .get(
    "/",
    answers("The account's signed-in devices", { 200: "SessionSummary[] (contract/security.ts)." }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listSessions(c.var.db, c.env.SESSIONS, signedInUser(c).id, c.var.session?.token));
    },
  )

  // Ends every session but this browser's: the account's cut-off moves to now, which ends sessions the
  // list does not hold too (older ones, an admin impersonating) and every half-finished sign-in, and
  // this browser gets a fresh session that keeps what this one proved.
  .post(
    "/revoke-others",
    answers("End every session but this browser's", {
      200: "{msg, ended}; pending two-factor sign-ins end too, and this browser gets a fresh session.",
    }),
    async (c) => {
      const user = signedInUser(c);
      const db = c.var.db;
      const listed = (await listSessions(db, c.env.SESSIONS, user.id, c.var.session?.token)).filter((s) => !s.current);
      await db.batch([...endEverySignIn(db, user.id, Date.now())]);
      const token = await freshSession(c, user.id, { secondFactorAt: c.var.session?.record.secondFactorAt });
      await endOtherSessions(db, c.env.SESSIONS, user.id, token);
      await sendSecurityNotice(db, c.env, user, { kind: "other_sessions_ended", count: listed.length });
      return c.json({ msg: securityMessages.othersEnded, ended: listed.length });
    },
  )

  .delete(
    "/:id",
    answers("End one session", {
      200: "{msg, current}: current when it was this browser's, whose cookie is then cleared.",
      404: "No such session of the account.",
    }),
    async (c) => {
      const user = signedInUser(c);
      const id = c.req.param("id");
      const sessions = await listSessions(c.var.db, c.env.SESSIONS, user.id, c.var.session?.token);
      const target = sessions.find((s) => s.id === id);
      if (!target || !(await endSession(c.var.db, c.env.SESSIONS, user.id, id))) {
        throw apiError(404, securityMessages.sessionNotFound);
      }
      if (target.current) clearSessionCookie(c);
      await sendSecurityNotice(c.var.db, c.env, user, { kind: "session_ended", device: target.device });
      return c.json({ msg: securityMessages.sessionEnded, current: target.current });
    },
  );
