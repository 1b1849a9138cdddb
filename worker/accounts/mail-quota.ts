// How many mails anonymous requests can have LinkNest send to one address: 3 an hour (docs/product.md, "Limits",
// decision 013). Past that, resend-verification, forgot-password and a signup with a registered address
// still answer as always — nothing tells a busy address apart — they just send nothing more, so no one
// can flood an inbox through them or keep its owner's earlier link from being the newest.
import type { Db } from "../db/client";
import { addCount, countIn, dropEndedWindows } from "./attempt-counts";

const windowMs = 60 * 60 * 1000;
export const mailsPerAddressPerWindow = 3;

/** Takes one of the address's mails for the hour; false once they are used up (a mail the queue refused included). */
export async function takeMailAllowance(db: Db, email: string): Promise<boolean> {
  const now = Date.now();
  const [, sent] = await db.batch([dropEndedWindows(db, now), addCount(db, `mail:${email}`, windowMs, now)]);
  return countIn(sent) <= mailsPerAddressPerWindow;
}
