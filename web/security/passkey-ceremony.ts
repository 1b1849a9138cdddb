// The browser's half of the passkey ceremonies: options from the API, the WebAuthn prompt through
// @simplewebauthn/browser, the answer back to the API. The library is loaded only when a passkey
// button is pressed, so the login screen's first load stays within its budget (docs/performance.md, "Budgets").
import type { RecheckInput } from "#contract/security";
import { type ApiFailure, apiRoutes, resultOf } from "../api/client";

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
type Library = Awaited<ReturnType<typeof loadLibrary>>;

/**
 * The ceremony's options as the browser's library reads them. The server sends its library's options as
 * JSON; only the PRF extension, which the server never sets, is typed as bytes there and as parsed JSON here.
 */
type OptionsFor<Step extends "startAuthentication" | "startRegistration"> = Parameters<Library[Step]>[0]["optionsJSON"];

const { passkeys } = apiRoutes;

type BrowserAnswer = Awaited<ReturnType<Library["startAuthentication"] | Library["startRegistration"]>>;

/** The browser's answer as the plain object the route's schema reads (the library types it as interfaces). */
const asSent = (answer: BrowserAnswer) => ({ ...answer, response: { ...answer.response } });

/** Signs in with a passkey (alone, or as the second step of a pending sign-in). */
export async function signInWithPasskey() {
  const options = await resultOf(passkeys.login.options.$post());
  if (!options.ok) return options;
  let response: Awaited<ReturnType<Library["startAuthentication"]>>;
  try {
    const { startAuthentication } = await loadLibrary();
    response = await startAuthentication({ optionsJSON: options.data as OptionsFor<"startAuthentication"> });
  } catch (error) {
    return browserFailure(error);
  }
  return resultOf(passkeys.login.verify.$post({ json: { response: asSent(response) } }));
}

/** Registers a passkey for the signed-in user; `recheck` when the server asked for one (a sign-in over ten minutes old). */
export async function registerPasskey(name?: string, recheck?: RecheckInput) {
  const options = await resultOf(passkeys.register.options.$post({ json: recheck ?? {} }));
  if (!options.ok) return options;
  let response: Awaited<ReturnType<Library["startRegistration"]>>;
  try {
    const { startRegistration } = await loadLibrary();
    response = await startRegistration({ optionsJSON: options.data as OptionsFor<"startRegistration"> });
  } catch (error) {
    return browserFailure(error);
  }
  return resultOf(passkeys.register.verify.$post({ json: { response: asSent(response), ...(name ? { name } : {}) } }));
}
