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
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminTexts } from "../admin-texts";
import { emptyInviteDraft, inviteCodeBody, inviteCodeForm } from "./settings-input";

export function InviteCodeForm({ onCreated }: { onCreated: () => void }) {
  const adminSend = useAdminSend();
  const toast = useToast();
  const form = useAppForm({ idPrefix: useId(), defaultValues: emptyInviteDraft, schema: inviteCodeForm });
  const { busy, onSubmit } = useFormSubmit(form, {
    send: (draft) => adminSend(apiRoutes.admin["invite-codes"].$post({ json: inviteCodeBody(draft) })),
    fallback: adminTexts.createInviteFailed,
    // Refused fields are marked on the form (with its toast); any other refusal is said in a toast.
    onFailure: (refusal) => {
      if (!fieldErrorsOf(refusal)) toast.error(actionFailureText(refusal, adminTexts.createInviteFailed));
    },
    onSuccess: () => {
      toast.success(adminTexts.inviteCreated);
      form.reset(emptyInviteDraft);
      onCreated();
    },
  });
  const maxUses = form.field("maxUses");
  const enabled = form.watch("enabled");

  return (
    <form className="admin-invite-form" onSubmit={onSubmit} noValidate aria-label="New invite code">
      <FormField label="Code" autoComplete="off" {...form.field("code")} />
      <FormField
        label="Max uses"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        hint="Empty for unlimited"
        {...maxUses}
        // Text that is no number reads as "" and changes no value, so React sends no change for it;
        // every input event still says whether the browser could read the text.
        onInput={(event) =>
          form.setValue("maxUsesUnreadable", event.currentTarget.validity?.badInput === true, {
            shouldValidate: form.formState.isSubmitted || Boolean(form.formState.touchedFields.maxUses),
          })
        }
      />
      <FormField label="Expires on" type="date" hint="Optional; valid through that day" {...form.field("expiresAt")} />
      <Switch label="Enabled" checked={enabled} onChange={(value) => form.setValue("enabled", value)} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Creating…" : "Create invite code"}
      </button>
    </form>
  );
}
