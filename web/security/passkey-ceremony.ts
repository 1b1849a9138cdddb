// The browser's half of the passkey ceremonies: options from the API, the WebAuthn prompt through
// @simplewebauthn/browser, the answer back to the API. The library is loaded only when a passkey
// button is pressed, so the login screen's first load stays within its budget (docs/performance.md, "Budgets").
import type { PasskeySummary, RecheckInput } from "#contract/security";
import { type ApiFailure, type ApiResult, api } from "../api/client";

export const passkeyTexts = {
  cancelled: "The passkey request was cancelled or timed out.",
  unsupported: "This browser cannot use passkeys.",
} as const;

const browserFailure = (error: unknown): ApiFailure => {
  const name = (error as { name?: string })?.name;
  const msg = name === "NotAllowedError" || name === "AbortError" ? passkeyTexts.cancelled : passkeyTexts.unsupported;
  return { ok: false, status: 0, error: { msg }, networkError: false };
};

const loadLibrary = () => import("@simplewebauthn/browser");

/** Signs in with a passkey (alone, or as the second step of a pending sign-in). */
export async function signInWithPasskey<T>(): Promise<ApiResult<T>> {
  const options = await api<
    Parameters<Awaited<ReturnType<typeof loadLibrary>>["startAuthentication"]>[0]["optionsJSON"]
  >("/api/passkeys/login/options", { method: "POST" });
  if (!options.ok) return options;
  let response: unknown;
  try {
    const { startAuthentication } = await loadLibrary();
    response = await startAuthentication({ optionsJSON: options.data });
  } catch (error) {
    return browserFailure(error);
  }
  return api<T>("/api/passkeys/login/verify", { method: "POST", json: { response } });
}

/** Registers a passkey for the signed-in user; `recheck` when the server asked for one (a sign-in over ten minutes old). */
export async function registerPasskey(
  name?: string,
  recheck?: RecheckInput,
): Promise<ApiResult<PasskeySummary & { msg: string }>> {
  const options = await api<Parameters<Awaited<ReturnType<typeof loadLibrary>>["startRegistration"]>[0]["optionsJSON"]>(
    "/api/passkeys/register/options",
    recheck ? { method: "POST", json: recheck } : { method: "POST" },
  );
  if (!options.ok) return options;
  let response: unknown;
  try {
    const { startRegistration } = await loadLibrary();
    response = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return browserFailure(error);
  }
  return api("/api/passkeys/register/verify", { method: "POST", json: { response, ...(name ? { name } : {}) } });
}
