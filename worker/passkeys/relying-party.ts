// Who the passkeys belong to (WebAuthn's relying party): APP_URL's host and origin. Local development
// answers on whatever local address it was opened at (localhost, 127.0.0.1 and a port), so there the
// request's own origin stands in — WebAuthn refuses IP addresses, so a passkey works when the app is
// opened at http://localhost:<port> (docs/decisions/018).
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";

export type RelyingParty = { id: string; origin: string; name: string };

export function relyingParty(c: Context<AppEnv>): RelyingParty {
  const url = new URL(c.env.ENVIRONMENT === "development" ? c.req.url : c.env.APP_URL);
  return { id: url.hostname, origin: url.origin, name: c.env.APP_NAME };
}
