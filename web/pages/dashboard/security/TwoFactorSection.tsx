// Two-factor authentication with an authenticator app (docs/product.md, "Accounts: the rules"): set up with the QR code
// (or the secret typed in), confirm with a first code, keep the recovery codes shown once; turn off
// with the password. Once it is on, the other signed-in sessions — which never gave a code — can be
// ended from the same screen. The codes and the setup key can be copied or downloaded, and new codes
// made after a re-check (the password, or a code from the authenticator).

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { limits } from "#contract/limits";
import { type SecondFactorStatus, securityMessages, type TotpSetup } from "#contract/security";
import { apiRoutes } from "../../../api/client";
import { errorMessage, send } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { FormField, type FormFieldProps } from "../../../components/FormField";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInWords } from "../../../i18n/refusal-words";
import { RecheckField, recheckError, useRecheck } from "./RecheckField";
import { securityQueries } from "./security-queries";
import { securityTexts } from "./security-texts";
import { twoFactorTexts as texts } from "./two-factor-texts";

type Props = { status: SecondFactorStatus | null };

export function TwoFactorSection({ status }: Props) {
  const { t } = useWords();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [otherSessions, setOtherSessions] = useState(0);
  const start = useMutation({
    mutationFn: () => send(apiRoutes["2fa"].totp.setup.$post()),
    onSuccess: setSetup,
  });
  /** Turned on or off: the card's status is read again. */
  const changed = () => queryClient.invalidateQueries(securityQueries.status);

  if (recoveryCodes) {
    return (
      <div className="security__block">
        <h3>{t(texts.recoveryCodes)}</h3>
        <p>{t(texts.recoveryCodesIntro)}</p>
        <ul className="recovery-codes" aria-label={t(texts.recoveryCodes)}>
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <div className="security__actions">
          <CopyButton label={t(texts.copyCodes)} text={recoveryCodes.join("\n")} />
          <a
            className="button"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${recoveryCodes.join("\n")}\n`)}`}
            download="linknest-recovery-codes.txt"
          >
            {t(texts.downloadCodes)}
          </a>
        </div>
        <button type="button" className="button" onClick={() => setRecoveryCodes(null)}>
          {t(texts.savedCodes)}
        </button>
        <EndOtherSessionsOffer count={otherSessions} />
      </div>
    );
  }

  return (
    <div className="security__block">
      <h3>{t(texts.title)}</h3>
      <FormAlert message={start.error ? errorMessage(start.error, t(texts.startFailed)) : undefined} />
      {status?.totp ? (
        <>
          <p>
            <strong>{t(texts.isOn)}</strong> {t(texts.codesLeft, { count: status.recoveryCodesLeft })}
          </p>
          <NewRecoveryCodes
            onDone={(codes) => {
              setOtherSessions(0);
              setRecoveryCodes(codes);
              void changed();
            }}
          />
          <DisableForm onDone={changed} />
        </>
      ) : setup ? (
        <>
          <p>{t(texts.setUpSteps)}</p>
          {/* The server draws the QR code (uqr) from the otpauth URL; shown as an image, it can run nothing. */}
          <img
            className="totp-qr"
            width={180}
            height={180}
            alt={t(texts.qrCode)}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          />
          <p className="muted">
            {t(texts.cannotScan)} <code className="totp-secret">{setup.secret}</code>
          </p>
          <CopyButton label={t(texts.copyKey)} text={setup.secret} />
          <SingleFieldForm
            field={{
              id: "totp-enable-code",
              label: t(texts.sixDigitCode),
              inputMode: "numeric",
              autoComplete: "one-time-code",
              maxLength: 7,
            }}
            submit={[t(texts.turnOn), t(texts.turningOn)]}
            send={(code) => send(apiRoutes["2fa"].totp.enable.$post({ json: { code: code.replace(/\s+/g, "") } }))}
            fallback={refusalInWords(t, securityMessages.codeInvalid)}
            onDone={(data) => {
              setSetup(null);
              setRecoveryCodes(data.recoveryCodes);
              setOtherSessions(data.otherSessions);
              // This browser got a fresh session: the device list is read again.
              void queryClient.invalidateQueries(securityQueries.sessions);
              void changed();
            }}
          />
        </>
      ) : (
        <>
          <p className="muted">{t(texts.offIntro)}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => start.mutate()}
            disabled={!status || start.isPending}
          >
            {t(texts.setUp)}
          </button>
        </>
      )}
    </div>
  );
}

