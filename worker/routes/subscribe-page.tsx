// Mounted at /subscribe, on the app and on owners' custom domains (docs/guides/audience.md): the page's
// no-JS sign-up form posts here (form-encoded) and gets a page saying to check the mailbox, or why the
// address was refused; GET /subscribe/confirm?token=… is the mailed link, answering a page either way.
// Each page about an owner's list wears that page's theme. The
// form is only taken from a page of the same host (the public page itself), like the report form.
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { audienceMessages, signupFormFields, signupTexts, subscribeSchema } from "#contract/audience";
import { admitPageSignUp, confirmPageSignUp, pageThemeOf, signUpToPage } from "../audience/sign-ups";
import { customHostOf } from "../custom-domains/serving";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/rate-limits";
import { isFromOwnOrigin } from "../http/request-guards";
import { parseInput } from "../http/validate";
import { backToPage, type Notice, noticePage } from "../public-page/notice-page";

/** An e-mail and a name, with the form's framing: far under this. */
const formMaxBytes = 4 * 1024;

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const subscribePageRoutes = new Hono<AppEnv>()
  .post(
    "/",
    bodyLimit({
      maxSize: formMaxBytes,
      onError: (c) => noticePage(c.env.APP_NAME, refused(audienceMessages.formTooLarge, 413)),
    }),
    async (c) => {
      const appName = c.env.APP_NAME;
      if (!isFromOwnOrigin(c)) return noticePage(appName, refused(audienceMessages.formFromElsewhere, 403));
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
        });
        return pageNotice(c, page.username, onCustomDomain, {
          title: signupTexts.checkInboxTitle,
          message: audienceMessages.checkInbox,
          sendAgain: { username: page.username, email: input.email },
          status: 200,
        });
      } catch (error) {
        if (!(error instanceof HTTPException) || error.status >= 500) throw error;
        const notice = refused(error.message, error.status);
        return username ? pageNotice(c, username, onCustomDomain, notice) : noticePage(appName, notice);
      }
    },
  )

  .get("/confirm", async (c) => {
    const appName = c.env.APP_NAME;
    const token = c.req.query("token");
    if (!token) return noticePage(appName, invalidLink(audienceMessages.noToken));
    // A token is 43 characters; anything much longer was never one of ours.
    const confirmed = token.length <= 200 ? await confirmPageSignUp(openDb(c.env.DB), c.env, token) : null;
    if (!confirmed) return noticePage(appName, invalidLink(audienceMessages.linkInvalid));
    const { username, alreadySubscribed } = confirmed;
    return pageNotice(c, username, false, {
      title: alreadySubscribed ? signupTexts.alreadySubscribedTitle : signupTexts.confirmedTitle,
      message: alreadySubscribed ? signupTexts.alreadySubscribed(username) : signupTexts.confirmed(username),
      status: 200,
    });
  });

/** A notice about the page at /{username}: in that page's theme, with the way back to it. */
async function pageNotice(
  c: Context<AppEnv>,
  username: string,
  onCustomDomain: boolean,
  notice: Omit<Notice, "back" | "theme">,
): Promise<Response> {
  const theme = await pageThemeOf(openDb(c.env.DB), c.env, username);
  return noticePage(c.env.APP_NAME, { ...notice, back: backToPage(username, onCustomDomain), theme });
}

function refused(message: string, status: number) {
  return { title: signupTexts.refusedTitle, message, status };
}

function invalidLink(message: string) {
  return { title: signupTexts.linkInvalidTitle, message, status: 400 };
}
