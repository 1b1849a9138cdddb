// Audit (docs/product.md, "Admin" and "Roles"): the audit log, 10 entries a page (docs/product.md, "Limits"), filtered by action,
// actor and target from the query string, and 'Clear' behind a confirmation.
import { useState } from "react";
import { adminLists } from "#contract/limits";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useAdminRequest } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { AuditEntry, MessageBody, Paged } from "../admin-types";
import { PagedList } from "../parts/PagedList";
import { useAdminQueryState } from "../useAdminQueryState";
import { useAdminResource } from "../useAdminResource";
import { AuditFilters } from "./AuditFilters";
import { AuditTable } from "./AuditTable";

export function AuditTab() {
  const { audit: view, setAudit } = useAdminQueryState();
  const list = useAdminResource<Paged<AuditEntry>>(adminPaths.audit(view), adminTexts.auditFailed);
  const request = useAdminRequest();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  async function clear() {
    setClearing(true);
    const result = await request<MessageBody>(adminPaths.auditClear, { method: "POST" });
    setClearing(false);
    setConfirming(false);
    if (!result.ok) {
      toast.error(actionFailureText(result, adminTexts.clearFailed));
      return;
    }
    toast.success(result.data?.msg || adminTexts.auditCleared);
    // The clear writes its own entry (it is audited too), so the first page is the one to show.
    if (view.page === 1) list.reload();
    else setAudit({ page: 1 });
  }

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
        resource={list}
        loading="Loading audit log…"
        paging={{
          label: "Audit pages",
          page: view.page,
          pageSize: adminLists.auditPageSize,
          noun: "entries",
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
        busy={clearing}
        danger
        onConfirm={clear}
        onCancel={() => setConfirming(false)}
      >
        <p className="muted">Every entry is removed. The clear itself is recorded as a new entry.</p>
      </ConfirmDialog>
    </div>
  );
}
