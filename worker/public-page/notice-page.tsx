// The short pages the public page's own forms answer with (docs/guides/audience.md, docs/guides/earn.md),
// server-rendered like the page: a sign-up's "check your inbox" (with "Send it again") and its mailed
// link's outcome, a tip that could not start. Each is one status card saying what happened, with a way
// back to the page, in the page's own theme when there is one.
import { signupFormFields, signupTexts } from "#contract/audience";
import { messages } from "#contract/messages";
import type { Theme } from "#contract/themes";
import { Document } from "./documents";
import { renderHtml } from "./render";
import { createNonce, htmlResponse } from "./respond";

export type Notice = {
  title: string;
  message: string;
  /** Where "back" leads, and what it says; none when there is no page to go back to. */
  back?: { href: string; text: string };
  /** The sign-up to offer "Send it again" for: the same form, asking for the mail again. */
  sendAgain?: { username: string; email: string };
  status: number;
  /** The theme of the page the notice is about; the default one otherwise. */
  theme?: Theme | undefined;
};

/** The way back to a page: `/` on the owner's custom domain, /{username} on the app. */
export function backToPage(username: string, onCustomDomain: boolean): Notice["back"] {
  return { href: onCustomDomain ? "/" : `/${encodeURIComponent(username)}`, text: messages.backToPage(username) };
}

/** A notice as its own page, never cached: it answers one visitor's form. */
export async function noticePage(appName: string, notice: Notice): Promise<Response> {
  const nonce = createNonce();
  const page = (
    <Document nonce={nonce} title={`${notice.title} | ${appName}`} description={notice.message} theme={notice.theme}>
      <main>
        <section className="page">
          <h1>{notice.title}</h1>
          <p role={notice.status >= 400 ? "alert" : "status"}>{notice.message}</p>
          {notice.sendAgain ? (
            <form method="post" action="/subscribe">
              <p>{signupTexts.sendAgainHint}</p>
              <input type="hidden" name={signupFormFields.username} value={notice.sendAgain.username} />
              <input type="hidden" name={signupFormFields.email} value={notice.sendAgain.email} />
              <input type="hidden" name={signupFormFields.resend} value="1" />
              <button type="submit" className="button">
                {signupTexts.sendAgain}
              </button>
            </form>
          ) : null}
          {notice.back ? (
            <a className="button" href={notice.back.href}>
              {notice.back.text}
            </a>
          ) : null}
        </section>
      </main>
    </Document>
  );
  return htmlResponse(await renderHtml(page, nonce), {
    nonce,
    status: notice.status,
    cacheControl: "no-store",
    postsForm: notice.sendAgain !== undefined,
  });
}
