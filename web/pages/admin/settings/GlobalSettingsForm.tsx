// The global settings (the API reference (Admin settings)): require invite codes, close registration, and extra
// reserved usernames one per line, blocked link domains one per line (docs/product.md, "Trust and safety"), and whether admins
// need a second factor. Edited locally, sent together with Save.
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { apiRoutes, fieldErrorsOf } from "../../../api/client";
import { Switch } from "../../../components/Switch";
import { TextAreaField } from "../../../components/TextAreaField";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminReads } from "../admin-reads";
import type { AdminSettings } from "../admin-types";
import { parseLines, parseReservedUsernames } from "./settings-input";
import { settingsTexts } from "./settings-texts";

/** The settings as the form holds them: the lists as text, one entry a line. */
function asForm(settings: AdminSettings) {
  return {
    invitesRequired: Boolean(settings.invitesRequired),
    registrationClosed: Boolean(settings.registrationClosed),
    adminsRequire2fa: Boolean(settings.adminsRequire2fa),
    reserved: (settings.extraReservedUsernames ?? []).join("\n"),
    blocked: (settings.blockedDomains ?? []).join("\n"),
  };
}

export function GlobalSettingsForm({ initial }: { initial: AdminSettings }) {
  const { t } = useWords();
  const adminSend = useAdminSend();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useAppForm({ idPrefix: useId(), defaultValues: asForm(initial) });
  const { busy, onSubmit } = useFormSubmit(form, {
    send: (values) =>
      adminSend(
        apiRoutes.admin.settings.$put({
          json: {
            invitesRequired: values.invitesRequired,
            registrationClosed: values.registrationClosed,
            adminsRequire2fa: values.adminsRequire2fa,
            extraReservedUsernames: parseReservedUsernames(values.reserved),
            blockedDomains: parseLines(values.blocked),
          },
        }),
      ),
    fallback: t(settingsTexts.saveFailed),
    // A refused list is marked on its field (with the form's toast); any other refusal is said in a toast.
    fieldFor: (field) =>
      field.startsWith("extraReservedUsernames") ? "reserved" : field.startsWith("blockedDomains") ? "blocked" : null,
    onFailure: (refusal) => {
      if (!fieldErrorsOf(refusal)) toast.error(actionFailureText(refusal, t(settingsTexts.saveFailed)));
    },
    onSuccess: (kept) => {
      // Show what the server kept (it normalises the list too).
      if (kept) {
        queryClient.setQueryData([adminReads.settings.path], kept);
        form.reset(asForm(kept));
      }
      toast.success(t(settingsTexts.saved));
    },
  });
  const toggle = (name: "invitesRequired" | "registrationClosed" | "adminsRequire2fa", label: string) => (
    <Switch
      label={label}
      checked={form.watch(name)}
      onChange={(on) => form.setValue(name, on, { shouldDirty: true })}
    />
  );

  return (
    <form className="form admin-settings" onSubmit={onSubmit} aria-label={t(settingsTexts.globalSettings)}>
      {toggle("invitesRequired", t(settingsTexts.invitesRequired))}
      {toggle("registrationClosed", t(settingsTexts.registrationClosed))}
      {toggle("adminsRequire2fa", t(settingsTexts.adminsRequire2fa))}
      <TextAreaField
        label={t(settingsTexts.reserved)}
        hint={t(settingsTexts.reservedHint)}
        rows={5}
        spellCheck={false}
        {...form.field("reserved")}
      />
      <TextAreaField
        label={t(settingsTexts.blocked)}
        hint={t(settingsTexts.blockedHint)}
        rows={5}
        spellCheck={false}
        {...form.field("blocked")}
      />
      <button type="submit" className="button button--primary admin-settings__save" disabled={busy}>
        {busy ? t(settingsTexts.saving) : t(settingsTexts.save)}
      </button>
    </form>
  );
}
