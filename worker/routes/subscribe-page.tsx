// Mounted at /subscribe, on the app and on owners' custom domains (docs/guides/audience.md): the page's
// no-JS sign-up form posts here (form-encoded) and gets a page saying to check the mailbox, or why the
// address was refused; GET /subscribe/confirm?token=… is the mailed link, answering a page either way.
// Each page about an owner's list wears that page's theme and speaks its language. The
// form is only taken from a page of the same host (the public page itself), like the report form.
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { audienceMessages, signupFormFields, subscribeSchema } from "#contract/audience";
import { pageTexts, visitorRefusal } from "#contract/page/texts";
import { admitPageSignUp, confirmPageSignUp, signUpToPage } from "../audience/sign-ups";
import { customHostOf } from "../custom-domains/serving";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/rate-limits";
import { isFromOwnOrigin } from "../http/request-guards";
import { parseInput } from "../http/validate";
import {
  backToPage,
  type NoticeContext,
  noticeContextOf,
  noticePage,
  refusalText,
  visitorNoticeContext,
} from "../public-page/notice-page";

/** An e-mail and a name, with the form's framing: far under this. */
const formMaxBytes = 4 * 1024;

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const subscribePageRoutes = new Hono<AppEnv>()
  .post(
    "/",
    bodyLimit({
      maxSize: formMaxBytes,
      onError: (c) =>
        refusedPage(c, visitorNoticeContext(c.req.header("Accept-Language")), audienceMessages.formTooLarge, 413),
    }),
    async (c) => {
      if (!isFromOwnOrigin(c)) {
        return refusedPage(
          c,
          visitorNoticeContext(c.req.header("Accept-Language")),
          audienceMessages.formFromElsewhere,
          403,
        );
      }
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const username = text(form[signupFormFields.username]);
      const onCustomDomain = customHostOf(c.req.url, c.env) !== null;
      const db = openDb(c.env.DB);
      try {
        await admitPageSignUp(db, c.env, clientIp(c));
        const input = parseInput(subscribeSchema, {
          username,
          email: text(form[signupFormFields.email]),
          resend: text(form[signupFormFields.resend]) === "1",
        });
        const page = await signUpToPage(db, c.env, {
          ...input,
          honeypotFilled: text(form[signupFormFields.honeypot]) !== "",
          acceptLanguage: c.req.header("Accept-Language"),
        });
        const context = await noticeContextOf(db, c.env, page.username, c.req.header("Accept-Language"));
        const { t } = context;
        return noticePage(
          c.env.APP_NAME,
          {
            title: t(pageTexts.checkInboxTitle),
            message: t(pageTexts.checkInbox),
            sendAgain: { username: page.username, email: input.email },
            status: 200,
            theme: context.theme,
            back: backToPage(t, page.username, onCustomDomain),
          },
          context,
        );
      } catch (error) {
        if (!(error instanceof HTTPException) || error.status >= 500) throw error;
        // Past the address's ceiling nothing more is read: the visitor's language stands in for the page's.
        const context =
          username && error.status !== 429
            ? await noticeContextOf(db, c.env, username, c.req.header("Accept-Language"))
            : visitorNoticeContext(c.req.header("Accept-Language"));
        const back = username ? backToPage(context.t, username, onCustomDomain) : undefined;
        return refusedPage(c, context, refusalText(context.t, error), error.status, back);
      }
    },
  )

  .get("/confirm", async (c) => {
    const token = c.req.query("token");
    if (!token) return invalidLinkPage(c, audienceMessages.noToken);
    const db = openDb(c.env.DB);
    // A token is 43 characters; anything much longer was never one of ours.
    const confirmed = token.length <= 200 ? await confirmPageSignUp(db, c.env, token) : null;
    if (!confirmed) return invalidLinkPage(c, audienceMessages.linkInvalid);
    const { username, alreadySubscribed } = confirmed;
    const context = await noticeContextOf(db, c.env, username, c.req.header("Accept-Language"));
    const { t } = context;
    return noticePage(
      c.env.APP_NAME,
      {
        title: t(alreadySubscribed ? pageTexts.alreadySubscribedTitle : pageTexts.confirmedTitle),
        message: t(alreadySubscribed ? pageTexts.alreadySubscribed : pageTexts.confirmed, { username }),
        status: 200,
        theme: context.theme,
        back: backToPage(t, username, false),
      },
      context,
    );
  });

/** The sign-up refused, in the page's words and theme where the page is known; `message` in the API's English or already in those words. */
function refusedPage(
  c: Context<AppEnv>,
  context: NoticeContext,
  message: string,
  status: number,
  back?: ReturnType<typeof backToPage>,
) {
  const title = context.t(pageTexts.signupRefusedTitle);
  const notice = { title, message: visitorRefusal(context.t, message), status, back };
  return noticePage(c.env.APP_NAME, { ...notice, theme: context.theme }, context);
}

/** A mailed link that leads nowhere: no page is known, so the visitor's language. */
function invalidLinkPage(c: Context<AppEnv>, message: string) {
  const context = visitorNoticeContext(c.req.header("Accept-Language"));
  const { t } = context;
  const notice = { title: t(pageTexts.linkInvalidTitle), message: visitorRefusal(t, message), status: 400 };
  return noticePage(c.env.APP_NAME, notice, context);
}
