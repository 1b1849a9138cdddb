// One report in the moderation queue (docs/product.md, "Trust and safety"): who was reported, why, how many times, and for an
// open report the resolution — dismiss, suspend the account, or hide one of the page's links — with an
// optional note. The reporter who left an e-mail is told the outcome by the server.
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { type ReportAction, type ReportItem, reportReasonLabels } from "#contract/safety";
import { apiRoutes, pathParams } from "../../../api/client";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { formatDateTime } from "../format";
import { PageOwnerNote } from "../parts/PageOwnerNote";
import { reportActionLabels as actionLabels } from "./report-actions";

export function ReportCard({ report, onResolved }: { report: ReportItem; onResolved: () => void }) {
  const id = useId();
  const adminSend = useAdminSend();
  const toast = useToast();
  const form = useAppForm({
    idPrefix: id,
    defaultValues: { action: "dismiss" as ReportAction, linkId: report.links[0]?.id ?? "", note: "" },
  });
  const action = useWatch({ control: form.control, name: "action" });
  const { busy, onSubmit } = useFormSubmit(form, {
    send: ({ action, linkId, note }) =>
      adminSend(
        apiRoutes.admin.reports[":id"].resolve.$post({
          param: pathParams({ id: report.id }),
          json: { action, note: note.trim() || undefined, linkId: action === "hide-link" ? linkId : undefined },
        }),
      ),
    fallback: "Failed to resolve the report",
    onFailure: (failure) => toast.error(actionFailureText(failure, "Failed to resolve the report")),
    onSuccess: (data) => {
      toast.success(data?.msg || "Report resolved.");
      onResolved();
    },
  });

  return (
    <li className="admin-report card-page">
      <div className="split-row">
        <h3>
          <a href={`/${encodeURIComponent(report.username)}`} target="_blank" rel="noreferrer">
            @{report.username}
          </a>{" "}
          <PageOwnerNote page={report} />
        </h3>
        <span className="muted">
          {formatDateTime(report.createdAt)}
          {report.reportCount > 1 ? ` · reported ${report.reportCount} times` : ""}
        </span>
      </div>
      <p>
        <strong>{reportReasonLabels[report.reason] ?? report.reason}</strong>
      </p>
      <p className="admin-report__details">{report.details}</p>
      {report.status === "resolved" ? (
        <p className="muted">
          Resolved: {report.resolution ? actionLabels[report.resolution] : "—"}
          {report.note ? ` · ${report.note}` : ""}
        </p>
      ) : (
        <form
          className="admin-report__resolve"
          onSubmit={onSubmit}
          aria-label={`Resolve the report about @${report.username}`}
        >
          <label htmlFor={form.idFor("action")}>Resolution</label>
          <select {...form.field("action")}>
            {(Object.keys(actionLabels) as ReportAction[])
              .filter((key) => key !== "hide-link" || report.links.length > 0)
              .map((key) => (
                <option key={key} value={key}>
                  {actionLabels[key]}
                </option>
              ))}
          </select>
          {action === "hide-link" ? (
            <>
              <label htmlFor={form.idFor("linkId")}>Link to hide</label>
              <select {...form.field("linkId")}>
                {report.links.map((link) => (
                  <option key={link.id} value={link.id}>
                    {link.title} — {link.url}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <div className="admin-report__note">
            <label htmlFor={form.idFor("note")}>Note (optional)</label>
            <input maxLength={1000} {...form.field("note")} />
          </div>
          <button type="submit" className="button button--small button--primary" disabled={busy}>
            {busy ? "Resolving…" : "Resolve"}
          </button>
        </form>
      )}
    </li>
  );
}
