// "Sign in with a passkey" (product §7 "Security"): the browser offers the passkeys it holds for the
// site; the chosen one signs in alone, or completes a pending password sign-in.
import { FormAlert } from "../../components/FormAlert";
import { useApiAction } from "../../hooks/useApiAction";
import { signInWithPasskey } from "../../security/passkey-ceremony";
import { type SignedIn, useFinishSignIn } from "./useFinishSignIn";

export function PasskeySignInButton({ label = "Sign in with a passkey" }: { label?: string }) {
  const finish = useFinishSignIn();
  const { busy, failure, run } = useApiAction();
  const onClick = () => run(() => signInWithPasskey<SignedIn>(), "Passkey sign-in failed.", finish);

  return (
    <div className="passkey-sign-in">
      <FormAlert message={failure?.message} />
      <button type="button" className="button form__submit" onClick={onClick} disabled={busy}>
        {busy ? "Waiting for your passkey..." : label}
      </button>
    </div>
  );
}
