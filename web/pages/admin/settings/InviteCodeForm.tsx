// Creating an invite code (docs/product.md, "Limits"): the code is required; maxUses and the
// expiry date are optional. Each field is checked by the API's own rule (see settings-input.ts) and
// shows its message once touched or once a create was tried, as every form of the app does.
import { useId } from "react";
import { apiRoutes, fieldErrorsOf } from "../../../api/client";
import { FormField } from "../../../components/FormField";
import { Switch } from "../../../components/Switch";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { emptyInviteDraft, inviteCodeBody, inviteCodeForm } from "./settings-input";
import { settingsTexts } from "./settings-texts";

export function InviteCodeForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useWords();
  const adminSend = useAdminSend();
  const toast = useToast();
  const form = useAppForm({ idPrefix: useId(), defaultValues: emptyInviteDraft, schema: inviteCodeForm });
  const { busy, onSubmit } = useFormSubmit(form, {
    send: (draft) => adminSend(apiRoutes.admin["invite-codes"].$post({ json: inviteCodeBody(draft) })),
    fallback: t(settingsTexts.createFailed),
    // Refused fields are marked on the form (with its toast); any other refusal is said in a toast.
    onFailure: (refusal) => {
      if (!fieldErrorsOf(refusal)) toast.error(actionFailureText(refusal, t(settingsTexts.createFailed)));
    },
    onSuccess: () => {
      toast.success(t(settingsTexts.created));
      form.reset(emptyInviteDraft);
      onCreated();
    },
  });
  const maxUses = form.field("maxUses");
  const enabled = form.watch("enabled");

  return (
    <form className="admin-invite-form" onSubmit={onSubmit} noValidate aria-label={t(settingsTexts.newInvite)}>
      <FormField label={t(settingsTexts.code)} autoComplete="off" {...form.field("code")} />
      <FormField
        label={t(settingsTexts.maxUses)}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        hint={t(settingsTexts.maxUsesHint)}
        {...maxUses}
        // Text that is no number reads as "" and changes no value, so React sends no change for it;
        // every input event still says whether the browser could read the text.
        onInput={(event) =>
          form.setValue("maxUsesUnreadable", event.currentTarget.validity?.badInput === true, {
            shouldValidate: form.formState.isSubmitted || Boolean(form.formState.touchedFields.maxUses),
          })
        }
      />
      <FormField
        label={t(settingsTexts.expiresOn)}
        type="date"
        hint={t(settingsTexts.expiresOnHint)}
        {...form.field("expiresAt")}
      />
      <Switch
        label={t(settingsTexts.enabled)}
        checked={enabled}
        onChange={(value) => form.setValue("enabled", value)}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t(settingsTexts.creating) : t(settingsTexts.create)}
      </button>
    </form>
  );
}
