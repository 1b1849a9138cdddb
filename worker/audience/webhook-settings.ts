// A Pro owner's webhook for new subscribers (docs/guides/audience.md): set or replace its URL (a new
// signing secret each time, shown in that answer only), remove it, read it with its last delivery for
// the Audience card, and ask for a test delivery.
import { eq } from "drizzle-orm";
import { type AudienceWebhook, type AudienceWebhookSaved, audienceMessages } from "#contract/audience";
import type { Db } from "../db/client";
import { audienceWebhooks } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { randomToken } from "../security/encoding";
import { judgeWebhookUrl } from "./webhook-address";
import { queueWebhookDelivery } from "./webhook-deliveries";

export async function readWebhook(db: Db, userId: string): Promise<AudienceWebhook> {
  const row = await db.select().from(audienceWebhooks).where(eq(audienceWebhooks.pageId, userId)).get();
  if (!row) return { url: null, lastDelivery: null };
  const lastDelivery =
    row.lastAttemptAt === null
      ? null
      : { at: new Date(row.lastAttemptAt).toISOString(), status: row.lastStatus, error: row.lastError };
  return { url: row.url, lastDelivery };
}

/** Sets the URL (refused with its reason on the url field, nothing stored) or removes it (null). */
export async function saveWebhook(db: Db, env: Env, userId: string, url: string | null): Promise<AudienceWebhookSaved> {
  if (url === null || url === "") {
    await db.delete(audienceWebhooks).where(eq(audienceWebhooks.pageId, userId));
    return { url: null, secret: null };
  }
  const judged = judgeWebhookUrl(url, env);
  if ("problem" in judged) throw validationError([{ field: "url", message: judged.problem }]);
  const secret = `whsec_${randomToken(24)}`;
  await db
    .insert(audienceWebhooks)
    .values({ pageId: userId, url: judged.url, secret })
    .onConflictDoUpdate({
      target: audienceWebhooks.pageId,
      set: { url: judged.url, secret, lastAttemptAt: null, lastStatus: null, lastError: null },
    });
  return { url: judged.url, secret };
}

/** Queues a test delivery with a made-up subscriber; 404 without a webhook. */
export async function sendTestDelivery(db: Db, env: Env, userId: string): Promise<void> {
  const row = await db
    .select({ url: audienceWebhooks.url })
    .from(audienceWebhooks)
    .where(eq(audienceWebhooks.pageId, userId))
    .get();
  if (!row) throw apiError(404, audienceMessages.noWebhook);
  await queueWebhookDelivery(db, env, {
    event: "webhook.test",
    userId,
    subscriber: { email: "subscriber@example.com", confirmedAt: new Date().toISOString() },
  });
}
