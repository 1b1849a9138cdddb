// The scrypt cost every new password hash is made with: N=16384, r=8, p=5, OWASP's floor for scrypt.
// A stored hash names the cost that made it, so raising these numbers upgrades each account at its next
// login (passwords.ts). The worker tests hash at a cost of their own by redirecting this module for
// the password module alone (docs/decisions/029); nothing the app builds can reach that one.
export type PasswordCost = { readonly N: number; readonly r: number; readonly p: number };

export const passwordCost: PasswordCost = { N: 16384, r: 8, p: 5 };
