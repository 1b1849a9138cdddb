// Where rendered mail goes (docs/guides/accounts-and-sessions.md): the dev mailbox locally, Resend in production.
import { openDb } from "../db/client";
import { devMailbox } from "../db/schema";
import type { RenderedEmail } from "./templates";

export type OutgoingEmail = RenderedEmail & { id: string; to: string };
export type EmailProvider = (env: Env, mail: OutgoingEmail) => Promise<void>;

const devProvider: EmailProvider = async (env, mail) => {
  await openDb(env.DB)
    .insert(devMailbox)
    .values({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    .onConflictDoNothing(); // a retried message must not appear twice
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  console.log(`[dev mail] to ${mail.to}: ${mail.subject}${link ? `\n  ${link}` : ""}`);
};

export const resendEndpoint = "https://api.resend.com/emails";

const resendProvider: EmailProvider = async (env, mail) => {
  if (!env.RESEND_API_KEY) throw new Error("RESEND_API_KEY is not set");
  const response = await fetch(resendEndpoint, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${env.RESEND_API_KEY}`,
      "Content-Type": "application/json",
      // A retry of the same queue message is the same e-mail, never a second one.
      "Idempotency-Key": mail.id,
    },
    body: JSON.stringify({
      from: env.EMAIL_FROM,
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    }),
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 300);
    throw new Error(`Resend answered ${response.status}: ${detail}`);
  }
};

export function emailProvider(env: Env): EmailProvider {
  switch (env.EMAIL_PROVIDER) {
    case "dev":
      return devProvider;
    case "resend":
      return resendProvider;
    default:
      throw new Error(`Unknown EMAIL_PROVIDER "${env.EMAIL_PROVIDER}"`);
  }
}
