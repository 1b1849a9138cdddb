// Two-factor authentication with an authenticator app (product §7 "Security"): set up with the QR code
// (or the secret typed in), confirm with a first code, keep the recovery codes shown once; turn off
// with the password.
import { type FormEvent, useState } from "react";
import { type SecondFactorStatus, securityMessages, type TotpSetup } from "#contract/security";
import { api } from "../../../api/client";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { useToast } from "../../../components/ToastProvider";

type Props = { status: SecondFactorStatus | null; onChange: () => void };

export function TwoFactorSection({ status, onChange }: Props) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    const result = await api<TotpSetup>("/api/2fa/totp/setup", { method: "POST" });
    if (result.ok) setSetup(result.data);
    else setError(result.error.msg || "Could not start the setup.");
  }

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
      <FormAlert message={error ?? undefined} />
      {status?.totp ? (
        <>
          <p>
            <strong>Two-factor authentication is on.</strong> {status.recoveryCodesLeft} recovery codes left.
          </p>
          <DisableForm onDone={onChange} />
        </>
      ) : setup ? (
        <EnableForm
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            onChange();
          }}
        />
      ) : (
        <>
          <p className="muted">Ask for a code from an authenticator app as well as your password when you sign in.</p>
          <button type="button" className="button button--primary" onClick={start} disabled={!status}>
            Set up two-factor authentication
          </button>
        </>
      )}
    </div>
  );
}

function EnableForm({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const toast = useToast();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await api<{ recoveryCodes: string[]; msg: string }>("/api/2fa/totp/enable", {
      method: "POST",
      json: { code: code.replace(/\s+/g, "") },
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.msg || securityMessages.codeInvalid);
      return;
    }
    toast.success(result.data.msg);
    onEnabled(result.data.recoveryCodes);
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
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
      <FormAlert message={error ?? undefined} />
      <FormField
        id="totp-enable-code"
        label="6-digit code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Turning on..." : "Turn on two-factor authentication"}
      </button>
    </form>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Turn off two-factor authentication
      </button>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await api<{ msg: string }>("/api/2fa/disable", { method: "POST", json: { password } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.msg || "Could not turn it off.");
      return;
    }
    toast.success(result.data.msg);
    onDone();
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormAlert message={error ?? undefined} />
      <FormField
        id="totp-disable-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <button type="submit" className="button button--danger" disabled={busy}>
        {busy ? "Turning off..." : "Turn off"}
      </button>
    </form>
  );
}
