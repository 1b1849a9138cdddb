// Changing the e-mail address (docs/product.md, "Accounts: the rules" and "Limits"; the messages in contract/): a required e-mail input sent at once (not held for
// 'Save changes'); the server mails a link to the new address, which then shows as pending. A sign-in
// over ten minutes old is asked for the password (or a code) first: the field appears when the server asks.
import { useState } from "react";
import { accountTexts } from "#contract/account-schemas";
import { failureMessage } from "../../api/client";
import { FormAlert } from "../../components/FormAlert";
import { EmailField } from "../../components/fields/EmailField";
import { useToast } from "../../components/ToastProvider";
import { changeEmailForm } from "../../forms/account-forms";
import { useAppForm } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";
import { useWords } from "../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../i18n/refusal-words";
import { profileTexts } from "./dashboard-texts";
import { useProfileEditor } from "./editor/ProfileEditor";
import { requestEmailChange } from "./editor/profile-api";
import { RecheckField, recheckErrorOf, useRecheck } from "./security/RecheckField";

const initial = { newEmail: "" };

export function ChangeEmailForm() {
  // A sent request starts a fresh form: empty, untouched, so the empty field shows no "required" error.
  const [generation, setGeneration] = useState(0);
  return <ChangeEmailFields key={generation} onSent={() => setGeneration((current) => current + 1)} />;
}

function ChangeEmailFields({ onSent }: { onSent: () => void }) {
  const { setPendingEmail } = useProfileEditor();
  const toast = useToast();
  const { t } = useWords();
  const sendFailed = t(profileTexts.sendFailed);
  const form = useAppForm({ idPrefix: "change-email", defaultValues: initial, schema: changeEmailForm });
  const recheck = useRecheck();
  const [asksRecheck, setAsksRecheck] = useState(false);
  const [recheckError, setRecheckError] = useState<string | undefined>();
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ newEmail }) => requestEmailChange(newEmail.trim(), asksRecheck ? recheck.body() : undefined),
    fallback: sendFailed,
    // Field errors raise 'Please review the highlighted fields.'; anything else says why.
    onFailure: (result) => {
      const asked = recheckErrorOf(result);
      setRecheckError(asked);
      if (asked) setAsksRecheck(true);
      if (!result.error.errors?.length) toast.error(failureMessage(result, sendFailed));
    },
    onSuccess: (data, { newEmail }) => {
      // The server stores addresses lower-cased; the pending address shows the way it was stored.
      setPendingEmail(newEmail.trim().toLowerCase());
      toast.success(data?.msg || refusalInReadersWords(accountTexts.emailChangeSent));
      onSent();
    },
  });

  return (
    <form className="form change-email" noValidate onSubmit={onSubmit} aria-labelledby="change-email-title">
      <h3 id="change-email-title">{t(profileTexts.changeEmail)}</h3>
      <FormAlert message={failure?.message} errors={failure?.errors} />
      <EmailField label={t(profileTexts.newEmail)} disabled={busy} {...form.field("newEmail")} />
      {asksRecheck && <RecheckField id="change-email-recheck" recheck={recheck} error={recheckError} />}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t(profileTexts.sending) : t(profileTexts.sendConfirmation)}
      </button>
    </form>
  );
}
