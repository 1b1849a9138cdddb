// The re-check a change a session alone must not make asks for (deleting the account, removing a
// passkey; changing the e-mail and adding a passkey when the sign-in is over ten minutes old): the
// password, or, when the account has an authenticator app, a code from it — the owner may switch to the
// password. The body it makes is the one the API takes: `{password}` or `{code}`.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { limits } from "#contract/limits";
import type { RecheckInput } from "#contract/security";
import type { FieldError } from "#contract/types";
import { type ApiFailure, fieldErrorsOf } from "../../../api/client";
import { failureOf } from "../../../api/queries";
import { FormField } from "../../../components/FormField";
import { useWords } from "../../../i18n/I18nProvider";
import { securityQueries } from "./security-queries";
import { securityTexts } from "./security-texts";

export type Recheck = {
  /** Asking for a code from the authenticator rather than the password. */
  withCode: boolean;
  value: string;
  setValue: (value: string) => void;
  usePassword: () => void;
  body: () => RecheckInput;
  reset: () => void;
};

export function useRecheck(): Recheck {
  const status = useQuery(securityQueries.status);
  const [value, setValue] = useState("");
  const [passwordChosen, setPasswordChosen] = useState(false);
  const withCode = status.data?.totp === true && !passwordChosen;
  return {
    withCode,
    value,
    setValue,
    usePassword: () => {
      setPasswordChosen(true);
      setValue("");
    },
    body: () => (withCode ? { code: value.replace(/\s+/g, "") } : { password: value }),
    reset: () => {
      setPasswordChosen(false);
      setValue("");
    },
  };
}

/** The re-check itself refused (wrong password or code, or too many tries): the owner can try again in place. */
export function isRefusedRecheck(error: unknown): boolean {
  const { status } = failureOf(error);
  return status === 400 || status === 401 || status === 403 || status === 429;
}

/** The re-check's own error when a refusal asks for one (none sent, or a wrong one); undefined otherwise. */
export function recheckErrorOf(failure: ApiFailure): string | undefined {
  return recheckError(fieldErrorsOf(failure));
}

/** The re-check's message among a refusal's field errors, if any. */
export function recheckError(errors: FieldError[] | undefined): string | undefined {
  return errors?.find((error) => error.field === "password" || error.field === "code")?.message;
}

export function RecheckField({ id, recheck, error }: { id: string; recheck: Recheck; error?: string }) {
  const { t } = useWords();
  const field = recheck.withCode
    ? ({
        label: t(securityTexts.code),
        type: "text",
        inputMode: "numeric",
        autoComplete: "one-time-code",
        maxLength: 7,
      } as const)
    : ({
        label: t(securityTexts.yourPassword),
        type: "password",
        autoComplete: "current-password",
        // A password is never set longer than this (docs/product.md, "Limits").
        maxLength: limits.passwordMax,
      } as const);
  return (
    <div className="recheck">
      <FormField
        id={id}
        {...field}
        error={error}
        value={recheck.value}
        onChange={(event) => recheck.setValue(event.currentTarget.value)}
      />
      {recheck.withCode && (
        <button type="button" className="button button--link" onClick={recheck.usePassword}>
          {t(securityTexts.usePassword)}
        </button>
      )}
    </div>
  );
}
