// Signing up (docs/product.md, "Accounts: the rules"): what the signup screen needs before it renders,
// whether a username is still free (the home page's "claim your name" field asks too), and the signup
// itself. Flat paths of the product's calls, mounted at /api; the address's verification link is
// email-address.ts's.
import { Hono } from "hono";
import { accountTexts, signupSchema } from "#contract/account-schemas";
import type { AppConfig } from "#contract/types";
import { createAccount } from "../../accounts/signup";
import { checkUsernameRules, usernameAvailability } from "../../accounts/users";
import { answers, mailNotQueued } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { clientIp, limitEveryAttempt, withinLimits } from "../../http/rate-limits";
import { valid } from "../../http/validate";
import { readSettings } from "../../settings/settings";

// A ceiling on every attempt from one address, refused ones included, ahead of the finer limit (decision 013).
const everySignupAttempt = limitEveryAttempt("signupAttempts");

export const signUpRoutes = new Hono<AppEnv>()
  .get("/config", answers("What the signup screen needs", { 200: "AppConfig (contract/types.ts)." }), async (c) => {
    const { invitesRequired, registrationClosed } = await readSettings(c.var.db);
    const config: AppConfig = { invitesRequired, registrationClosed };
    c.header("Cache-Control", "no-store");
    return c.json(config);
  })

  // 200 `{ available, msg? }` for a name signup could judge, 400 with the same shape for one that breaks
  // a signup rule. Per-address limit, as it is asked per keystroke.
  .get(
    "/username-available",
    answers("Whether a username is free (?username=)", {
      200: "UsernameAvailability (contract/types.ts): {available, msg?}.",
      400: "{available: false, msg}: the name breaks a signup rule.",
      429: "Too many checks from this address.",
    }),
    async (c) => {
      await withinLimits(c.env, c.var.db, [{ rule: "usernameChecks", key: [clientIp(c)] }]);
      c.header("Cache-Control", "no-store");
      const check = checkUsernameRules(c.req.query("username"));
      if (!check.valid) return c.json(check.answer, 400);
      return c.json(await usernameAvailability(c.var.db, check.username));
    },
  )

  .post(
    "/signup",
    answers("Create an account and mail its verification link", {
      201: "{msg}. An address that already has an account gets the same answer, and its owner a notice.",
      400: "The input breaks a rule, the username is reserved, or the invite code is missing or unusable.",
      403: "Registration is closed.",
      409: "The username is taken.",
      429: "Too many attempts, or signups, from this address.",
      ...mailNotQueued,
    }),
    everySignupAttempt,
    valid("json", signupSchema),
    async (c) => {
      const address = clientIp(c);
      await createAccount(c.var.db, c.env, c.req.valid("json"), {
        // Only accepted signups count toward the address's limit: a refused one costs nothing (docs/product.md, "Limits").
        admit: async () => {
          await withinLimits(c.env, c.var.db, [{ rule: "signups", key: [address] }]);
        },
        acceptLanguage: c.req.header("Accept-Language"),
      });
      return c.json({ msg: accountTexts.accountCreated }, 201);
    },
  );
