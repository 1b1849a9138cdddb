// The passkey ceremonies (and, from them, the WebAuthn library) arrive when a passkey button is pointed
// at, focused or pressed: most visits never start one, and the screens that offer one — the login
// screen, the dashboard's Security card — load no code for it before then.
import { messages } from "#contract/messages";
import type { ApiResult } from "../api/client";

type Ceremony = typeof import("./passkey-ceremony");

const loadCeremony = (): Promise<Ceremony> => import("./passkey-ceremony");

/** Starts fetching the ceremony ahead of a likely press; a failed fetch is tried again, and reported, on the press. */
export function prefetchPasskeyCeremony(): void {
  loadCeremony().catch(() => {});
}

/** Runs `step` with the ceremony, or answers a network failure when its code cannot be fetched. */
export async function withPasskeyCeremony<T>(
  step: (ceremony: Ceremony) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const ceremony = await loadCeremony().catch(() => null);
  if (!ceremony) return { ok: false, status: 0, error: { msg: messages.networkError }, networkError: true };
  return step(ceremony);
}
