// Fetches the account forms' rules (account-rules.ts) when a form first needs them.
export const loadAccountRules = () => import("./account-rules");
export type AccountRules = Awaited<ReturnType<typeof loadAccountRules>>;
