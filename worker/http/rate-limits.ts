// Every rate limit of the app, declared once in `rateLimits` below and enforced through one function,
// `withinLimits` (docs/decisions/034-rate-limit-table-re-checks-step-up.md). `npm run limits` prints the table;
// docs/product.md carries the same table, and wrangler.toml the bindings' numbers, both checked
// against this one by test/scripts/rate-limits.test.ts.
//
// Two mechanisms. A Workers Rate Limiting binding counts every call in a fixed window of 10 or 60
// seconds, and can only be asked "one more?": it is the ceiling on a kind of request. What a binding
// cannot express is counted in D1 (`attempt_counts`): failures, which must be read before the check
// and added after it, and windows longer than a minute. A D1 window opens with a key's first count and
// lasts the rule's window, so a burst is judged from its own start; every batch that counts first
// deletes the rows whose window has ended, so the table holds only open windows.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { attemptCounts } from "../db/schema";
import { withAnswers } from "./api-reference";
import type { AppEnv } from "./app-env";
import { apiError } from "./errors";

/** The names wrangler.toml gives the Rate Limiting bindings. */
type LimiterBinding = { [Name in keyof Env]: Env[Name] extends RateLimit ? Name : never }[keyof Env];

type Common = {
  /** What one count is. */
  counts: string;
  /** What the count is kept per: the parts of its key, in order. */
  per: readonly string[];
  limit: number;
  windowSeconds: number;
};

export type RateLimitRule = Common &
  (
    | { mechanism: "binding"; binding: LimiterBinding }
    // Held before the check and given back when it succeeds: only failures stay counted. Past the
    // limit, every attempt is refused.
    | { mechanism: "d1"; counting: "failures" }
    // Failures on an account, whichever address made them. Past the limit, only an address that has
    // already failed on the account is refused: guesses from elsewhere never lock the owner out.
    | { mechanism: "d1"; counting: "failures on an account"; per: readonly ["account", "address"] }
    // Every call counts. Past the limit the request answers as usual and sends nothing, so nothing
    // tells a busy address apart.
    | { mechanism: "d1"; counting: "sends" }
    // Every call counts, and past the limit every call is refused; the caller learns what is left
    // (countCall below), as the public API's RateLimit-* headers say.
    | { mechanism: "d1"; counting: "calls" }
  );

