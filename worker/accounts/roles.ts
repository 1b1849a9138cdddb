// Who is an admin: users.role. ADMIN_EMAILS (a var) makes a matching account admin the moment its owner
// proves the mailbox — a verification link, or the link confirming a change to that address — and never
// on an admin's word or at login, which an admin's verify-override could have made possible (docs/product.md, "Roles").
// `npm run admin -- grant <email>` sets the role by hand.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export function isAdminEmail(env: Pick<Env, "ADMIN_EMAILS">, email: string): boolean {
  return (env.ADMIN_EMAILS ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .includes(email.toLowerCase());
}

/** Call only where the owner has just proved holding `user.email` by opening a mailed link. */
export async function promoteIfAdminEmail(
  db: Db,
  env: Pick<Env, "ADMIN_EMAILS">,
  user: { id: string; email: string; emailVerified: boolean; role: string },
) {
  if (user.role === "admin" || !user.emailVerified || !isAdminEmail(env, user.email)) return;
  await db
    .update(users)
    .set({ role: "admin", updatedAt: Date.now() })
    .where(and(eq(users.id, user.id), eq(users.emailVerified, true)));
}
