// Audit (docs/product.md, "Admin" and "Roles"): the audit log, 10 entries a page (docs/product.md, "Limits"), filtered by action,
// actor and target from the query string, and 'Clear' behind a confirmation.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { adminLists } from "#contract/limits";
import { apiRoutes } from "../../../api/client";
import { failureOf } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInWords } from "../../../i18n/refusal-words";
import { useAdminQuery, useAdminSend } from "../AdminAccess";
import { adminTabTexts, pagingTexts } from "../admin-area-texts";
import { actionFailureText } from "../admin-failure";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import { PagedList } from "../parts/PagedList";
import { useAdminQueryState } from "../useAdminQueryState";
import { AuditFilters } from "./AuditFilters";
import { AuditTable } from "./AuditTable";
import { auditTexts } from "./audit-texts";

export function AuditTab() {
  const { t } = useWords();
  const { audit: view, setAudit } = useAdminQueryState();
  const list = useAdminQuery(adminReads.audit(view));
  const adminSend = useAdminSend();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const clear = useMutation({
    mutationFn: () => adminSend(apiRoutes.admin.audit.clear.$post()),
    onSettled: () => setConfirming(false),
    onError: (error) => toast.error(actionFailureText(failureOf(error), t(auditTexts.clearFailed))),
    onSuccess: (data) => {
      toast.success(data?.msg || refusalInWords(t, adminTexts.auditCleared));
      // The clear writes its own entry (it is audited too), so the first page is the one to show.
      if (view.page === 1) void list.refetch();
      else setAudit({ page: 1 });
    },
  });

  return (
    <div className="admin-audit">
      <div className="admin-section-head split-row">
        <h2>{t(adminTabTexts.audit)}</h2>
        <button type="button" className="button button--small button--danger" onClick={() => setConfirming(true)}>
          {t(auditTexts.clear)}
        </button>
      </div>
      <AuditFilters view={view} onApply={(filters) => setAudit(filters)} />
      <PagedList
        query={list}
        failureText={t(auditTexts.auditFailed)}
        loading={t(auditTexts.loading)}
        paging={{
          label: t(auditTexts.pages),
          page: view.page,
          pageSize: adminLists.auditPageSize,
          words: {
            previous: t(pagingTexts.previous),
            next: t(pagingTexts.next),
            where: ({ page, pages, total }) =>
              t(pagingTexts.where, { page, pages, counted: t(auditTexts.entries, { count: total }) }),
          },
          onPage: (page) => setAudit({ page }),
        }}
      >
        {(entries, busy) => <AuditTable entries={entries} busy={busy} />}
      </PagedList>
      <ConfirmDialog
        open={confirming}
        title={t(auditTexts.clearTitle)}
        confirmLabel={t(auditTexts.clearConfirm)}
        cancelLabel={t(auditTexts.keep)}
        busy={clear.isPending}
        danger
        onConfirm={() => clear.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p className="muted">{t(auditTexts.clearBody)}</p>
      </ConfirmDialog>
    </div>
  );
}
