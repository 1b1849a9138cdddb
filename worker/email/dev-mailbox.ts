// Reading the dev mailbox: what the dev provider (providers.ts) stored instead of sending, newest first,
// for GET /api/dev/mail and the tests that follow a mailed link.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { devMailbox } from "../db/schema";

export type DevMail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** The latest 50 mails, to one address (as accounts store it: normalizeEmail) when `to` is given. */
export async function readDevMailbox(db: Db, to?: string): Promise<DevMail[]> {
  const rows = await db
    .select({
      to: devMailbox.to,
      subject: devMailbox.subject,
      text: devMailbox.text,
      html: devMailbox.html,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .where(to ? eq(devMailbox.to, to) : undefined)
    .orderBy(desc(devMailbox.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
