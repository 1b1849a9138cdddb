// The global settings (the API reference (Admin settings)): require invite codes, close registration, and extra
// reserved usernames one per line, blocked link domains one per line (docs/product.md, "Trust and safety"), and whether admins
// need a second factor. Edited locally, sent together with Save.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { failureOf } from "../../../api/queries";
import { Switch } from "../../../components/Switch";
import { TextAreaField } from "../../../components/TextAreaField";
import { useToast } from "../../../components/ToastProvider";
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { AdminSettings } from "../admin-types";
import { parseLines, parseReservedUsernames } from "./settings-input";

export function GlobalSettingsForm({ initial }: { initial: AdminSettings }) {
  const id = useId();
  const adminSend = useAdminSend();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [invitesRequired, setInvitesRequired] = useState(initial.invitesRequired);
  const [registrationClosed, setRegistrationClosed] = useState(initial.registrationClosed);
  const [adminsRequire2fa, setAdminsRequire2fa] = useState(Boolean(initial.adminsRequire2fa));
  const [reserved, setReserved] = useState((initial.extraReservedUsernames ?? []).join("\n"));
  const [blocked, setBlocked] = useState((initial.blockedDomains ?? []).join("\n"));
  const saving = useMutation({
    mutationFn: () =>
      adminSend<AdminSettings>(adminPaths.settings, {
        method: "PUT",
        json: {
          invitesRequired,
          registrationClosed,
          adminsRequire2fa,
          extraReservedUsernames: parseReservedUsernames(reserved),
          blockedDomains: parseLines(blocked),
        },
      }),
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.saveSettingsFailed)),
    onSuccess: (kept) => {
      // Show what the server kept (it normalises the list too).
      if (kept) {
        queryClient.setQueryData([adminPaths.settings], kept);
        setInvitesRequired(Boolean(kept.invitesRequired));
        setRegistrationClosed(Boolean(kept.registrationClosed));
        setAdminsRequire2fa(Boolean(kept.adminsRequire2fa));
        setReserved((kept.extraReservedUsernames ?? []).join("\n"));
        setBlocked((kept.blockedDomains ?? []).join("\n"));
      }
      toast.success(adminTexts.settingsSaved);
    },
  });

  function save(event: FormEvent) {
    event.preventDefault();
    saving.mutate();
  }

  return (
    <form className="form admin-settings" onSubmit={save} aria-label="Global settings">
      <Switch label="Require an invite code to sign up" checked={invitesRequired} onChange={setInvitesRequired} />
      <Switch label="Close registration" checked={registrationClosed} onChange={setRegistrationClosed} />
      <Switch
        label="Admins require two-factor authentication"
        checked={adminsRequire2fa}
        onChange={setAdminsRequire2fa}
      />
      <TextAreaField
        id={`${id}-reserved`}
        label="Extra reserved usernames"
        hint="One per line. These can never be taken as usernames, in addition to the built-in ones."
        value={reserved}
        rows={5}
        spellCheck={false}
        onChange={(event) => setReserved(event.target.value)}
      />
      <TextAreaField
        id={`${id}-blocked`}
        label="Blocked domains"
        hint="One per line, such as example.com. Links, social icons and e-mail addresses on these domains or their subdomains can't be added, and those already on pages are held for review."
        value={blocked}
        rows={5}
        spellCheck={false}
        onChange={(event) => setBlocked(event.target.value)}
      />
      <button type="submit" className="button button--primary admin-settings__save" disabled={saving.isPending}>
        {saving.isPending ? "Saving…" : "Save settings"}
      </button>
    </form>
  );
}
