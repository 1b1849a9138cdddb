// The report form at /report?u={username} and what sending it answers (docs/product.md, "Trust and safety"): server-rendered
// pages, a plain HTML form that works without JavaScript, posting to /report. A sent form does what
// POST /api/reports does — the same limit, schema and storage — and answers with a page: the form again
// with its messages and what was typed, or the thank-you page. Only these pages may post a form.
import { HTTPException } from "hono/http-exception";
import type { ReactElement } from "react";
import { reportDetailsMax, reportReasonLabels, reportReasons, reportSchema, safetyMessages } from "#contract/safety";
import type { FieldError } from "#contract/types";
import type { Db } from "../db/client";
import { tooManyAttempts } from "../http/rate-limits";
import { fieldErrors } from "../http/validate";
import { isUsernameShaped } from "../page-snapshot/snapshot";
import { readPublicProfile } from "../page-snapshot/store";
import { submitReport } from "../safety/reports";
import { Document, NotFoundPage } from "./documents";
import { renderHtml } from "./render";
import { createNonce, htmlResponse } from "./respond";

type ReportFormValues = { username: string; reason?: string; details?: string; contact?: string };

type ReportFormProps = {
  nonce: string;
  appName: string;
  values: ReportFormValues;
  errors?: FieldError[];
  /** A refusal that belongs to no field (too many reports). */
  formError?: string;
};

async function formPage(page: (nonce: string) => ReactElement, status: number): Promise<Response> {
  const nonce = createNonce();
  return htmlResponse(await renderHtml(page(nonce), nonce), {
    nonce,
    status,
    cacheControl: "no-store",
    postsForm: true,
  });
}

/** GET /report?u={username}: the empty form for a page that exists, else User not found. */
export async function reportFormPage(db: Db, env: Env, asked: string): Promise<Response> {
  const appName = env.APP_NAME;
  const profile = isUsernameShaped(asked) ? await readPublicProfile(db, env, asked) : null;
  if (!profile) return formPage((nonce) => <NotFoundPage nonce={nonce} appName={appName} />, 404);
  return formPage(
    (nonce) => <ReportFormPage nonce={nonce} appName={appName} values={{ username: profile.username }} />,
    200,
  );
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * POST /report with the parsed form. `admit` takes the report against the address's limit (the same as
 * POST /api/reports) and throws when it is spent; it runs before validation, so a flood meets a ceiling
 * whatever it sends.
 */
export async function sendReport(
  db: Db,
  env: Env,
  form: Record<string, unknown>,
  { ip, admit }: { ip: string; admit: () => Promise<void> },
): Promise<Response> {
  const appName = env.APP_NAME;
  const values: ReportFormValues = {
    username: text(form.username) ?? "",
    reason: text(form.reason),
    details: text(form.details),
    contact: text(form.contact),
  };
  const showForm = (status: number, extra: Pick<ReportFormProps, "errors" | "formError">) =>
    formPage((nonce) => <ReportFormPage nonce={nonce} appName={appName} values={values} {...extra} />, status);
  try {
    await admit();
  } catch {
    return showForm(429, { formError: tooManyAttempts });
  }
  const parsed = reportSchema.safeParse(values);
  if (!parsed.success) return showForm(400, { errors: fieldErrors(parsed.error) });
  try {
    await submitReport(db, parsed.data, ip);
  } catch (error) {
    if (error instanceof HTTPException && error.status === 404) {
      return formPage((nonce) => <NotFoundPage nonce={nonce} appName={appName} />, 404);
    }
    throw error;
  }
  return formPage((nonce) => <ReportSentPage nonce={nonce} appName={appName} username={parsed.data.username} />, 200);
}

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

function ReportFormPage({ nonce, appName, values, errors, formError }: ReportFormProps) {
  const reasonError = errorFor(errors, "reason");
  const detailsError = errorFor(errors, "details");
  const contactError = errorFor(errors, "contact");
  return (
    <Document
      nonce={nonce}
      title={`Report @${values.username} | ${appName}`}
      description={`Report a page on ${appName}`}
      parts={["forms"]}
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

function ReportSentPage({ nonce, appName, username }: { nonce: string; appName: string; username: string }) {
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
