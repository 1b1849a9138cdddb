// How many mails of a kind the dev mailbox holds for an address once the e-mail queue has settled, for
// tests that check a mail was sent only so many times, or not at all.
import { json, type Mail, request, waitForMail } from "./requests";

/** The queue hands a batch to its consumer within a second (max_batch_timeout = 1); this is well past it. */
const queueSettleMs = 2000;

/** Waits for at least `atLeast` matching mails, then for the queue to settle, and counts them. */
export async function settledMailCount(to: string, subject: RegExp, atLeast = 0): Promise<number> {
  if (atLeast > 0) await waitForMail(to, subject, atLeast);
  await new Promise((resolve) => setTimeout(resolve, queueSettleMs));
  const { items } = await json<{ items: Mail[] }>(await request(`/api/dev/mail?to=${encodeURIComponent(to)}`));
  return items.filter((mail) => subject.test(mail.subject)).length;
}
