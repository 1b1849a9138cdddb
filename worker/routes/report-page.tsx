// Mounted at /report. GET /report?u={username}: the no-JS report form (product §12); POST /report: the
// form's handler, which does what POST /api/reports does — the same limit, schema and storage — and
// answers with a page: the form again with its errors, or the thank-you page.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ReactElement } from "react";
import { reportSchema } from "#contract/safety";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientIp, tooManyAttempts, withinLimits } from "../http/rate-limits";
import { isFromOwnOrigin } from "../http/request-guards";
import { fieldErrors } from "../http/validate";
import { isUsernameShaped } from "../profiles/public-profile";
import { readPublicProfile } from "../profiles/snapshot";
import { ReportFormPage, type ReportFormValues, ReportSentPage } from "../public-page/ReportPage";
import { createNonce, pagePolicy, renderPage } from "../public-page/render";
import { NotFoundPage } from "../public-page/StatusPage";
import { submitReport } from "../safety/reports";

/** A report is a few KB of form fields at most (details hold 1,000 characters). */
const formMaxBytes = 16 * 1024;

/** The form's pages may post to this origin, unlike the profile pages, which post nowhere. */
async function formPage(page: (nonce: string) => ReactElement, status: number): Promise<Response> {
  const nonce = createNonce();
  const response = await renderPage(page(nonce), { nonce, status, cacheControl: "no-store" });
  response.headers.set(
    "Content-Security-Policy",
    pagePolicy(nonce).replace("form-action 'none'", "form-action 'self'"),
  );
  return response;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export const reportPageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const appName = c.env.APP_NAME;
    const asked = c.req.query("u") ?? "";
    const profile = isUsernameShaped(asked) ? await readPublicProfile(openDb(c.env.DB), c.env, asked) : null;
    if (!profile) return formPage((nonce) => <NotFoundPage nonce={nonce} appName={appName} />, 404);
    return formPage(
      (nonce) => <ReportFormPage nonce={nonce} appName={appName} values={{ username: profile.username }} />,
      200,
    );
  })

  .post(
    "/",
    bodyLimit({ maxSize: formMaxBytes, onError: (c) => c.text("The report is too large.", 413) }),
    async (c) => {
      if (!isFromOwnOrigin(c)) return c.text("Reports can only be sent from this site.", 403);
      const appName = c.env.APP_NAME;
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const values: ReportFormValues = {
        username: text(form.username) ?? "",
        reason: text(form.reason),
        details: text(form.details),
        contact: text(form.contact),
      };
      const showForm = (status: number, extra: Pick<Parameters<typeof ReportFormPage>[0], "errors" | "formError">) =>
        formPage((nonce) => <ReportFormPage nonce={nonce} appName={appName} values={values} {...extra} />, status);
      try {
        await withinLimits(c.env, openDb(c.env.DB), [{ rule: "reports", key: [clientIp(c)] }]);
      } catch {
        return showForm(429, { formError: tooManyAttempts });
      }
      const parsed = reportSchema.safeParse(values);
      if (!parsed.success) return showForm(400, { errors: fieldErrors(parsed.error) });
      try {
        await submitReport(openDb(c.env.DB), parsed.data, clientIp(c));
      } catch (error) {
        if (error instanceof HTTPException && error.status === 404) {
          return formPage((nonce) => <NotFoundPage nonce={nonce} appName={appName} />, 404);
        }
        throw error;
      }
      return formPage(
        (nonce) => <ReportSentPage nonce={nonce} appName={appName} username={parsed.data.username} />,
        200,
      );
    },
  );
