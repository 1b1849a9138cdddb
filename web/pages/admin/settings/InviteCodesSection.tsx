// Invite codes: the list with its toggle and delete (behind a confirmation, as a deleted code cannot
// come back), and the form that creates one. After each change the list is read again, so uses and
// states are the server's.
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useAdminRequest } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { InviteCode, MessageBody } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";
import { useAdminResource } from "../useAdminResource";
import { InviteCodeForm } from "./InviteCodeForm";
import { InviteCodesTable } from "./InviteCodesTable";

export function InviteCodesSection() {
  const list = useAdminResource<{ items: InviteCode[] }>(adminPaths.inviteCodes, adminTexts.invitesFailed);
  const request = useAdminRequest();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  /** The code whose deletion waits for the admin's confirmation. */
  const [deleting, setDeleting] = useState<InviteCode | null>(null);

  async function toggle(code: InviteCode, enabled: boolean) {
    setBusyId(code._id);
    const result = await request<InviteCode>(adminPaths.inviteCode(code._id), { method: "PUT", json: { enabled } });
    setBusyId(null);
    if (!result.ok) toast.error(actionFailureText(result, adminTexts.updateFailed));
    list.reload();
  }

  async function remove(code: InviteCode) {
    setBusyId(code._id);
    const result = await request<MessageBody>(adminPaths.inviteCode(code._id), { method: "DELETE" });
    setBusyId(null);
    setDeleting(null);
    if (!result.ok) {
      toast.error(actionFailureText(result, adminTexts.deleteFailed));
      return;
    }
    toast.success(result.data?.msg || adminTexts.inviteDeleted);
    list.reload();
  }

  return (
    <section className="admin-card card-page" aria-labelledby="admin-invites-title">
      <h3 id="admin-invites-title">Invite codes</h3>
      <ResourceView resource={list} loading="Loading invite codes…">
        {(data) => (
          <InviteCodesTable codes={data.items ?? []} busyId={busyId} onToggle={toggle} onDelete={setDeleting} />
        )}
      </ResourceView>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the invite code ${deleting?.code ?? ""}?`}
        confirmLabel="Delete code"
        cancelLabel="Keep code"
        busy={deleting !== null && busyId === deleting._id}
        danger
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p className="muted">Nobody can sign up with it any more, and it cannot be brought back.</p>
      </ConfirmDialog>
      <h4 className="admin-subheading">New invite code</h4>
      <InviteCodeForm onCreated={list.reload} />
    </section>
  );
}
