// Links held for review (docs/product.md, "Trust and safety"): flagged by the link safety check, hidden
// from a report or on a blocked domain, absent from their page until an admin releases them — or removes
// them from the profile (behind a confirmation; the owner is told by mail and the hold stays).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { describeThreats, type HeldLinkItem } from "#contract/safety";
import { apiRoutes, pathParams } from "../../../api/client";
import { failureOf } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useAdminQuery, useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminReads } from "../admin-reads";
import type { MessageBody } from "../admin-types";
import { formatDateTime } from "../format";
import { AdminTable } from "../parts/AdminTable";
import { PagedList } from "../parts/PagedList";
import { PageOwnerNote } from "../parts/PageOwnerNote";

const pageSize = 20;
const columns = ["Held", "Page", "Link", "Why", { hidden: "Actions" }];

const heldLink = apiRoutes.admin["held-links"][":id"];

export function HeldLinksSection() {
  const [page, setPage] = useState(1);
  const list = useAdminQuery(adminReads.heldLinks(page, pageSize));
  const adminSend = useAdminSend();
  const toast = useToast();
  /** The held link whose removal waits for the admin's confirmation. */
  const [removing, setRemoving] = useState<HeldLinkItem | null>(null);
  const steps = {
    release: (id: string) => adminSend(heldLink.release.$post({ param: pathParams({ id }) })),
    remove: (id: string) => adminSend(heldLink.remove.$post({ param: pathParams({ id }) })),
  };
  const heldLinkAction = (step: keyof typeof steps, failure: string, success: string) => ({
    mutationFn: (id: string): Promise<MessageBody> => steps[step](id),
    onError: (error: Error) => toast.error(actionFailureText(failureOf(error), failure)),
    onSuccess: (data: MessageBody | undefined) => {
      toast.success(data?.msg || success);
      return list.refetch();
    },
  });
  const release = useMutation(heldLinkAction("release", "Failed to release the link", "Link released."));
  const remove = useMutation({
    ...heldLinkAction("remove", "Failed to remove the link", "Link removed."),
    onSettled: () => setRemoving(null),
  });
  const busyId = release.isPending ? release.variables : remove.isPending ? remove.variables : null;

  return (
    <section className="admin-held" aria-labelledby="admin-held-heading">
      <h2 id="admin-held-heading">Held links</h2>
      <PagedList
        query={list}
        failureText="Failed to fetch held links"
        loading="Loading held links…"
        paging={{ label: "Held link pages", page, pageSize, noun: { one: "link", other: "links" }, onPage: setPage }}
      >
        {(items, busy) =>
          items.length ? (
            <AdminTable caption="Held links" columns={columns} busy={busy}>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.heldAt)}</td>
                  <td>
                    @{item.username} <PageOwnerNote page={item} />
                  </td>
                  <td>
                    {item.title}
                    <br />
                    <span className="muted">{item.url}</span>
                  </td>
                  <td>{describeThreats(item.threatTypes)}</td>
                  <td>
                    <div className="admin-held__actions">
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busyId === item.id}
                        onClick={() => release.mutate(item.id)}
                        aria-label={`Release ${item.title} of @${item.username}`}
                      >
                        Release
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        disabled={busyId === item.id}
                        onClick={() => setRemoving(item)}
                        aria-label={`Remove ${item.title} of @${item.username}`}
                      >
                        Remove
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="muted admin-empty">No links are held.</p>
          )
        }
      </PagedList>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this link from the page?"
        confirmLabel="Remove link"
        cancelLabel="Keep it held"
        busy={remove.isPending}
        danger
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      >
        <p className="muted">
          Every link and social icon of @{removing?.username} at {removing?.url} leaves the page, the owner is told by
          mail, and the URL stays held.
        </p>
      </ConfirmDialog>
    </section>
  );
}
