// The report form at /report?u={username} and its thank-you page (docs/product.md, "Trust and safety"): server-rendered, a plain
// HTML form that works without JavaScript, posting to /report (worker/routes/report-page.tsx).
import { reportDetailsMax, reportReasonLabels, reportReasons, safetyMessages } from "#contract/safety";
import type { FieldError } from "#contract/types";
import { Document } from "./Document";

export type ReportFormValues = { username: string; reason?: string; details?: string; contact?: string };

type ReportFormProps = {
  nonce: string;
  appName: string;
  values: ReportFormValues;
  errors?: FieldError[];
  /** A refusal that belongs to no field (too many reports). */
  formError?: string;
};

function errorFor(errors: FieldError[] | undefined, field: string): string | undefined {
  return errors?.find((error) => error.field === field)?.message;
}

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span className="field-error" id={id}>
      {message}
    </span>
  ) : null;
}

export function ReportFormPage({ nonce, appName, values, errors, formError }: ReportFormProps) {
  const reasonError = errorFor(errors, "reason");
  const detailsError = errorFor(errors, "details");
  const contactError = errorFor(errors, "contact");
  return (
    <Document
      nonce={nonce}
      title={`Report @${values.username} | ${appName}`}
      description={`Report a page on ${appName}`}
    >
      <main>
        <section className="page report-form">
          <h1>{`Report @${values.username}`}</h1>
          <p>Tell us what is wrong with this page. Reports are anonymous unless you leave an email.</p>
          {formError ? (
            <p className="field-error" role="alert">
              {formError}
            </p>
          ) : null}
          <form method="post" action="/report">
            <input type="hidden" name="username" value={values.username} />
            <fieldset aria-describedby={reasonError ? "reason-error" : undefined}>
              <legend>Reason</legend>
              {reportReasons.map((reason) => (
                <label key={reason} className="choice">
                  <input type="radio" name="reason" value={reason} required defaultChecked={values.reason === reason} />
                  {reportReasonLabels[reason]}
                </label>
              ))}
              <FieldMessage id="reason-error" message={reasonError} />
            </fieldset>
            <label htmlFor="details">Details</label>
            <textarea
              id="details"
              name="details"
              rows={5}
              maxLength={reportDetailsMax}
              required
              defaultValue={values.details}
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={detailsError ? "details-error" : undefined}
            />
            <FieldMessage id="details-error" message={detailsError} />
            <label htmlFor="contact">Your email (optional, to hear the outcome)</label>
            <input
              id="contact"
              name="contact"
              type="email"
              autoComplete="email"
              defaultValue={values.contact}
              aria-invalid={contactError ? true : undefined}
              aria-describedby={contactError ? "contact-error" : undefined}
            />
            <FieldMessage id="contact-error" message={contactError} />
            <button className="button" type="submit">
              Send report
            </button>
          </form>
          <a className="quiet" href={`/${encodeURIComponent(values.username)}`}>
            Back to the page
          </a>
        </section>
      </main>
    </Document>
  );
}

export function ReportSentPage({ nonce, appName, username }: { nonce: string; appName: string; username: string }) {
  return (
    <Document nonce={nonce} title={`Report sent | ${appName}`} description={safetyMessages.reportReceived}>
      <main>
        <section className="page">
          <h1>Report sent</h1>
          <p>{safetyMessages.reportReceived}</p>
          <a className="button" href={`/${encodeURIComponent(username)}`}>
            Back to the page
          </a>
        </section>
      </main>
    </Document>
  );
}
