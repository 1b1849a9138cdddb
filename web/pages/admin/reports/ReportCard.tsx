// One report in the moderation queue (docs/product.md, "Trust and safety"): who was reported, why, how many times, and for an
// open report the resolution — dismiss, suspend the account, or hide one of the page's links — with an
// optional note. The reporter who left an e-mail is told the outcome by the server.
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { type ReportAction, type ReportItem, reportReasonTexts, safetyMessages } from "#contract/safety";
import { apiRoutes, pathParams } from "../../../api/client";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { dateTimeIn } from "../../../i18n/local-forms";
import { refusalInWords } from "../../../i18n/refusal-words";
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { PageOwnerNote } from "../parts/PageOwnerNote";
import { reportActionTexts } from "./report-actions";
import { reportsTexts } from "./reports-texts";

export function ReportCard({ report, onResolved }: { report: ReportItem; onResolved: () => void }) {
  const { t } = useWords();
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
    fallback: t(reportsTexts.resolveFailed),
    onFailure: (failure) => toast.error(actionFailureText(failure, t(reportsTexts.resolveFailed))),
    onSuccess: (data) => {
      toast.success(data?.msg || refusalInWords(t, safetyMessages.reportResolved));
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
          {dateTimeIn(t.locale, report.createdAt)}
          {report.reportCount > 1 ? ` · ${t(reportsTexts.reportedTimes, { count: report.reportCount })}` : ""}
        </span>
      </div>
      <p>
        <strong>{reportReasonTexts[report.reason] ? t(reportReasonTexts[report.reason]) : report.reason}</strong>
      </p>
      <p className="admin-report__details">{report.details}</p>
      {report.status === "resolved" ? (
        <p className="muted">
          {t(reportsTexts.resolvedAs, {
            resolution: report.resolution ? t(reportActionTexts[report.resolution]) : "—",
          })}
          {report.note ? ` · ${report.note}` : ""}
        </p>
      ) : (
        <form
          className="admin-report__resolve"
          onSubmit={onSubmit}
          aria-label={t(reportsTexts.resolveForm, { username: report.username })}
        >
          <label htmlFor={form.idFor("action")}>{t(reportsTexts.resolution)}</label>
          <select {...form.field("action")}>
            {(Object.keys(reportActionTexts) as ReportAction[])
              .filter((key) => key !== "hide-link" || report.links.length > 0)
              .map((key) => (
                <option key={key} value={key}>
                  {t(reportActionTexts[key])}
                </option>
              ))}
          </select>
          {action === "hide-link" ? (
            <>
              <label htmlFor={form.idFor("linkId")}>{t(reportsTexts.linkToHide)}</label>
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
            <label htmlFor={form.idFor("note")}>{t(reportsTexts.note)}</label>
            <input maxLength={1000} {...form.field("note")} />
          </div>
          <button type="submit" className="button button--small button--primary" disabled={busy}>
            {busy ? t(reportsTexts.resolving) : t(reportsTexts.resolve)}
          </button>
        </form>
      )}
    </li>
  );
}