/** Puts the text on the clipboard; a toast says whether it worked. */
function CopyButton({ label, text }: { label: string; text: string }) {
  const { t } = useWords();
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t(texts.copied));
    } catch {
      toast.error(t(texts.copyFailed));
    }
  }
  return (
    <button type="button" className="button" onClick={() => void copy()}>
      {label}
    </button>
  );
}

/**
 * New recovery codes replace the old ones after a re-check; the new ones are shown once, like the first.
 * The form has no field of its own besides the re-check, so whatever the server refuses is said there and
 * the re-check takes the focus.
 */
function NewRecoveryCodes({ onDone }: { onDone: (codes: string[]) => void }) {
  const { t } = useWords();
  const toast = useToast();
  const recheck = useRecheck();
  const [open, setOpen] = useState(false);
  const form = useAppForm({ idPrefix: "recovery-codes", defaultValues: {} });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: () => send(apiRoutes["2fa"]["recovery-codes"].$post({ json: recheck.body() })),
    fallback: t(texts.newCodesFailed),
    onSuccess: (data) => {
      toast.success(data.msg);
      setOpen(false);
      recheck.reset();
      onDone(data.recoveryCodes);
    },
    onFailure: () => document.getElementById(recheckId)?.focus(),
  });
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t(texts.newCodes)}
      </button>
    );
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t(texts.newCodes)}>
      <p className="muted">{t(texts.oldCodesStop)}</p>
      <RecheckField
        id={recheckId}
        recheck={recheck}
        error={failure ? (recheckError(failure.errors) ?? failure.message) : undefined}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t(texts.makingCodes) : t(texts.makeCodes)}
      </button>
    </form>
  );
}

const recheckId = "recovery-codes-recheck";

/** Sessions signed in before two-factor was on never gave a code: the owner may end them all at once. */
function EndOtherSessionsOffer({ count }: { count: number }) {
  const { t } = useWords();
  const toast = useToast();
  const queryClient = useQueryClient();
  const endOthers = useMutation({
    mutationFn: () => send(apiRoutes.sessions["revoke-others"].$post()),
    onSuccess: (data) => {
      toast.success(data.msg);
      return queryClient.invalidateQueries(securityQueries.sessions);
    },
  });
  if (count === 0 || endOthers.isSuccess) return null;
  return (
    <div className="security__offer">
      <p>{t(texts.otherDevices, { count })}</p>
      <FormAlert message={endOthers.error ? errorMessage(endOthers.error, t(texts.endOthersFailed)) : undefined} />
      <button type="button" className="button" onClick={() => endOthers.mutate()} disabled={endOthers.isPending}>
        {t(securityTexts.endOthers)}
      </button>
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => unknown }) {
  const { t } = useWords();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t(texts.turnOffOpen)}
      </button>
    );
  }
  return (
    <SingleFieldForm
      field={{
        id: "totp-disable-password",
        label: t(securityTexts.yourPassword),
        type: "password",
        autoComplete: "current-password",
        maxLength: limits.passwordMax,
      }}
      submit={[t(texts.turnOff), t(texts.turningOff)]}
      danger
      send={(password) => send(apiRoutes["2fa"].disable.$post({ json: { password } }))}
      fallback={t(texts.turnOffFailed)}
      onDone={onDone}
    />
  );
}

type SingleFieldFormProps<T> = {
  /** The field's own props; its `id` names the form, and the input's id is made from it. */
  field: Omit<FormFieldProps, "value" | "onChange" | "name">;
  submit: [label: string, busyLabel: string];
  danger?: boolean;
  send: (value: string) => Promise<T>;
  fallback: string;
  onDone: (data: T) => unknown;
};

/** One field and its button; the answer's msg is toasted, a failure shown above the field and on it. */
function SingleFieldForm<T extends { msg?: string }>({
  field: { id, ...field },
  submit: label,
  danger,
  send,
  fallback,
  onDone,
}: SingleFieldFormProps<T>) {
  const toast = useToast();
  const form = useAppForm({ idPrefix: id, defaultValues: { value: "" } });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ value }) => send(value),
    fallback,
    // The form has one field: whatever the server refuses is about it.
    fieldFor: () => "value",
    onSuccess: (data) => {
      if (data.msg) toast.success(data.msg);
      return void onDone(data);
    },
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormAlert message={failure?.message} />
      <FormField type="text" {...field} {...form.field("value")} />
      <button type="submit" className={`button ${danger ? "button--danger" : "button--primary"}`} disabled={busy}>
        {busy ? label[1] : label[0]}
      </button>
    </form>
  );
}
