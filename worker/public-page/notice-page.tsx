// The short pages the public page's own forms answer with (docs/guides/audience.md, docs/guides/earn.md),
// server-rendered like the page: a sign-up's "check your inbox" (with "Send it again") and its mailed
// link's outcome, a tip that could not start. Each is one status card saying what happened, with a way
// back to the page, in the page's own theme and language when there is one (the visitor's otherwise).
import type { HTTPException } from "hono/http-exception";
import { signupFormFields } from "#contract/audience";
import type { Translate } from "#contract/i18n/translate";
import { pageTexts, visitorRefusal } from "#contract/page/texts";
import type { Theme } from "#contract/themes";
import type { Db } from "../db/client";
import { type VisitorWords, visitorWords } from "../i18n/translations";
import { isUsernameShaped } from "../page-snapshot/snapshot";
import { recentPublicProfile } from "../page-snapshot/store";
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

/** The page a notice is about: its language and theme; none, or one not shown, leaves the visitor's language. */
export type NoticeContext = VisitorWords & { theme?: Theme | undefined };

export async function noticeContextOf(
  db: Db,
  env: Env,
  username: string | undefined,
  acceptLanguage: string | undefined,
): Promise<NoticeContext> {
  const page = username && isUsernameShaped(username) ? await recentPublicProfile(db, env, username) : null;
  return { ...visitorWords(page?.language, acceptLanguage), theme: page?.theme };
}

/** The words of a visitor's context where no page is read (a refusal before anything else). */
export const visitorNoticeContext = (acceptLanguage: string | undefined): NoticeContext =>
  visitorWords(undefined, acceptLanguage);

/** The way back to a page: `/` on the owner's custom domain, /{username} on the app. */
export function backToPage(t: Translate, username: string, onCustomDomain: boolean): Notice["back"] {
  return {
    href: onCustomDomain ? "/" : `/${encodeURIComponent(username)}`,
    text: t(pageTexts.backToPage, { username }),
  };
}

/**
 * A refusal of the API's, in the page's words: past a rate limit, the wait its Retry-After gives in whole
 * minutes; another the catalog knows, translated; anything else as the API words it.
 */
export function refusalText(t: Translate, error: HTTPException): string {
  if (error.status === 429) {
    const seconds = Number(error.res?.headers.get("Retry-After"));
    return t(pageTexts.tooManyAttempts, {
      minutes: Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1,
    });
  }
  return visitorRefusal(t, error.message);
}

/** A notice as its own page, never cached: it answers one visitor's form. */
export async function noticePage(
  appName: string,
  notice: Notice,
  { t, variesByLanguage }: VisitorWords,
): Promise<Response> {
  const nonce = createNonce();
  const page = (
    <Document
      nonce={nonce}
      lang={t.locale}
      title={`${notice.title} | ${appName}`}
      description={notice.message}
      theme={notice.theme}
    >
      <main>
        <section className="page">
          <h1>{notice.title}</h1>
          <p role={notice.status >= 400 ? "alert" : "status"}>{notice.message}</p>
          {notice.sendAgain ? (
            <form method="post" action="/subscribe">
              <p>{t(pageTexts.sendAgainHint)}</p>
              <input type="hidden" name={signupFormFields.username} value={notice.sendAgain.username} />
              <input type="hidden" name={signupFormFields.email} value={notice.sendAgain.email} />
              <input type="hidden" name={signupFormFields.resend} value="1" />
              <button type="submit" className="button">
                {t(pageTexts.sendAgain)}
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
    variesByLanguage,
  });
}
