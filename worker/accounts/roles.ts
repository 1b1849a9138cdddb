// Who is an admin: users.role. ADMIN_EMAILS (a var) makes a matching *verified* account admin the
// moment it verifies or logs in; `npm run admin -- grant <email>` does it by hand.
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
