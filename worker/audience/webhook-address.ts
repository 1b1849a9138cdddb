// Where a webhook may point (docs/decisions/042-audience-sign-ups-and-webhooks.md): an https URL on the
// public internet, by the outbound address rules every request an owner names obeys
// (security/outbound-addresses.ts). Each delivery checks again and never follows a redirect. Local runs
// may allow this machine's receivers, over http too, with AUDIENCE_WEBHOOKS_ALLOW_LOCAL, which
// production ignores.
import { audienceMessages } from "#contract/audience";
import { localTargetsAllowed, type OutboundProblem, outboundUrlProblem } from "../security/outbound-addresses";

const problemMessages: Record<OutboundProblem, string> = {
  invalid: audienceMessages.webhookUrlInvalid,
  notHttps: audienceMessages.webhookUrlNotHttps,
  credentials: audienceMessages.webhookUrlCredentials,
  private: audienceMessages.webhookUrlPrivate,
};

/** Any web receiver, on this machine or another, when the run allows local receivers. */
const anyWebReceiver = (url: URL) => url.protocol === "https:" || url.protocol === "http:";

/** The message for a webhook URL that may not be used, or null when it may. */
export function webhookUrlProblem(value: string, env: Env): string | null {
  const local = localTargetsAllowed(env, env.AUDIENCE_WEBHOOKS_ALLOW_LOCAL);
  const problem = outboundUrlProblem(value, local ? anyWebReceiver : undefined);
  return problem ? problemMessages[problem] : null;
}
