// Creating an invite code (product §5 "Admin invite code"): the code is required; maxUses and the
// expiry date are optional and only sent when given (see settings-input.ts).
import { type FormEvent, useId, useState } from "react";
import { FormField } from "../../../components/FormField";
import { useToast } from "../../../components/ToastProvider";
import { useAdminRequest } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { InviteCode } from "../admin-types";
import { Switch } from "./Switch";
import { emptyInviteDraft, type InviteDraft, inviteCodeBody, inviteCodeError } from "./settings-input";

export function InviteCodeForm({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const request = useAdminRequest();
  const toast = useToast();
  const [draft, setDraft] = useState<InviteDraft>(emptyInviteDraft);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const edit = (patch: Partial<InviteDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function create(event: FormEvent) {
    event.preventDefault();
    const problem = inviteCodeError(draft);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const result = await request<InviteCode>(adminPaths.inviteCodes, { method: "POST", json: inviteCodeBody(draft) });
    setSaving(false);
    if (!result.ok) {
      toast.error(actionFailureText(result, adminTexts.createInviteFailed));
      return;
    }
    toast.success(adminTexts.inviteCreated);
    setDraft(emptyInviteDraft);
    onCreated();
  }

  return (
    <form className="admin-invite-form" onSubmit={create} noValidate aria-label="New invite code">
      <FormField
        id={`${id}-code`}
        label="Code"
        value={draft.code}
        error={error ?? undefined}
        autoComplete="off"
        onChange={(event) => {
          edit({ code: event.target.value });
          if (error && event.target.value.trim()) setError(null);
        }}
      />
      <FormField
        id={`${id}-max`}
        label="Max uses"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        hint="Empty for unlimited"
        value={draft.maxUses}
        onChange={(event) => edit({ maxUses: event.target.value })}
      />
      <FormField
        id={`${id}-expires`}
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
