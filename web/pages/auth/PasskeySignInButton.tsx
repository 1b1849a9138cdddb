// "Sign in with a passkey" (product §7 "Security"): the browser offers the passkeys it holds for the
// site; the chosen one signs in alone, or completes a pending password sign-in.
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { signInWithPasskey } from "../../security/passkey-ceremony";
import { type SignedIn, useFinishSignIn } from "./useFinishSignIn";

export function PasskeySignInButton({ label = "Sign in with a passkey" }: { label?: string }) {
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setBusy(true);
    setError(null);
    const result = await signInWithPasskey<SignedIn>();
    if (!result.ok) {
      setBusy(false);
      setError(result.error.msg || "Passkey sign-in failed.");
      return;
    }
    await finish(result.data);
  }

  return (
    <div className="passkey-sign-in">
      <FormAlert message={error ?? undefined} />
      <button type="button" className="button form__submit" onClick={onClick} disabled={busy}>
        {busy ? "Waiting for your passkey..." : label}
      </button>
    </div>
  );
}
