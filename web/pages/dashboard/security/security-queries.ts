// The Security card's reads (docs/product.md, "Accounts: the rules"), each a query its sections share: the second
// factors, the passkeys and the signed-in devices. A change made on the card reads the affected ones again.
// Whether a second factor is on is read by the card and by every password recheck (deleting the account,
// say) as they mount: one answer serves them all.

import { apiRoutes } from "../../../api/client";
import { apiQuery, sharedReadFreshMs } from "../../../api/queries";

export const securityQueries = {
  status: {
    ...apiQuery(apiRoutes["2fa"].$path(), (options) => apiRoutes["2fa"].$get(undefined, options)),
    staleTime: sharedReadFreshMs,
  },
  passkeys: apiQuery(apiRoutes.passkeys.$path(), (options) => apiRoutes.passkeys.$get(undefined, options)),
  sessions: apiQuery(apiRoutes.sessions.$path(), (options) => apiRoutes.sessions.$get(undefined, options)),
};
