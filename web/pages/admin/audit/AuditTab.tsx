// Audit (docs/product.md, "Admin" and "Roles"): the audit log, 10 entries a page (docs/product.md, "Limits"), filtered by action,
// actor and target from the query string, and 'Clear' behind a confirmation.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { adminLists } from "#contract/limits";
import { apiRoutes } from "../../../api/client";
import { failureOf } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useAdminQuery, useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import { PagedList } from "../parts/PagedList";
import { useAdminQueryState } from "../useAdminQueryState";
import { AuditFilters } from "./AuditFilters";
import { AuditTable } from "./AuditTable";

export function AuditTab() {
  const { audit: view, setAudit } = useAdminQueryState();
  const list = useAdminQuery(adminReads.audit(view));
  const adminSend = useAdminSend();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const clear = useMutation({
    mutationFn: () => adminSend(apiRoutes.admin.audit.clear.$post()),
    onSettled: () => setConfirming(false),
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.clearFailed)),
    onSuccess: (data) => {
      toast.success(data?.msg || adminTexts.auditCleared);
      // The clear writes its own entry (it is audited too), so the first page is the one to show.
      if (view.page === 1) void list.refetch();
      else setAudit({ page: 1 });
    },
  });

  return (
    <div className="admin-audit">
      <div className="admin-section-head split-row">
        <h2>Audit</h2>
        <button type="button" className="button button--small button--danger" onClick={() => setConfirming(true)}>
          Clear
        </button>
      </div>
      <AuditFilters view={view} onApply={(filters) => setAudit(filters)} />
      <PagedList
        query={list}
        failureText={adminTexts.auditFailed}
        loading="Loading audit log…"
        paging={{
          label: "Audit pages",
          page: view.page,
          pageSize: adminLists.auditPageSize,
          noun: { one: "entry", other: "entries" },
          onPage: (page) => setAudit({ page }),
        }}
      >
        {(entries, busy) => <AuditTable entries={entries} busy={busy} />}
      </PagedList>
      <ConfirmDialog
        open={confirming}
        title="Clear the audit log?"
        confirmLabel="Clear audit log"
        cancelLabel="Keep entries"
        busy={clear.isPending}
        danger
        onConfirm={() => clear.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p className="muted">Every entry is removed. The clear itself is recorded as a new entry.</p>
      </ConfirmDialog>
    </div>
  );
}
