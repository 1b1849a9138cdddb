// "Sign in with a passkey" (docs/product.md, "Accounts: the rules"): the browser offers the passkeys it holds for the
// site; the chosen one signs in alone, or completes a pending password sign-in.
import { FormAlert } from "../../components/FormAlert";
import { useApiAction } from "../../hooks/useApiAction";
import { PasskeyCeremonyButton } from "../../security/PasskeyCeremonyButton";
import { withPasskeyCeremony } from "../../security/passkey-ceremony-loader";
import { type SignedIn, useFinishSignIn } from "./useFinishSignIn";

export function PasskeySignInButton({ label = "Sign in with a passkey" }: { label?: string }) {
  const finish = useFinishSignIn();
  const { busy, failure, run } = useApiAction();
  const signIn = () => withPasskeyCeremony((ceremony) => ceremony.signInWithPasskey<SignedIn>());
  const onClick = () => run(signIn, "Passkey sign-in failed.", finish);

  return (
    <div className="passkey-sign-in">
      <FormAlert message={failure?.message} />
      <PasskeyCeremonyButton
        className="button form__submit"
        busy={busy}
        label={label}
        busyLabel="Waiting for your passkey..."
        onPress={onClick}
      />
    </div>
  );
}
