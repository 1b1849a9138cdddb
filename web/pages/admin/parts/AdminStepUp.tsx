// /admin for an admin whose session has not proved a second factor while the admin area requires one
// (the admin check's 403 with `stepUp: true` and the account's methods): a code from the authenticator
// (POST /api/2fa/step-up) or a passkey, whose sign-in gives this browser a session that has proved it.
// Either way the admin check is asked again.
import { useMutation } from "@tanstack/react-query";
import { securityMessages, stepUpSchema } from "#contract/security";
import { apiRoutes } from "../../../api/client";
import { dataOf, errorMessage, send } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInWords } from "../../../i18n/refusal-words";
import { PasskeyCeremonyButton } from "../../../security/PasskeyCeremonyButton";
import { withPasskeyCeremony } from "../../../security/passkey-ceremony-loader";
import { passkeysTexts } from "../../dashboard/security/passkeys-texts";
import { securityTexts } from "../../dashboard/security/security-texts";
import { adminAreaTexts } from "../admin-area-texts";

type Props = { methods: string[]; onDone: () => void };

export function AdminStepUp({ methods, onDone }: Props) {
  const { t } = useWords();
  const toast = useToast();
  const withPasskey = useMutation({
    mutationFn: () => dataOf(withPasskeyCeremony((ceremony) => ceremony.signInWithPasskey())),
    onSuccess: onDone,
  });
  const form = useAppForm({ idPrefix: "admin-step-up", defaultValues: { code: "" }, schema: stepUpSchema });
  const withCode = useFormSubmit(form, {
    send: ({ code }) => send(apiRoutes["2fa"]["step-up"].$post({ json: { code: code.replace(/\s+/g, "") } })),
    fallback: securityMessages.codeInvalid,
    onSuccess: (data) => {
      toast.success(data.msg);
      onDone();
    },
  });
  const failure =
    withCode.failure?.message ??
    (withPasskey.error ? errorMessage(withPasskey.error, securityMessages.passkeyFailed) : undefined);

  const onSubmit: typeof withCode.onSubmit = (event) => {
    withPasskey.reset();
    withCode.onSubmit(event);
  };

  return (
    <section className="admin-denied card-page" aria-labelledby="admin-step-up-title">
      <h1 id="admin-step-up-title" className="admin-denied__title">
        {refusalInWords(t, securityMessages.adminStepUp)}
      </h1>
      <p className="muted">{t(adminAreaTexts.stepUpWhy)}</p>
      <FormAlert message={failure} />
      {methods.includes("totp") && (
        <form className="form" noValidate onSubmit={onSubmit}>
          <FormField
            label={t(securityTexts.code)}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            {...form.field("code")}
          />
          <button type="submit" className="button button--primary" disabled={withCode.busy}>
            {withCode.busy ? t(adminAreaTexts.checking) : t(adminAreaTexts.confirm)}
          </button>
        </form>
      )}
      {methods.includes("passkey") && (
        <PasskeyCeremonyButton
          className="button"
          busy={withPasskey.isPending}
          label={t(adminAreaTexts.usePasskey)}
          busyLabel={t(passkeysTexts.waiting)}
          onPress={() => {
            withCode.clearFailure();
            withPasskey.mutate();
          }}
        />
      )}
    </section>
  );
}
