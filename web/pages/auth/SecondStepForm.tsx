// The sign-in's second step (docs/product.md, "Accounts: the rules"): the 6-digit code from the authenticator app, or
// one of the recovery codes, or the account's passkey. The pending sign-in lasts five minutes; after
// that the server says so and "Start over" goes back to the password.
import { useState } from "react";
import { z } from "zod";
import { recoveryCode, type SecondFactorMethod, totpCode } from "#contract/security";
import { apiRoutes } from "../../api/client";
import { send } from "../../api/queries";
import { FormAlert } from "../../components/FormAlert";
import { FormField } from "../../components/FormField";
import { useAppForm } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";
import { useWords } from "../../i18n/I18nProvider";
import { secondStepTexts as texts } from "./auth-texts";
import { PasskeySignInButton } from "./PasskeySignInButton";
import { useFinishSignIn } from "./useFinishSignIn";

type Props = { methods: SecondFactorMethod[]; onStartOver: () => void };

export function SecondStepForm({ methods, onStartOver }: Props) {
  const { t } = useWords();
  const [useRecovery, setUseRecovery] = useState(!methods.includes("totp"));
  return (
    <div className="second-step">
      {(methods.includes("totp") || useRecovery) && (
        // A fresh form for each kind of code: what was typed for one is no answer to the other.
        <CodeForm
          key={useRecovery ? "recovery" : "code"}
          recovery={useRecovery}
          onSwitch={methods.includes("totp") ? () => setUseRecovery(!useRecovery) : null}
        />
      )}
      {methods.includes("passkey") && <PasskeySignInButton label={t(texts.usePasskey)} />}
      <button type="button" className="button button--link" onClick={onStartOver}>
        {t(texts.startOver)}
      </button>
    </div>
  );
}

const codeForm = z.object({ code: totpCode });
const recoveryForm = z.object({ code: recoveryCode });

function CodeForm({ recovery, onSwitch }: { recovery: boolean; onSwitch: (() => void) | null }) {
  const { t } = useWords();
  const finish = useFinishSignIn();
  const form = useAppForm({
    idPrefix: "second-step",
    defaultValues: { code: "" },
    schema: recovery ? recoveryForm : codeForm,
  });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ code }) =>
      send(
        apiRoutes.login["2fa"].$post({
          json: recovery ? { recoveryCode: code.trim() } : { code: code.replace(/\s+/g, "") },
        }),
      ),
    fallback: t(texts.failed),
    staysBusyOnSuccess: true,
    // The server names the code by the kind it was sent as.
    fieldFor: (field) => (field === "code" || field === "recoveryCode" ? "code" : null),
    onSuccess: finish,
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormAlert message={failure?.message} errors={failure?.errors} />
      {recovery ? (
        <FormField
          label={t(texts.recoveryCode)}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field("code")}
        />
      ) : (
        <FormField
          label={t(texts.code)}
          hint={t(texts.codeHint)}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          {...form.field("code")}
        />
      )}
      <button type="submit" className="button button--primary form__submit" disabled={busy}>
        {busy ? t(texts.verifying) : t(texts.verify)}
      </button>
      {onSwitch && (
        <button type="button" className="button button--link" onClick={onSwitch}>
          {t(recovery ? texts.useApp : texts.useRecovery)}
        </button>
      )}
    </form>
  );
}
