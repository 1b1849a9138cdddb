// The sign-in's second step (docs/product.md, "Accounts: the rules"): the 6-digit code from the authenticator app, or
// one of the recovery codes, or the account's passkey. The pending sign-in lasts five minutes; after
// that the server says so and "Start over" goes back to the password.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { SecondFactorMethod } from "#contract/security";
import { errorMessage, send } from "../../api/queries";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { PasskeySignInButton } from "./PasskeySignInButton";
import { type SignedIn, useFinishSignIn } from "./useFinishSignIn";

type Props = { methods: SecondFactorMethod[]; onStartOver: () => void };

export function SecondStepForm({ methods, onStartOver }: Props) {
  const finish = useFinishSignIn();
  const [useRecovery, setUseRecovery] = useState(!methods.includes("totp"));
  const [value, setValue] = useState("");
  const verify = useMutation({
    mutationFn: (body: { recoveryCode: string } | { code: string }) =>
      send<SignedIn>("/api/login/2fa", { method: "POST", json: body }),
    onSuccess: finish,
  });
  const busy = verify.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !value.trim()) return;
    verify.mutate(useRecovery ? { recoveryCode: value.trim() } : { code: value.replace(/\s+/g, "") });
  }

  return (
    <div className="second-step">
      {(methods.includes("totp") || useRecovery) && (
        <form className="form" noValidate onSubmit={onSubmit}>
          <FormAlert message={verify.error ? errorMessage(verify.error, "Sign-in failed.") : undefined} />
          {useRecovery ? (
            <FormField
              id="second-step-recovery"
              label="Recovery code"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          ) : (
            <FormField
              id="second-step-code"
              label="Authentication code"
              hint="The 6-digit code from your authenticator app."
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          )}
          <button type="submit" className="button button--primary form__submit" disabled={busy}>
            {busy ? "Verifying..." : "Verify"}
          </button>
          {methods.includes("totp") && (
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                setUseRecovery(!useRecovery);
                setValue("");
                verify.reset();
              }}
            >
              {useRecovery ? "Use a code from your app instead" : "Use a recovery code instead"}
            </button>
          )}
        </form>
      )}
      {methods.includes("passkey") && <PasskeySignInButton label="Use your passkey" />}
      <button type="button" className="button button--link" onClick={onStartOver}>
        Start over
      </button>
    </div>
  );
}
