// Telling an owner what moderation did to their page or account (moderation-notice-texts.ts), in their
// account's language. Queued
// after the decision is committed; a queue outage is logged for the admin's Errors view and never undoes
// the decision (logs/record.ts afterCommit).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { afterCommit } from "../logs/record";
import type { ModerationNotice } from "./moderation-notice-texts";
import { enqueueEmail } from "./outbox";
import { mailLocaleOf } from "./recipients";

export async function sendModerationNotice(db: Db, env: Env, userId: string, notice: ModerationNotice): Promise<void> {
  await afterCommit(db, { path: "queue:EMAIL_QUEUE", userId }, async () => {
    const [owner] = await db
      .select({
        email: users.email,
        username: users.username,
        language: users.language,
        signupLocale: users.signupLocale,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!owner) return;
    await enqueueEmail(env, {
      template: "moderation_notice",
      to: owner.email,
      locale: mailLocaleOf(owner),
      data: { username: owner.username, contact: env.OPERATOR_EMAIL, notice },
    });
  });
}
