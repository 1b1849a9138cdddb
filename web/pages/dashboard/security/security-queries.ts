// The Security card's reads (docs/product.md, "Accounts: the rules"), each a query its sections share: the second
// factors, the passkeys and the signed-in devices. A change made on the card reads the affected ones again.

import type { PasskeySummary, SecondFactorStatus, SessionSummary } from "#contract/security";
import { apiQuery } from "../../../api/queries";

export const securityQueries = {
  status: apiQuery<SecondFactorStatus>("/api/2fa"),
  passkeys: apiQuery<PasskeySummary[]>("/api/passkeys"),
  sessions: apiQuery<SessionSummary[]>("/api/sessions"),
};
