// "Sign in with a passkey" (docs/product.md, "Accounts: the rules"): the browser offers the passkeys it holds for the
// site; the chosen one signs in alone, or completes a pending password sign-in.
import { useMutation } from "@tanstack/react-query";
import { dataOf, errorMessage } from "../../api/queries";
import { FormAlert } from "../../components/FormAlert";
import { useWords } from "../../i18n/I18nProvider";
import { PasskeyCeremonyButton } from "../../security/PasskeyCeremonyButton";
import { withPasskeyCeremony } from "../../security/passkey-ceremony-loader";
import { authTexts } from "./auth-texts";
import { useFinishSignIn } from "./useFinishSignIn";

export function PasskeySignInButton({ label }: { label?: string }) {
  const finish = useFinishSignIn();
  const { t } = useWords();
  const signIn = useMutation({
    mutationFn: () => dataOf(withPasskeyCeremony((ceremony) => ceremony.signInWithPasskey())),
    onSuccess: finish,
  });

  return (
    <div className="passkey-sign-in">
      <FormAlert message={signIn.error ? errorMessage(signIn.error, "Passkey sign-in failed.") : undefined} />
      <PasskeyCeremonyButton
        className="button form__submit"
        busy={signIn.isPending}
        label={label ?? t(authTexts.passkeySignIn)}
        busyLabel={t(authTexts.waitingForPasskey)}
        onPress={() => signIn.mutate()}
      />
    </div>
  );
}
