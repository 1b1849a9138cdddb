// Two-factor authentication with an authenticator app (docs/product.md, "Accounts: the rules"): set up with the QR code
// (or the secret typed in), confirm with a first code, keep the recovery codes shown once; turn off
// with the password.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type SecondFactorStatus, securityMessages, type TotpSetup } from "#contract/security";
import { errorMessage, send } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { FormField, type FormFieldProps } from "../../../components/FormField";
import { useToast } from "../../../components/ToastProvider";
import { securityQueries } from "./security-queries";

type Props = { status: SecondFactorStatus | null };

export function TwoFactorSection({ status }: Props) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: () => send<TotpSetup>("/api/2fa/totp/setup", { method: "POST" }),
    onSuccess: setSetup,
  });
  /** Turned on or off: the card's status is read again. */
  const changed = () => queryClient.invalidateQueries(securityQueries.status);

  if (recoveryCodes) {
    return (
      <div className="security__block">
        <h3>Recovery codes</h3>
        <p>
          Each code signs you in once if you lose your authenticator. Save them somewhere safe: they are shown only this
          once.
        </p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button" onClick={() => setRecoveryCodes(null)}>
          I have saved my recovery codes
        </button>
      </div>
    );
  }

  return (
    <div className="security__block">
      <h3>Authenticator app</h3>
      <FormAlert message={start.error ? errorMessage(start.error, "Could not start the setup.") : undefined} />
      {status?.totp ? (
        <>
          <p>
            <strong>Two-factor authentication is on.</strong> {status.recoveryCodesLeft} recovery codes left.
          </p>
          <DisableForm onDone={changed} />
        </>
      ) : setup ? (
        <>
          <p>{securityMessages.totpSetUp}</p>
          {/* The server draws the QR code (uqr) from the otpauth URL; shown as an image, it can run nothing. */}
          <img
            className="totp-qr"
            width={180}
            height={180}
            alt="QR code for your authenticator app"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          />
          <p className="muted">
            Can't scan it? Enter this key in the app: <code className="totp-secret">{setup.secret}</code>
          </p>
          <SingleFieldForm
            field={{
              id: "totp-enable-code",
              label: "6-digit code",
              inputMode: "numeric",
              autoComplete: "one-time-code",
              maxLength: 7,
            }}
            submit={["Turn on two-factor authentication", "Turning on..."]}
            send={(code) =>
              send<{ recoveryCodes: string[]; msg: string }>("/api/2fa/totp/enable", {
                method: "POST",
                json: { code: code.replace(/\s+/g, "") },
              })
            }
            fallback={securityMessages.codeInvalid}
            onDone={(data) => {
              setSetup(null);
              setRecoveryCodes(data.recoveryCodes);
              void changed();
            }}
          />
        </>
      ) : (
        <>
          <p className="muted">Ask for a code from an authenticator app as well as your password when you sign in.</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => start.mutate()}
            disabled={!status || start.isPending}
          >
            Set up two-factor authentication
          </button>
        </>
      )}
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => unknown }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Turn off two-factor authentication
      </button>
    );
  }
  return (
    <SingleFieldForm
      field={{
        id: "totp-disable-password",
        label: "Your password",
        type: "password",
        autoComplete: "current-password",
      }}
      submit={["Turn off", "Turning off..."]}
      danger
      send={(password) => send<{ msg: string }>("/api/2fa/disable", { method: "POST", json: { password } })}
      fallback="Could not turn it off."
      onDone={onDone}
    />
  );
}

type SingleFieldFormProps<T> = {
  field: Omit<FormFieldProps, "value" | "onChange">;
  submit: [label: string, busyLabel: string];
  danger?: boolean;
  send: (value: string) => Promise<T>;
  fallback: string;
  onDone: (data: T) => unknown;
};

/** One field and its button; the answer's msg is toasted, a failure shown above the field. */
function SingleFieldForm<T extends { msg?: string }>({
  field,
  submit: label,
  danger,
  send,
  fallback,
  onDone,
}: SingleFieldFormProps<T>) {
  const toast = useToast();
  const [value, setValue] = useState("");
  const submit = useMutation({
    mutationFn: () => send(value),
    onSuccess: (data) => {
      if (data.msg) toast.success(data.msg);
      onDone(data);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit.mutate();
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormAlert message={submit.error ? errorMessage(submit.error, fallback) : undefined} />
      <FormField type="text" {...field} value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <button
        type="submit"
        className={`button ${danger ? "button--danger" : "button--primary"}`}
        disabled={submit.isPending}
      >
        {submit.isPending ? label[1] : label[0]}
      </button>
    </form>
  );
}
