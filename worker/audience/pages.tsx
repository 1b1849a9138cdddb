// The pages around a no-JS sign-up (docs/guides/audience.md), server-rendered like the public page: what
// the /subscribe form answers (check your inbox, or why the address was refused) and what the mailed
// confirmation link opens (subscribed, or why the link does not work). Each is one short status card with
// a way back to the page.
import { signupFormFields, signupTexts } from "#contract/audience";
import { Document } from "../public-page/documents";
import { renderHtml } from "../public-page/render";
import { createNonce, htmlResponse } from "../public-page/respond";

export type AudienceNotice = {
  title: string;
  message: string;
  /** Where "back" leads, and what it says; none when there is no page to go back to. */
  back?: { href: string; text: string };
  /** The sign-up to offer "Send it again" for: the same form, asking for the mail again. */
  sendAgain?: { username: string; email: string };
  status: number;
};

/** The way back to a page: `/` on the owner's custom domain, /{username} on the app. */
export function backToPage(username: string, onCustomDomain: boolean): AudienceNotice["back"] {
  return { href: onCustomDomain ? "/" : `/${encodeURIComponent(username)}`, text: signupTexts.backToPage(username) };
}

export async function audienceNoticePage(appName: string, notice: AudienceNotice): Promise<Response> {
  const nonce = createNonce();
  const page = (
    <Document nonce={nonce} title={`${notice.title} | ${appName}`} description={notice.message}>
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
