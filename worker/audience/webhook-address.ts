// Where a webhook may point (docs/decisions/042-audience-sign-ups-and-webhooks.md): an https URL on the
// public internet, by the outbound address rules every request an owner names obeys
// (security/outbound-addresses.ts), the URL kept in the form those rules read (its host normalised). Each
// delivery checks again and never follows a redirect. Local runs may allow this machine's receivers, over
// http too, with AUDIENCE_WEBHOOKS_ALLOW_LOCAL, which production ignores.
import { audienceMessages } from "#contract/audience";
import { judgeOutboundUrl, localTargetsAllowed, type OutboundProblem } from "../security/outbound-addresses";

const problemMessages: Record<OutboundProblem, string> = {
  invalid: audienceMessages.webhookUrlInvalid,
  notHttps: audienceMessages.webhookUrlNotHttps,
  credentials: audienceMessages.webhookUrlCredentials,
  private: audienceMessages.webhookUrlPrivate,
};

/** Any web receiver, on this machine or another, when the run allows local receivers. */
const anyWebReceiver = (url: URL) => url.protocol === "https:" || url.protocol === "http:";

/** A webhook URL judged: its normalised form where it may be used, or the message saying why not. */
export function judgeWebhookUrl(value: string, env: Env): { url: string } | { problem: string } {
  const local = localTargetsAllowed(env, env.AUDIENCE_WEBHOOKS_ALLOW_LOCAL);
  const judged = judgeOutboundUrl(value, local ? anyWebReceiver : undefined);
  return "problem" in judged ? { problem: problemMessages[judged.problem] } : judged;
}

/** The message for a webhook URL that may not be used, or null when it may. */
export function webhookUrlProblem(value: string, env: Env): string | null {
  const judged = judgeWebhookUrl(value, env);
  return "problem" in judged ? judged.problem : null;
}
