// Notices of sensitive changes to an account (docs/product.md, "Accounts: the rules"): what changed, when,
// and what to do if it was not the owner, in the account's language. Queued after the change is committed;
// a queue outage is logged for the admin's Errors view and never undoes the change (logs/record.ts
// afterCommit).
import type { Db } from "../db/client";
import { afterCommit } from "../logs/record";
import { enqueueEmail } from "./outbox";
import { type MailRecipient, mailLocaleOf } from "./recipients";
import type { SecurityNotice } from "./security-notice-texts";

export async function sendSecurityNotice(db: Db, env: Env, user: MailRecipient, notice: SecurityNotice): Promise<void> {
  await afterCommit(db, { path: "queue:EMAIL_QUEUE", userId: user.id }, () =>
    enqueueEmail(env, {
      template: "security_notice",
      to: user.email,
      locale: mailLocaleOf(user),
      data: { username: user.username, notice },
    }),
  );
}
