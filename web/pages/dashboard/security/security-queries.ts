// The Security card's reads (docs/product.md, "Accounts: the rules"), each a query its sections share: the second
// factors, the passkeys and the signed-in devices. A change made on the card reads the affected ones again.

import { apiRoutes } from "../../../api/client";
import { apiQuery } from "../../../api/queries";

export const securityQueries = {
  status: apiQuery(apiRoutes["2fa"].$path(), (options) => apiRoutes["2fa"].$get(undefined, options)),
  passkeys: apiQuery(apiRoutes.passkeys.$path(), (options) => apiRoutes.passkeys.$get(undefined, options)),
  sessions: apiQuery(apiRoutes.sessions.$path(), (options) => apiRoutes.sessions.$get(undefined, options)),
};
