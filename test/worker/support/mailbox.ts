// The mail the worker sent, read from the dev mailbox (what the dev e-mail provider stores instead of
// sending). Mail the tests' requests queued is delivered first, through the e-mail queue's consumer
// (queues.ts), so what the mailbox holds then is everything sent: a count of none is a count.
import { expect } from "vitest";
import { deliverMail } from "./queues";
import { json, request } from "./requests";

export type Mail = { to: string; subject: string; text: string; html: string; createdAt: string };

async function mailbox(to: string): Promise<Mail[]> {
  const response = await request(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return (await json<{ items: Mail[] }>(response)).items;
}

/** The mails to `to` whose subject matches, newest first, once everything queued has been delivered. */
export async function mailTo(to: string, subject: RegExp): Promise<Mail[]> {
  await deliverMail();
  return (await mailbox(to)).filter((mail) => subject.test(mail.subject));
}

/** The newest mail to `to` with a matching subject, once at least `count` of them have been sent. */
export async function receivedMail(to: string, subject: RegExp, count = 1): Promise<Mail> {
  const found = await mailTo(to, subject);
  expect(found.length, `mails to ${to} matching ${subject}`).toBeGreaterThanOrEqual(count);
  return found[0] as Mail;
}

/**
 * For the e-mail queue's end-to-end test: waits, within a bound, for the real queue's consumer to
 * deliver mail to `to` matching the subject.
 */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailbox(to)).filter((mail) => subject.test(mail.subject));
        return found.length;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[0] as Mail;
}

export function tokenFrom(mail: Mail): string {
  const token = mail.text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no token link in mail "${mail.subject}"`);
  return token;
}
