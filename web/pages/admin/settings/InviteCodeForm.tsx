// Creating an invite code (docs/product.md, "Limits"): the code is required; maxUses and the
// expiry date are optional. Each field is checked by the API's own rule (see settings-input.ts) and
// shows its message once touched or once a create was tried, as every form of the app does.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import { failureOf } from "../../../api/queries";
import { FormField } from "../../../components/FormField";
import { Switch } from "../../../components/Switch";
import { useToast } from "../../../components/ToastProvider";
import { useFieldErrors } from "../../../forms/useFieldErrors";
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { InviteCode } from "../admin-types";
import {
  emptyInviteDraft,
  type InviteBody,
  type InviteDraft,
  type InviteField,
  inviteCodeBody,
  inviteCodeErrors,
  inviteFields,
} from "./settings-input";

export function InviteCodeForm({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const adminSend = useAdminSend();
  const toast = useToast();
  const [draft, setDraft] = useState<InviteDraft>(emptyInviteDraft);
  const clientErrors = useMemo(() => inviteCodeErrors(draft), [draft]);
  const fields = useFieldErrors<InviteField>(clientErrors);
  const creation = useMutation({
    mutationFn: (body: InviteBody) => adminSend<InviteCode>(adminPaths.inviteCodes, { method: "POST", json: body }),
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.createInviteFailed)),
    onSuccess: () => {
      toast.success(adminTexts.inviteCreated);
      setDraft(emptyInviteDraft);
      fields.reset();
      onCreated();
    },
  });
  const saving = creation.isPending;
  const edit = (patch: Partial<InviteDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const inputId = (field: InviteField) => `${id}-${field}`;
  const bind = (field: InviteField) => ({
    id: inputId(field),
    error: fields.errorFor(field),
    onBlur: () => fields.touch(field),
  });

  function create(event: FormEvent) {
    event.preventDefault();
    if (saving || !fields.checkForSubmit(inviteFields, inputId)) return;
    creation.mutate(inviteCodeBody(draft));
  }

  return (
    <form className="admin-invite-form" onSubmit={create} noValidate aria-label="New invite code">
      <FormField
        {...bind("code")}
        label="Code"
        value={draft.code}
        autoComplete="off"
        onChange={(event) => edit({ code: event.target.value })}
      />
      <FormField
        {...bind("maxUses")}
        label="Max uses"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        hint="Empty for unlimited"
        value={draft.maxUses}
        onChange={(event) => edit({ maxUses: event.target.value })}
        // Text that is no number reads as "" and changes no value, so React sends no change for it;
        // every input event still says whether the browser could read the text.
        onInput={(event) => edit({ maxUsesUnreadable: event.currentTarget.validity?.badInput === true })}
      />
      <FormField
        {...bind("expiresAt")}
        label="Expires on"
        type="date"
        hint="Optional; valid through that day"
        value={draft.expiresOn}
        onChange={(event) => edit({ expiresOn: event.target.value })}
      />
      <Switch label="Enabled" checked={draft.enabled} onChange={(enabled) => edit({ enabled })} />
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? "Creating…" : "Create invite code"}
      </button>
    </form>
  );
}
