// /admin for an admin whose session has not proved a second factor while the admin area requires one
// (the admin check's 403 with `stepUp: true` and the account's methods): a code from the authenticator
// (POST /api/2fa/step-up) or a passkey, whose sign-in gives this browser a session that has proved it.
// Either way the admin check is asked again.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { securityMessages } from "#contract/security";
import { dataOf, errorMessage, send } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { useToast } from "../../../components/ToastProvider";
import { PasskeyCeremonyButton } from "../../../security/PasskeyCeremonyButton";
import { withPasskeyCeremony } from "../../../security/passkey-ceremony-loader";

type Props = { methods: string[]; onDone: () => void };

export function AdminStepUp({ methods, onDone }: Props) {
  const toast = useToast();
  const [code, setCode] = useState("");
  const withCode = useMutation({
    mutationFn: () =>
      send<{ msg: string }>("/api/2fa/step-up", { method: "POST", json: { code: code.replace(/\s+/g, "") } }),
    onSuccess: (data) => {
      toast.success(data.msg);
      onDone();
    },
  });
  const withPasskey = useMutation({
    mutationFn: () => dataOf(withPasskeyCeremony((ceremony) => ceremony.signInWithPasskey())),
    onSuccess: onDone,
  });
  const failure = withCode.error
    ? errorMessage(withCode.error, securityMessages.codeInvalid)
    : withPasskey.error
      ? errorMessage(withPasskey.error, securityMessages.passkeyFailed)
      : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    withPasskey.reset();
    withCode.mutate();
  }

  return (
    <section className="admin-denied card-page" aria-labelledby="admin-step-up-title">
      <h1 id="admin-step-up-title" className="admin-denied__title">
        {securityMessages.adminStepUp}
      </h1>
      <p className="muted">
        Admins can act as any user, so this session must show your second factor before the admin area opens.
      </p>
      <FormAlert message={failure} />
      {methods.includes("totp") && (
        <form className="form" noValidate onSubmit={onSubmit}>
          <FormField
            id="admin-step-up-code"
            label="Code from your authenticator app"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <button type="submit" className="button button--primary" disabled={withCode.isPending}>
            {withCode.isPending ? "Checking..." : "Confirm"}
          </button>
        </form>
      )}
      {methods.includes("passkey") && (
        <PasskeyCeremonyButton
          className="button"
          busy={withPasskey.isPending}
          label="Use a passkey"
          busyLabel="Waiting for your device..."
          onPress={() => {
            withCode.reset();
            withPasskey.mutate();
          }}
        />
      )}
    </section>
  );
}
