// Telling an owner what moderation did to their page or account (moderation-notice-texts.ts), in their
// account's language: a page's notice goes to the account that owns it, and a suspension's to the account
// itself by its primary page, whose id is the account's (docs/decisions/059). Queued
// after the decision is committed; a queue outage is logged for the admin's Errors view and never undoes
// the decision (logs/record.ts afterCommit).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { pages, users } from "../db/schema";
import { afterCommit } from "../logs/record";
import type { ModerationNotice } from "./moderation-notice-texts";
import { enqueueEmail } from "./outbox";
import { mailLocaleOf } from "./recipients";

export async function sendModerationNotice(db: Db, env: Env, pageId: string, notice: ModerationNotice): Promise<void> {
  await afterCommit(db, { path: "queue:EMAIL_QUEUE", userId: pageId }, async () => {
    const [owner] = await db
      .select({
        email: users.email,
        username: users.username,
        language: users.language,
        signupLocale: users.signupLocale,
      })
      .from(pages)
      .innerJoin(users, eq(users.id, pages.ownerId))
      .where(eq(pages.id, pageId))
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
