// /verify-email, /verify-email-change and /undo-email-change (docs/product.md, "Screens" and "Accounts: the rules"; the messages in contract/): read ?token=, then verifying becomes
// success or error. 'already verified' counts as success; success counts down and moves on to /login
// after 10 s.
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearchParams } from "react-router";
import { accountTexts } from "#contract/account-schemas";
import { screens } from "#contract/screens";
import { api } from "../../api/client";
import { AuthCard } from "../../components/AuthCard";
import { LoginCountdown } from "../../components/LoginCountdown";
import { useRedirectAfter } from "../../hooks/useRedirectAfter";
import { useWords } from "../../i18n/I18nProvider";
import { screenTitle } from "../../i18n/screen-texts";
import { timings } from "../../timings";
import { authTexts } from "./auth-texts";

type Endpoint = "/api/verify-email" | "/api/verify-email-change" | "/api/undo-email-change";
type Outcome = { phase: "success" | "error"; message: string };
type State = { phase: "verifying" } | Outcome;

const noToken: Outcome = { phase: "error", message: accountTexts.noVerificationToken };

async function verify(endpoint: Endpoint, token: string): Promise<Outcome> {
  // An undo is posted: opening its mailed link (as a mail scanner does) must not undo anything.
  const result =
    endpoint === "/api/undo-email-change"
      ? await api<{ msg?: string }>(endpoint, { method: "POST", json: { token } })
      : await api<{ msg?: string }>(`${endpoint}?token=${encodeURIComponent(token)}`);
  if (result.ok) return { phase: "success", message: result.data?.msg || "Your email address is verified." };
  if (result.networkError) return { phase: "error", message: "Network error during verification" };
  const message = result.error.msg || "Verification failed";
  return { phase: /already (verified|undone)/i.test(message) ? "success" : "error", message };
}

/** The three screens this page is, each spending its own kind of mailed link; the title is the screen's. */
const endpoints = {
  "/verify-email": "/api/verify-email",
  "/verify-email-change": "/api/verify-email-change",
  "/undo-email-change": "/api/undo-email-change",
} as const satisfies Record<string, Endpoint>;

const isEndpointPath = (path: string): path is keyof typeof endpoints => Object.hasOwn(endpoints, path);

export function VerifyEmailPage() {
  const pathname = useLocation().pathname.replace(/\/+$/, "");
  const path = isEndpointPath(pathname) ? pathname : "/verify-email";
  const endpoint = endpoints[path];
  const { t } = useWords();
  const title = screenTitle(t, path) ?? screens[path].title;
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  // Verification links are single-use: one request per link, which the query shares between every render
  // that asks (React's development StrictMode mounts twice) and never sends again.
  const verification = useQuery({
    queryKey: [endpoint, token],
    queryFn: () => verify(endpoint, token),
    enabled: token !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state: State = !token ? noToken : (verification.data ?? { phase: "verifying" });

  const secondsLeft = useRedirectAfter(state.phase === "success" ? "/login" : null, timings.verifyRedirectMs);

  return (
    <AuthCard title={title}>
      {state.phase === "verifying" ? (
        <p className="verify-state" role="status">
          Verifying…
        </p>
      ) : (
        <>
          {state.phase === "success" ? (
            <div className="notice notice--success" role="status">
              <p>{state.message}</p>
              <LoginCountdown secondsLeft={secondsLeft} />
            </div>
          ) : (
            <p className="notice notice--error" role="alert">
              {state.message}
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
