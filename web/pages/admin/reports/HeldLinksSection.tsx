// Links held for review (docs/product.md, "Trust and safety"): flagged by the link safety check, hidden
// from a report or on a blocked domain, absent from their page until an admin releases them — or removes
// them from the profile (behind a confirmation; the owner is told by mail and the hold stays).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { describeThreats, type HeldLinkItem, safetyMessages } from "#contract/safety";
import { apiRoutes, pathParams } from "../../../api/client";
import { failureOf } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { dateTimeIn } from "../../../i18n/local-forms";
import { refusalInWords } from "../../../i18n/refusal-words";
import { useAdminQuery, useAdminSend } from "../AdminAccess";
import { pagingTexts } from "../admin-area-texts";
import { actionFailureText } from "../admin-failure";
import { adminReads } from "../admin-reads";
import type { MessageBody } from "../admin-types";
import { AdminTable } from "../parts/AdminTable";
import { PagedList } from "../parts/PagedList";
import { PageOwnerNote } from "../parts/PageOwnerNote";
import { reportsTexts } from "./reports-texts";

const pageSize = 20;

const heldLink = apiRoutes.admin["held-links"][":id"];

export function HeldLinksSection() {
  const { t } = useWords();
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
  const release = useMutation(
    heldLinkAction("release", t(reportsTexts.releaseFailed), refusalInWords(t, safetyMessages.linkReleased)),
  );
  const remove = useMutation({
    ...heldLinkAction("remove", t(reportsTexts.removeFailed), refusalInWords(t, safetyMessages.linkRemoved)),
    onSettled: () => setRemoving(null),
  });
  const busyId = release.isPending ? release.variables : remove.isPending ? remove.variables : null;

  return (
    <section className="admin-held" aria-labelledby="admin-held-heading">
      <h2 id="admin-held-heading">{t(reportsTexts.heldLinks)}</h2>
      <PagedList
        query={list}
        failureText={t(reportsTexts.heldFailed)}
        loading={t(reportsTexts.loadingHeld)}
        paging={{
          label: t(reportsTexts.heldPages),
          page,
          pageSize,
          words: {
            previous: t(pagingTexts.previous),
            next: t(pagingTexts.next),
            where: ({ page, pages, total }) =>
              t(pagingTexts.where, { page, pages, counted: t(reportsTexts.links, { count: total }) }),
          },
          onPage: setPage,
        }}
      >
        {(items, busy) =>
          items.length ? (
            <AdminTable
              caption={t(reportsTexts.heldLinks)}
              columns={[
                t(reportsTexts.held),
                t(reportsTexts.page),
                t(reportsTexts.link),
                t(reportsTexts.why),
                { hidden: t(reportsTexts.actions) },
              ]}
              busy={busy}
            >
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{dateTimeIn(t.locale, item.heldAt)}</td>
                  <td>
                    @{item.username} <PageOwnerNote page={item} />
                  </td>
                  <td>
                    {item.title}
                    <br />
                    <span className="muted">{item.url}</span>
                  </td>
                  <td>{describeThreats(t, item.threatTypes)}</td>
                  <td>
                    <div className="admin-held__actions">
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busyId === item.id}
                        onClick={() => release.mutate(item.id)}
                        aria-label={t(reportsTexts.releaseLink, { title: item.title, username: item.username })}
                      >
                        {t(reportsTexts.release)}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        disabled={busyId === item.id}
                        onClick={() => setRemoving(item)}
                        aria-label={t(reportsTexts.removeLink, { title: item.title, username: item.username })}
                      >
                        {t(reportsTexts.remove)}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="muted admin-empty">{t(reportsTexts.noneHeld)}</p>
          )
        }
      </PagedList>
      <ConfirmDialog
        open={removing !== null}
        title={t(reportsTexts.removeTitle)}
        confirmLabel={t(reportsTexts.removeConfirm)}
        cancelLabel={t(reportsTexts.keepHeld)}
        busy={remove.isPending}
        danger
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      >
        <p className="muted">
          {t(reportsTexts.removeBody, { username: removing?.username ?? "", url: removing?.url ?? "" })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
