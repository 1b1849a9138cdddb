// The scrypt cost the worker hashes passwords at in the worker tests, in place of production's
// (worker/security/password-cost.ts): the cheapest scrypt takes, so the hundreds of accounts the tests
// make cost nothing. Only the worker test project sees this module (password-cost-plugin.ts).
import type { PasswordCost } from "../../../worker/security/password-cost";

export const passwordCost: PasswordCost = { N: 2, r: 1, p: 1 };
