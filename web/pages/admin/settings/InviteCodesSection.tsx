// Invite codes: the list with its toggle and delete (behind a confirmation, as a deleted code cannot
// come back), and the form that creates one. After each change the list is read again, so uses and
// states are the server's.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { apiRoutes, pathParams } from "../../../api/client";
import { failureOf } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInWords } from "../../../i18n/refusal-words";
import { useAdminQuery, useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import type { InviteCode } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";
import { InviteCodeForm } from "./InviteCodeForm";
import { InviteCodesTable } from "./InviteCodesTable";
import { settingsTexts } from "./settings-texts";

const inviteCode = apiRoutes.admin["invite-codes"][":id"];

export function InviteCodesSection() {
  const { t } = useWords();
  const list = useAdminQuery(adminReads.inviteCodes);
  const adminSend = useAdminSend();
  const toast = useToast();
  /** The code whose deletion waits for the admin's confirmation. */
  const [deleting, setDeleting] = useState<InviteCode | null>(null);
  const toggle = useMutation({
    mutationFn: ({ code, enabled }: { code: InviteCode; enabled: boolean }) =>
      adminSend(inviteCode.$put({ param: pathParams({ id: code._id }), json: { enabled } })),
    onError: (error) => toast.error(actionFailureText(failureOf(error), t(settingsTexts.updateFailed))),
    // Either way the list shows what the server holds.
    onSettled: () => list.refetch(),
  });
  const remove = useMutation({
    mutationFn: (code: InviteCode) => adminSend(inviteCode.$delete({ param: pathParams({ id: code._id }) })),
    onSettled: () => setDeleting(null),
    onError: (error) => toast.error(actionFailureText(failureOf(error), t(settingsTexts.deleteFailed))),
    onSuccess: (data) => {
      toast.success(data?.msg || refusalInWords(t, adminTexts.inviteDeleted));
      return list.refetch();
    },
  });
  const busyId = toggle.isPending ? toggle.variables.code._id : remove.isPending ? remove.variables._id : null;

  return (
    <section className="admin-card card-page" aria-labelledby="admin-invites-title">
      <h3 id="admin-invites-title">{t(settingsTexts.invitesTitle)}</h3>
      <ResourceView query={list} failureText={t(settingsTexts.invitesFailed)} loading={t(settingsTexts.loadingInvites)}>
        {(data) => (
          <InviteCodesTable
            codes={data.items ?? []}
            busyId={busyId}
            onToggle={(code, enabled) => toggle.mutate({ code, enabled })}
            onDelete={setDeleting}
          />
        )}
      </ResourceView>
      <ConfirmDialog
        open={deleting !== null}
        title={t(settingsTexts.deleteTitle, { code: deleting?.code ?? "" })}
        confirmLabel={t(settingsTexts.deleteConfirm)}
        cancelLabel={t(settingsTexts.keep)}
        busy={deleting !== null && busyId === deleting._id}
        danger
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p className="muted">{t(settingsTexts.deleteBody)}</p>
      </ConfirmDialog>
      <h4 className="admin-subheading">{t(settingsTexts.newInvite)}</h4>
      <InviteCodeForm onCreated={() => list.refetch()} />
    </section>
  );
}
