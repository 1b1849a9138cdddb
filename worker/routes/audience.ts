// The audience's API (docs/guides/audience.md): a visitor's sign-up, POST /api/subscribe (anonymous, the same
// answer whatever became of the address), and, mounted at /api/audience, the owner's confirmed subscribers
// — a page at a time, one removed, all as CSV — and the Pro webhook with its test. The CSV and the webhook
// send subscribers' addresses elsewhere: an admin impersonating the owner may not use them.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { audienceMessages, audienceQuerySchema, subscribeSchema, webhookSchema } from "#contract/audience";
import { admitPageSignUp, signUpToPage } from "../audience/sign-ups";
import { audienceCsv, deleteSubscriber, listSubscribers } from "../audience/subscribers";
import { readWebhook, saveWebhook, sendTestDelivery } from "../audience/webhook-settings";
import { requirePro } from "../billing/tier";
import { answers, mailNotQueued, withAnswers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clientIp, withinLimits } from "../http/rate-limits";
import { valid } from "../http/validate";
import { refuseWhileImpersonating, requireUser } from "./guards";
import { currentPage } from "./page-scope";

const signUpCeiling = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    await admitPageSignUp(c.var.db, c.env, clientIp(c));
    await next();
  }),
  { 429: "Too many sign-ups from this address, or on this page." },
);

export const subscribeRoutes = new Hono<AppEnv>().post(
  "/subscribe",
  answers("Leave an e-mail address on a page's sign-up block; a link to confirm it is mailed", {
    202: "{msg}: the same for a new, repeated or confirmed address.",
    400: "The address is malformed, too long or a throwaway one.",
    404: "No such page, or the page has no sign-up block.",
    ...mailNotQueued,
  }),
  signUpCeiling,
  valid("json", subscribeSchema),
  async (c) => {
    await signUpToPage(c.var.db, c.env, {
      ...c.req.valid("json"),
      acceptLanguage: c.req.header("Accept-Language"),
    });
    return c.json({ msg: audienceMessages.checkInbox }, 202);
  },
);

const proOnly = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    await requirePro(c.var.db, currentPage(c).ownerId, audienceMessages.webhookProOnly);
    await next();
  }),
  { 403: "A free account (the message names Pro)." },
);

export const audienceRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get(
    "/",
    answers("The account's confirmed subscribers, newest first, a page at a time", {
      200: "AudiencePage (contract/audience.ts): {items: [{id, email, confirmedAt}], total, page, pageSize}.",
    }),
    valid("query", audienceQuerySchema),
    async (c) => {
      const { page, pageSize } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      return c.json(await listSubscribers(c.var.db, currentPage(c).id, page, pageSize));
    },
  )

  .get(
    "/export.csv",
    answers("Every confirmed subscriber as CSV (email, confirmed_at)", { 200: "text/csv." }),
    refuseWhileImpersonating,
    async (c) => {
      const csv = await audienceCsv(c.var.db, currentPage(c).id);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="subscribers.csv"',
        "Cache-Control": "no-store",
      });
    },
  )

  .get(
    "/webhook",
    answers("The account's webhook URL and its last delivery (never the secret)", {
      200: "AudienceWebhook (contract/audience.ts).",
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readWebhook(c.var.db, currentPage(c).id));
    },
  )

  .put(
    "/webhook",
    answers("Set the webhook URL (a new signing secret, in this answer only), or remove it with null", {
      200: "{url, secret}.",
      400: "Not an https URL, or one pointing at a private or local address.",
    }),
    refuseWhileImpersonating,
    proOnly,
    valid("json", webhookSchema),
    async (c) => c.json(await saveWebhook(c.var.db, c.env, currentPage(c).id, c.req.valid("json").url)),
  )

  .post(
    "/webhook/test",
    answers("Send the webhook a test delivery; its result shows in GET /api/audience/webhook", {
      202: "{msg}.",
      404: "No webhook.",
      429: "Too many test deliveries from the account (rateLimits.webhookTests).",
    }),
    refuseWhileImpersonating,
    proOnly,
    async (c) => {
      const userId = currentPage(c).id;
      // A failing test is retried like a real delivery: the receiver's address must not be floodable.
      await withinLimits(c.env, c.var.db, [{ rule: "webhookTests", key: [userId] }]);
      await sendTestDelivery(c.var.db, c.env, userId);
      return c.json({ msg: audienceMessages.testQueued }, 202);
    },
  )

  .delete(
    "/:id",
    answers("Remove one subscriber", { 200: "{msg}.", 404: "No subscriber of the account by that id." }),
    async (c) => {
      const removed = await deleteSubscriber(c.var.db, currentPage(c).id, c.req.param("id"));
      if (!removed) throw apiError(404, audienceMessages.subscriberNotFound);
      return c.json({ msg: audienceMessages.subscriberDeleted });
    },
  );
