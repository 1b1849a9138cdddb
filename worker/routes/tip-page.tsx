// Mounted at /tip, on the app and on owners' custom domains (docs/guides/earn.md): the page's no-script tip
// form posts here (form-encoded) and is sent on to Stripe's Checkout with a 303, or gets a page saying why
// the tip could not start. Only a page of the same host (the public page itself) may post it; each
// address has a ceiling on tips started. The page saying why speaks the tipped page's language.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { earnMessages, tipFromForm, tipSchema } from "#contract/earn";
import { pageTexts, visitorRefusal } from "#contract/page/texts";
import { customHostOf } from "../custom-domains/serving";
import { openDb } from "../db/client";
import { startTip } from "../earn/tip-checkout";
import type { AppEnv } from "../http/app-env";
import { inBackground } from "../http/background";
import { clientIp, withinLimits } from "../http/rate-limits";
import { isFromOwnOrigin } from "../http/request-guards";
import { parseInput } from "../http/validate";
import { recordError } from "../logs/record";
import {
  backToPage,
  type NoticeContext,
  noticeContextOf,
  noticePage,
  refusalText,
  visitorNoticeContext,
} from "../public-page/notice-page";

/** A name, a message and the form's framing: far under this. */
const formMaxBytes = 4 * 1024;

/** The tip refused; `message` in the API's English or already in the page's words. */
function refusedPage(
  appName: string,
  context: NoticeContext,
  message: string,
  status: number,
  back?: ReturnType<typeof backToPage>,
) {
  const { t } = context;
  return noticePage(
    appName,
    { title: t(pageTexts.tipRefusedTitle), message: visitorRefusal(t, message), status, back },
    context,
  );
}

export const tipPageRoutes = new Hono<AppEnv>().post(
  "/",
  bodyLimit({
    maxSize: formMaxBytes,
    onError: (c) =>
      refusedPage(
        c.env.APP_NAME,
        visitorNoticeContext(c.req.header("Accept-Language")),
        earnMessages.formTooLarge,
        413,
      ),
  }),
  async (c) => {
    const appName = c.env.APP_NAME;
    if (!isFromOwnOrigin(c))
      return refusedPage(
        appName,
        visitorNoticeContext(c.req.header("Accept-Language")),
        earnMessages.formFromElsewhere,
        403,
      );
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const form = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const customHost = customHostOf(c.req.url, c.env);
    const db = openDb(c.env.DB);
    const username = form.username ?? "";
    try {
      await withinLimits(c.env, db, [{ rule: "tipAttempts", key: [clientIp(c)] }]);
      const input = parseInput(tipSchema, tipFromForm(form));
      const { url } = await startTip(db, c.env, input, { customHost, requestOrigin: new URL(c.req.url).origin });
      return c.redirect(url, 303);
    } catch (error) {
      const stripeDown = error instanceof HTTPException && error.status === 502;
      if (!(error instanceof HTTPException) || (error.status >= 500 && !stripeDown)) throw error;
      // Stripe failing is ours to know of: an error line for the admin's Errors, as any 5xx leaves.
      if (stripeDown) inBackground(recordError(db, error, { method: "POST", path: "/tip" }));
      // Past the address's ceiling nothing more is read: the visitor's language stands in for the page's.
      const context =
        username && error.status !== 429
          ? await noticeContextOf(db, c.env, username, c.req.header("Accept-Language"))
          : visitorNoticeContext(c.req.header("Accept-Language"));
      const back = username ? backToPage(context.t, username, customHost !== null) : undefined;
      return refusedPage(appName, context, refusalText(context.t, error), error.status, back);
    }
  },
);
