// /verify-email, /verify-email-change and /undo-email-change (docs/product.md, "Screens" and "Accounts: the rules"; the messages in contract/): read ?token=, then verifying becomes
// success or error. 'already verified' counts as success; success counts down and moves on to /login
// after 10 s.
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearchParams } from "react-router";
import { accountTexts } from "#contract/account-schemas";
import type { MessageDescriptor } from "#contract/i18n/define";
import { screens } from "#contract/screens";
import { apiRoutes, failureMessage, resultOf } from "../../api/client";
import { AuthCard } from "../../components/AuthCard";
import { LoginCountdown } from "../../components/LoginCountdown";
import { useRedirectAfter } from "../../hooks/useRedirectAfter";
import { useWords } from "../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../i18n/refusal-words";
import { screenTitle } from "../../i18n/screen-texts";
import { timings } from "../../timings";
import { authTexts } from "./auth-texts";

/** The server's words, or (none sent, no answer) the screen's own, which it says in the reader's words. */
type Outcome = { phase: "success" | "error"; message: string; ownWords?: MessageDescriptor };
type State = { phase: "verifying" } | Outcome;

async function verify(screen: VerificationScreen, token: string): Promise<Outcome> {
  const result = await resultOf(verifications[screen](token));
  if (result.ok) return { phase: "success", message: result.data.msg ?? "", ownWords: authTexts.verified };
  if (result.networkError) return { phase: "error", message: "", ownWords: authTexts.verifyNetworkError };
  // Told apart by the API's English; shown in the reader's words.
  const phase = /already (verified|undone)/i.test(result.error.msg) ? "success" : "error";
  return { phase, message: failureMessage(result, ""), ownWords: authTexts.verificationFailed };
}

/** The three screens this page is, each spending its own kind of mailed link; the title is the screen's. */
const verifications = {
  "/verify-email": (token: string) => apiRoutes["verify-email"].$get({ query: { token } }),
  "/verify-email-change": (token: string) => apiRoutes["verify-email-change"].$get({ query: { token } }),
  // An undo is posted: opening its mailed link (as a mail scanner does) must not undo anything.
  "/undo-email-change": (token: string) => apiRoutes["undo-email-change"].$post({ json: { token } }),
};
type VerificationScreen = keyof typeof verifications;

const isVerificationScreen = (path: string): path is VerificationScreen => Object.hasOwn(verifications, path);

export function VerifyEmailPage() {
  const pathname = useLocation().pathname.replace(/\/+$/, "");
  const path = isVerificationScreen(pathname) ? pathname : "/verify-email";
  const { t } = useWords();
  const title = screenTitle(t, path) ?? screens[path].title;
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  // Verification links are single-use: one request per link, which the query shares between every render
  // that asks (React's development StrictMode mounts twice) and never sends again.
  const verification = useQuery({
    queryKey: [path, token],
    queryFn: () => verify(path, token),
    enabled: token !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  const noToken: Outcome = { phase: "error", message: refusalInReadersWords(accountTexts.noVerificationToken) };
  const state: State = !token ? noToken : (verification.data ?? { phase: "verifying" });
  // In the reader's words as they read the screen now, whatever words were shown when the answer came.
  const message =
    state.phase === "verifying"
      ? ""
      : state.message
        ? refusalInReadersWords(state.message)
        : state.ownWords
          ? t(state.ownWords)
          : "";

  const secondsLeft = useRedirectAfter(state.phase === "success" ? "/login" : null, timings.verifyRedirectMs);

  return (
    <AuthCard title={title}>
      {state.phase === "verifying" ? (
        <p className="verify-state" role="status">
          {t(authTexts.verifying)}
        </p>
      ) : (
        <>
          {state.phase === "success" ? (
            <div className="notice notice--success" role="status">
              <p>{message}</p>
              <LoginCountdown secondsLeft={secondsLeft} />
            </div>
          ) : (
            <p className="notice notice--error" role="alert">
              {message}
            </p>
          )}
          <Link className="button button--primary form__submit" to="/login">
            {t(authTexts.goToLogin)}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
