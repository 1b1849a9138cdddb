// /verify-email and /verify-email-change (docs/product.md, "Screens" and "Accounts: the rules"; the messages in contract/): read ?token=, then verifying becomes
// success or error. 'already verified' counts as success; success counts down and moves on to /login
// after 10 s.
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { accountTexts } from "#contract/account-texts";
import { api } from "../../api/client";
import { AuthCard } from "../../components/AuthCard";
import { LoginCountdown } from "../../components/LoginCountdown";
import { useRedirectAfter } from "../../hooks/useRedirectAfter";
import { timings } from "../../timings";

type Endpoint = "/api/verify-email" | "/api/verify-email-change";
type Outcome = { phase: "success" | "error"; message: string };
type State = { phase: "verifying" } | Outcome;

const noToken: Outcome = { phase: "error", message: accountTexts.noVerificationToken };

// Verification links are single-use. React's development StrictMode runs effects twice, and a second
// request would report the spent token as an error, so both runs share one request per link.
const inFlight = new Map<string, Promise<Outcome>>();

async function verify(endpoint: Endpoint, token: string): Promise<Outcome> {
  const result = await api<{ msg?: string }>(`${endpoint}?token=${encodeURIComponent(token)}`);
  if (result.ok) return { phase: "success", message: result.data?.msg || "Your email address is verified." };
  if (result.networkError) return { phase: "error", message: "Network error during verification" };
  const message = result.error.msg || "Verification failed";
  return { phase: /already verified/i.test(message) ? "success" : "error", message };
}

function verifyOnce(endpoint: Endpoint, token: string): Promise<Outcome> {
  const key = `${endpoint}|${token}`;
  let request = inFlight.get(key);
  if (!request) {
    request = verify(endpoint, token).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  return request;
}

type Props = { endpoint: Endpoint; title: string };

export function VerifyEmailPage({ endpoint, title }: Props) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const [state, setState] = useState<State>(() => (token ? { phase: "verifying" } : noToken));

  useEffect(() => {
    if (!token) {
      setState(noToken);
      return;
    }
    let current = true;
    setState((previous) => (previous.phase === "verifying" ? previous : { phase: "verifying" }));
    verifyOnce(endpoint, token).then((outcome) => {
      if (current) setState(outcome);
    });
    return () => {
      current = false;
    };
  }, [endpoint, token]);

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
            Go to login
          </Link>
        </>
      )}
    </AuthCard>
  );
}
