// "Sign in with a passkey" (product §7 "Security"): the browser offers the passkeys it holds for the
// site; the chosen one signs in alone, or completes a pending password sign-in.
import { messages } from "#contract/messages";
import type { ApiResult } from "../../api/client";
import { FormAlert } from "../../components/FormAlert";
import { useApiAction } from "../../hooks/useApiAction";
import { type SignedIn, useFinishSignIn } from "./useFinishSignIn";

/**
 * The ceremony (and, from it, the WebAuthn library) arrives when the button is pointed at, focused or
 * pressed: most sign-ins use a password, and the screen's first load stays within its budget.
 */
const loadCeremony = () => import("../../security/passkey-ceremony");
const prefetchCeremony = () => {
  loadCeremony().catch(() => {}); // a failed fetch is tried again, and reported, on the press
};

export function PasskeySignInButton({ label = "Sign in with a passkey" }: { label?: string }) {
  const finish = useFinishSignIn();
  const { busy, failure, run } = useApiAction();
  const signIn = async (): Promise<ApiResult<SignedIn>> => {
    const ceremony = await loadCeremony().catch(() => null);
    if (!ceremony) return { ok: false, status: 0, error: { msg: messages.networkError }, networkError: true };
    return ceremony.signInWithPasskey<SignedIn>();
  };
  const onClick = () => run(signIn, "Passkey sign-in failed.", finish);

  return (
    <div className="passkey-sign-in">
      <FormAlert message={failure?.message} />
      <button
        type="button"
        className="button form__submit"
        onClick={onClick}
        onPointerEnter={prefetchCeremony}
        onFocus={prefetchCeremony}
        disabled={busy}
      >
        {busy ? "Waiting for your passkey..." : label}
      </button>
    </div>
  );
}
