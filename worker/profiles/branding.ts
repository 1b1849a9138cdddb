// The branding toggle (docs/product.md, "Dashboard" and "Limits"): only Pro users may change it, and a free
// user's page shows the footer whatever the stored value is.
import { eq } from "drizzle-orm";
import { messages } from "#contract/messages";
import { profileMessages } from "#contract/profile-schemas";
import { findUserById } from "../accounts/users";
import { isPro } from "../billing/tier";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError } from "../http/errors";
import { refreshPublicProfile } from "./snapshot";

export async function saveBranding(db: Db, env: Env, userId: string, showBranding: boolean): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, messages.notSignedIn);
  if (!isPro(user)) throw apiError(403, profileMessages.brandingProOnly);
  await db.update(users).set({ showBranding, updatedAt: Date.now() }).where(eq(users.id, userId));
  await refreshPublicProfile(db, env, userId);
}
