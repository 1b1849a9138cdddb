// The branding toggle (product §2 "Subscription panel", §5): only Pro users may change it, and a free
// user's page shows the footer whatever the stored value is. An import carries the switch with the
// profile (assertMayImportBranding).
import { eq } from "drizzle-orm";
import { messages } from "#contract/messages";
import { profileMessages } from "#contract/profile-schemas";
import { findUserById } from "../accounts/users";
import { isPro, type SubscriptionState } from "../billing/tier";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError } from "../http/errors";
import { refreshPublicProfile } from "./snapshot";

/**
 * An imported file may show the branding on any account, and hide it only on a Pro account or one that
 * hides it already (hidden while Pro): hiding it anew is the Pro feature.
 */
export function assertMayImportBranding(
  user: SubscriptionState & { showBranding: boolean },
  showBranding: boolean | undefined,
): void {
  if (showBranding !== false || !user.showBranding || isPro(user)) return;
  throw apiError(403, profileMessages.brandingProOnly, {
    errors: [{ field: "showBranding", message: profileMessages.brandingProOnly }],
  });
}

export async function saveBranding(db: Db, env: Env, userId: string, showBranding: boolean): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, messages.notSignedIn);
  if (!isPro(user)) throw apiError(403, profileMessages.brandingProOnly);
  await db.update(users).set({ showBranding, updatedAt: Date.now() }).where(eq(users.id, userId));
  await refreshPublicProfile(db, env, userId);
}
