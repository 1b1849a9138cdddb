// Invite codes: the list with its toggle and delete (behind a confirmation, as a deleted code cannot
// come back), and the form that creates one. After each change the list is read again, so uses and
// states are the server's.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { apiRoutes, pathParams } from "../../../api/client";
import { failureOf } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useAdminQuery, useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import type { InviteCode } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";
import { InviteCodeForm } from "./InviteCodeForm";
import { InviteCodesTable } from "./InviteCodesTable";

const inviteCode = apiRoutes.admin["invite-codes"][":id"];

export function InviteCodesSection() {
  const list = useAdminQuery(adminReads.inviteCodes);
  const adminSend = useAdminSend();
  const toast = useToast();
  /** The code whose deletion waits for the admin's confirmation. */
  const [deleting, setDeleting] = useState<InviteCode | null>(null);
  const toggle = useMutation({
    mutationFn: ({ code, enabled }: { code: InviteCode; enabled: boolean }) =>
      adminSend(inviteCode.$put({ param: pathParams({ id: code._id }), json: { enabled } })),
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.updateFailed)),
    // Either way the list shows what the server holds.
    onSettled: () => list.refetch(),
  });
  const remove = useMutation({
    mutationFn: (code: InviteCode) => adminSend(inviteCode.$delete({ param: pathParams({ id: code._id }) })),
    onSettled: () => setDeleting(null),
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.deleteFailed)),
    onSuccess: (data) => {
      toast.success(data?.msg || adminTexts.inviteDeleted);
      return list.refetch();
    },
  });
  const busyId = toggle.isPending ? toggle.variables.code._id : remove.isPending ? remove.variables._id : null;

  return (
    <section className="admin-card card-page" aria-labelledby="admin-invites-title">
      <h3 id="admin-invites-title">Invite codes</h3>
      <ResourceView query={list} failureText={adminTexts.invitesFailed} loading="Loading invite codes…">
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
        title={`Delete the invite code ${deleting?.code ?? ""}?`}
        confirmLabel="Delete code"
        cancelLabel="Keep code"
        busy={deleting !== null && busyId === deleting._id}
        danger
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p className="muted">Nobody can sign up with it any more, and it cannot be brought back.</p>
      </ConfirmDialog>
      <h4 className="admin-subheading">New invite code</h4>
      <InviteCodeForm onCreated={() => list.refetch()} />
    </section>
  );
}
