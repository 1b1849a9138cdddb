// The report form at /report?u={username} and what sending it answers (docs/product.md, "Trust and safety"): server-rendered
// pages, a plain HTML form that works without JavaScript, posting to /report. A sent form does what
// POST /api/reports does — the same limit, schema and storage — and answers with a page: the form again
// with its messages and what was typed, or the thank-you page. Only these pages may post a form. They
// speak the reported page's language (worker/i18n/translations.ts), its refusals included.
import { HTTPException } from "hono/http-exception";
import type { ReactElement } from "react";
import type { Translate } from "#contract/i18n/translate";
import { pageTexts, visitorRefusal } from "#contract/page/texts";
import { type ReportReason, reportDetailsMax, reportReasons, reportSchema } from "#contract/safety";
import type { FieldError } from "#contract/types";
import type { Db } from "../db/client";
import { fieldErrors } from "../http/validate";
import { type VisitorWords, visitorWords } from "../i18n/translations";
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
  t: Translate;
  values: ReportFormValues;
  errors?: FieldError[];
  /** A refusal that belongs to no field (too many reports). */
  formError?: string;
};

async function formPage(
  page: (nonce: string) => ReactElement,
  status: number,
  { variesByLanguage }: VisitorWords,
): Promise<Response> {
  const nonce = createNonce();
  return htmlResponse(await renderHtml(page(nonce), nonce), {
    nonce,
    status,
    cacheControl: "no-store",
    postsForm: true,
    variesByLanguage,
  });
}

/** The reported page's snapshot, when the name can be one. */
const reportedPage = (db: Db, env: Env, username: string) =>
  isUsernameShaped(username) ? readPublicProfile(db, env, username) : Promise.resolve(null);

/** GET /report?u={username}: the empty form for a page that exists, else User not found. */
export async function reportFormPage(db: Db, env: Env, asked: string, acceptLanguage?: string): Promise<Response> {
  const appName = env.APP_NAME;
  const profile = await reportedPage(db, env, asked);
  const words = visitorWords(profile?.language, acceptLanguage);
  const { t } = words;
  if (!profile) return formPage((nonce) => <NotFoundPage nonce={nonce} appName={appName} t={t} />, 404, words);
  return formPage(
    (nonce) => <ReportFormPage nonce={nonce} appName={appName} t={t} values={{ username: profile.username }} />,
    200,
    words,
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
  { ip, admit, acceptLanguage }: { ip: string; admit: () => Promise<void>; acceptLanguage?: string | undefined },
): Promise<Response> {
  const appName = env.APP_NAME;
  const values: ReportFormValues = {
    username: text(form.username) ?? "",
    reason: text(form.reason),
    details: text(form.details),
    contact: text(form.contact),
  };
  const showForm = (words: VisitorWords, status: number, extra: Pick<ReportFormProps, "errors" | "formError">) =>
    formPage(
      (nonce) => <ReportFormPage nonce={nonce} appName={appName} t={words.t} values={values} {...extra} />,
      status,
      words,
    );
  try {
    await admit();
  } catch {
    // Past the ceiling nothing more is read: the visitor's own language stands in for the page's.
    const words = visitorWords(undefined, acceptLanguage);
    return showForm(words, 429, { formError: words.t(pageTexts.tooManyAttempts, { minutes: 1 }) });
  }
  const words = visitorWords((await reportedPage(db, env, values.username))?.language, acceptLanguage);
  const { t } = words;
  const parsed = reportSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error).map((error) => ({ ...error, message: visitorRefusal(t, error.message) }));
    return showForm(words, 400, { errors });
  }
  try {
    await submitReport(db, parsed.data, { clientIp: ip, acceptLanguage });
  } catch (error) {
    if (error instanceof HTTPException && error.status === 404) {
      return formPage((nonce) => <NotFoundPage nonce={nonce} appName={appName} t={t} />, 404, words);
    }
    throw error;
  }
  return formPage(
    (nonce) => <ReportSentPage nonce={nonce} appName={appName} t={t} username={parsed.data.username} />,
    200,
    words,
  );
}

/** Each reason as the form names it. */
const reasonTexts: Record<ReportReason, (typeof pageTexts)[keyof typeof pageTexts]> = {
  phishing: pageTexts.reasonPhishing,
  spam: pageTexts.reasonSpam,
  impersonation: pageTexts.reasonImpersonation,
  adult: pageTexts.reasonAdult,
  hate: pageTexts.reasonHate,
  other: pageTexts.reasonOther,
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

function ReportFormPage({ nonce, appName, t, values, errors, formError }: ReportFormProps) {
  const reasonError = errorFor(errors, "reason");
  const detailsError = errorFor(errors, "details");
  const contactError = errorFor(errors, "contact");
  return (
    <Document
      nonce={nonce}
      lang={t.locale}
      title={`${t(pageTexts.reportTitle, { username: values.username })} | ${appName}`}
      description={t(pageTexts.reportDescription, { appName })}
      parts={["forms"]}
    >
      <main>
        <section className="page report-form">
          <h1>{t(pageTexts.reportTitle, { username: values.username })}</h1>
          <p>{t(pageTexts.reportIntro)}</p>
          {formError ? (
            <p className="field-error" role="alert">
              {formError}
            </p>
          ) : null}
          <form method="post" action="/report">
            <input type="hidden" name="username" value={values.username} />
            <fieldset aria-describedby={reasonError ? "reason-error" : undefined}>
              <legend>{t(pageTexts.reason)}</legend>
              {reportReasons.map((reason) => (
                <label key={reason} className="choice">
                  <input type="radio" name="reason" value={reason} required defaultChecked={values.reason === reason} />
                  {t(reasonTexts[reason])}
                </label>
              ))}
              <FieldMessage id="reason-error" message={reasonError} />
            </fieldset>
            <label htmlFor="details">{t(pageTexts.details)}</label>
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
            <label htmlFor="contact">{t(pageTexts.contact)}</label>
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
              {t(pageTexts.sendReport)}
            </button>
          </form>
          <a className="quiet" href={`/${encodeURIComponent(values.username)}`}>
            {t(pageTexts.backToPageShort)}
          </a>
        </section>
      </main>
    </Document>
  );
}

function ReportSentPage({
  nonce,
  appName,
  t,
  username,
}: {
  nonce: string;
  appName: string;
  t: Translate;
  username: string;
}) {
  const title = t(pageTexts.reportSent);
  const received = t(pageTexts.reportReceived);
  return (
    <Document nonce={nonce} lang={t.locale} title={`${title} | ${appName}`} description={received}>
      <main>
        <section className="page">
          <h1>{title}</h1>
          <p>{received}</p>
          <a className="button" href={`/${encodeURIComponent(username)}`}>
            {t(pageTexts.backToPageShort)}
          </a>
        </section>
      </main>
    </Document>
  );
}