export const rateLimits = {
  loginAttempts: {
    mechanism: "binding",
    binding: "LOGIN_LIMITER",
    counts: "login attempts, refused ones included",
    per: ["address"],
    limit: 30,
    windowSeconds: 60,
  },
  failedLoginsByAddress: {
    mechanism: "d1",
    counting: "failures",
    counts: "wrong passwords, at login and in re-checks",
    per: ["address"],
    limit: 10,
    windowSeconds: 60,
  },
  failedLoginsByAccount: {
    mechanism: "d1",
    counting: "failures on an account",
    counts: "wrong passwords for the account (its e-mail or its username alike), at login and in re-checks",
    per: ["account", "address"],
    limit: 10,
    windowSeconds: 60,
  },
  signupAttempts: {
    mechanism: "binding",
    binding: "SIGNUP_ATTEMPT_LIMITER",
    counts: "signup attempts, refused ones included",
    per: ["address"],
    limit: 30,
    windowSeconds: 60,
  },
  signups: {
    mechanism: "binding",
    binding: "SIGNUP_LIMITER",
    counts: "accepted signups (a refused one does not count)",
    per: ["address"],
    limit: 5,
    windowSeconds: 60,
  },
  usernameChecks: {
    mechanism: "binding",
    binding: "USERNAME_CHECK_LIMITER",
    counts: "username checks (GET /api/username-available)",
    per: ["address"],
    limit: 60,
    windowSeconds: 60,
  },
  mailRequestsByAddress: {
    mechanism: "binding",
    binding: "EMAIL_LIMITER",
    counts: "resend-verification, forgot-password and change-email requests",
    per: ["address"],
    limit: 5,
    windowSeconds: 60,
  },
  mailRequestsByAccount: {
    mechanism: "binding",
    binding: "EMAIL_LIMITER",
    counts: "change-email requests",
    per: ["account"],
    limit: 5,
    windowSeconds: 60,
  },
  mailsToAddress: {
    mechanism: "d1",
    counting: "sends",
    counts: "mails from resend-verification, forgot-password and signups with a registered address",
    per: ["e-mail address"],
    limit: 3,
    windowSeconds: 60 * 60,
  },
  secondStepAttempts: {
    mechanism: "binding",
    binding: "TWO_FACTOR_LIMITER",
    counts: "second-step, step-up and passkey sign-in calls",
    per: ["address"],
    limit: 30,
    windowSeconds: 60,
  },
  wrongCodesByAccount: {
    mechanism: "d1",
    counting: "failures",
    counts: "wrong codes for the account: second steps, step-ups, turning TOTP on, re-checks",
    per: ["account"],
    limit: 5,
    windowSeconds: 5 * 60,
  },
  wrongCodesByAddress: {
    mechanism: "d1",
    counting: "failures",
    counts: "wrong codes from the address, whichever account",
    per: ["address"],
    limit: 10,
    windowSeconds: 60,
  },
  clicks: {
    mechanism: "binding",
    binding: "CLICK_LIMITER",
    counts: "link clicks",
    per: ["address", "profile"],
    limit: 60,
    windowSeconds: 10,
  },
  reports: {
    mechanism: "binding",
    binding: "REPORT_LIMITER",
    counts: "reports of a page, refused ones included",
    per: ["address"],
    limit: 5,
    windowSeconds: 60,
  },
  customDomainChecks: {
    mechanism: "binding",
    binding: "CUSTOM_DOMAIN_CHECK_LIMITER",
    counts: "'Check now' on the Custom domain card, which asks the provider while the owner waits",
    per: ["account"],
    limit: 5,
    windowSeconds: 60,
  },
  subscribeAttempts: {
    mechanism: "binding",
    binding: "SUBSCRIBE_LIMITER",
    counts: "e-mail sign-ups on public pages (POST /api/subscribe and the page's form), refused ones included",
    per: ["address"],
    limit: 10,
    windowSeconds: 60,
  },
  subscribesToPage: {
    mechanism: "binding",
    binding: "SUBSCRIBE_PAGE_LIMITER",
    counts: "e-mail sign-ups on one page, from every address",
    per: ["profile"],
    limit: 60,
    windowSeconds: 60,
  },
  webhookTests: {
    mechanism: "binding",
    binding: "WEBHOOK_TEST_LIMITER",
    counts: "test deliveries of the audience's webhook (each failing one is retried like a real one)",
    per: ["account"],
    limit: 3,
    windowSeconds: 60,
  },
  tipAttempts: {
    mechanism: "binding",
    binding: "TIP_LIMITER",
    counts: "tips started on public pages (the /tip form, each opening a Stripe Checkout), refused ones included",
    per: ["address"],
    limit: 10,
    windowSeconds: 60,
  },
  pageImports: {
    mechanism: "binding",
    binding: "IMPORT_LIMITER",
    counts:
      "reads of another service's page and applies of what was found (POST /api/import/from-url and /apply), which fetch from outside",
    per: ["account"],
    limit: 10,
    windowSeconds: 60,
  },
  confirmationMailsToAddress: {
    mechanism: "d1",
    counting: "sends",
    counts: "sign-up confirmation mails: a pending sign-up's first, one after its link expired, each 'Send it again'",
    per: ["e-mail address"],
    limit: 3,
    windowSeconds: 60 * 60,
  },
  apiCallsByToken: {
    mechanism: "d1",
    counting: "calls",
    counts: "calls to /api/v1 and /mcp with a personal access token",
    per: ["token"],
    limit: 120,
    windowSeconds: 60,
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof rateLimits;

/** A value for each part of a rule's `per`. */
type KeyValues<Per extends readonly string[]> = { readonly [Part in keyof Per]: string };

/** One count a request takes: a rule, and the values of what it is kept per (its `per`, in order). */
export type LimitCount = {
  [Name in RateLimitName]: { rule: Name; key: KeyValues<(typeof rateLimits)[Name]["per"]> };
}[RateLimitName];

/** The product's answer past a limit that lasts at most a minute. */
export const tooManyAttempts = "Too many attempts. Please wait a minute and try again.";

/** The answer past a limit, saying how long it still lasts (rounded up to whole minutes). */
export function tooManyAttemptsFor(waitMs: number): string {
  const minutes = Math.ceil(waitMs / 60_000);
  return minutes <= 1 ? tooManyAttempts : `Too many attempts. Please wait ${minutes} minutes and try again.`;
}

/** 429 with the wait in words and in Retry-After (seconds). */
function tooManyAttemptsError(waitMs: number) {
  const error = apiError(429, tooManyAttemptsFor(waitMs));
  error.res?.headers.set("Retry-After", String(Math.max(1, Math.ceil(waitMs / 1000))));
  return error;
}

export function clientIp(c: Context): string {
  return c.req.header("cf-connecting-ip") ?? "unknown";
}

const keyOf = (count: LimitCount) => `${count.rule}:${count.key.join(":")}`;

/**
 * Takes the request's counts, in the table's terms, and answers whether it may go on:
 * - every binding count is taken at once; past one, 429;
 * - D1 counts are taken in one batch. A failure count holds the attempt's place before `attempt` runs —
 *   so guesses sent in parallel cannot all pass a count that would only grow as each failed — and past
 *   its limit the request is refused (429, saying how long the wait still is) with its places given
 *   back. `attempt` then runs (true when the password or code was right): right gives the places back,
 *   wrong keeps them and adds one to the account's failures;
 * - past a "sends" count, the answer is false and `attempt` never runs: the caller sends nothing.
 * Answers `attempt`'s verdict, or true when there is none.
 */
export async function withinLimits(
  env: Env,
  db: Db,
  counts: LimitCount[],
  attempt?: () => Promise<boolean>,
): Promise<boolean> {
  for (const count of counts) {
    const rule: RateLimitRule = rateLimits[count.rule];
    if (rule.mechanism !== "binding") continue;
    const { success } = await env[rule.binding].limit({ key: keyOf(count) });
    if (!success) throw tooManyAttemptsError(rule.windowSeconds * 1000);
  }
  const stored = counts.flatMap((count) => {
    const rule: RateLimitRule = rateLimits[count.rule];
    return rule.mechanism === "d1" ? [{ rule, key: keyOf(count), count }] : [];
  });
  if (stored.length === 0) return attempt ? attempt() : true;

  const now = Date.now();
  // Per rule: the key it is judged by, and the key that holds this attempt's place — the same key,
  // except for an account's failures, judged by the account's count and held in the address's place on
  // the account. A "sends" count holds no place: a mail, once counted, is spent.
  const plans = stored.map(({ rule, key, count }) => ({
    rule,
    windowMs: rule.windowSeconds * 1000,
    key,
    judgedKey: rule.counting === "failures on an account" ? `${count.rule}:${count.key[0]}` : key,
    holdsPlace: rule.counting === "failures" || rule.counting === "failures on an account",
  }));
  const statements = plans.flatMap((plan) =>
    plan.rule.counting === "failures on an account"
      ? [readCount(db, plan.judgedKey, now), addCount(db, plan.key, plan.windowMs, now)]
      : [addCount(db, plan.judgedKey, plan.windowMs, now)],
  );
  const [, ...answers] = (await db.batch([dropEndedWindows(db, now), ...statements])) as [unknown, ...CountRows[]];

  let refusedUntil = 0;
  let sendNothing = false;
  let next = 0;
  for (const { rule } of plans) {
    const judged = rowOf(answers[next++]);
    if (rule.counting === "sends") sendNothing ||= judged.count > rule.limit;
    else if (rule.counting === "failures" || rule.counting === "calls") {
      if (judged.count > rule.limit) refusedUntil = Math.max(refusedUntil, judged.windowEndsAt);
    } else {
      // The address's place on the account counts this attempt: more than one means it failed there before.
      const place = rowOf(answers[next++]);
      if (judged.count >= rule.limit && place.count > 1) refusedUntil = Math.max(refusedUntil, judged.windowEndsAt);
    }
  }

  const giveBackPlaces = () =>
    runEach(
      db,
      plans.filter((plan) => plan.holdsPlace).map((plan) => takeBackCount(db, plan.key, Date.now())),
    );
  if (refusedUntil > 0) {
    await giveBackPlaces();
    throw tooManyAttemptsError(refusedUntil - now);
  }
  if (sendNothing) return false;
  if (!attempt) return true;

  const right = await attempt();
  if (right) await giveBackPlaces();
  else {
    // A failure keeps its places, and counts against the accounts it was made on.
    const accounts = plans.filter((plan) => plan.rule.counting === "failures on an account");
    await runEach(
      db,
      accounts.map((plan) => addCount(db, plan.judgedKey, plan.windowMs, Date.now())),
    );
  }
  return right;
}

/**
 * A guard that counts every request to the route against the client's address, before anything else
 * runs — even validation — so a flood of any kind meets a ceiling, whatever finer limit the route keeps.
 */
export function limitEveryAttempt(rule: "loginAttempts" | "signupAttempts" | "secondStepAttempts" | "reports") {
  return withAnswers(
    createMiddleware<AppEnv>(async (c, next) => {
      await withinLimits(c.env, c.var.db, [{ rule, key: [clientIp(c)] }]);
      await next();
    }),
    { 429: "Too many attempts from this address." },
  );
}

/** Where a caller stands in a "calls" window after this call: what the RateLimit-* headers say. */
export type CallQuota = { limit: number; remaining: number; resetSeconds: number };

/**
 * Counts one call against a "calls" rule and answers what is left of its window; past the limit, 429
 * (with Retry-After) carrying the same quota for the caller's headers.
 */
export async function countCall(db: Db, count: Extract<LimitCount, { rule: "apiCallsByToken" }>): Promise<CallQuota> {
  const rule = rateLimits[count.rule];
  const now = Date.now();
  const [, rows] = await db.batch([
    dropEndedWindows(db, now),
    addCount(db, keyOf(count), rule.windowSeconds * 1000, now),
  ]);
  const { count: used, windowEndsAt } = rowOf(rows);
  const quota = {
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - used),
    resetSeconds: Math.max(1, Math.ceil((windowEndsAt - now) / 1000)),
  };
  if (used > rule.limit) throw Object.assign(tooManyAttemptsError(windowEndsAt - now), { quota });
  return quota;
}

// ── Counts in D1 ────────────────────────────────────────────────────────────────────────────────────
// Each function returns one statement, so that what belongs together goes in one batch.

type CountRows = { count: number; windowEndsAt: number }[];

const rowOf = (rows: CountRows | undefined) => rows?.[0] ?? { count: 0, windowEndsAt: 0 };

/** Runs the statements in one batch, if there are any. */
async function runEach(db: Db, statements: BatchItem<"sqlite">[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Adds one to the key's count, opening a new window when the last one has ended; returns the count. */
function addCount(db: Db, key: string, windowMs: number, now: number) {
  const windowOpen = sql`${attemptCounts.windowEndsAt} > ${now}`;
  return db
    .insert(attemptCounts)
    .values({ key, count: 1, windowEndsAt: now + windowMs })
    .onConflictDoUpdate({
      target: attemptCounts.key,
      set: {
        count: sql`case when ${windowOpen} then ${attemptCounts.count} + 1 else 1 end`,
        windowEndsAt: sql`case when ${windowOpen} then ${attemptCounts.windowEndsAt} else excluded.window_ends_at end`,
      },
    })
    .returning({ count: attemptCounts.count, windowEndsAt: attemptCounts.windowEndsAt });
}

/** Takes one back from the key's count in its open window. */
function takeBackCount(db: Db, key: string, now: number) {
  return db
    .update(attemptCounts)
    .set({ count: sql`max(${attemptCounts.count} - 1, 0)` })
    .where(and(eq(attemptCounts.key, key), gt(attemptCounts.windowEndsAt, now)));
}

/** The key's count in its open window: no row means zero. */
function readCount(db: Db, key: string, now: number) {
  return db
    .select({ count: attemptCounts.count, windowEndsAt: attemptCounts.windowEndsAt })
    .from(attemptCounts)
    .where(and(eq(attemptCounts.key, key), gt(attemptCounts.windowEndsAt, now)));
}

/** Deletes the rows whose window has ended, along their index. */
function dropEndedWindows(db: Db, now: number) {
  return db.delete(attemptCounts).where(lte(attemptCounts.windowEndsAt, now));
}
