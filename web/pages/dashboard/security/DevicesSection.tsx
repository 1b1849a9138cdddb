// Signed-in devices (docs/product.md, "Accounts: the rules"): each session with its browser and when it was last seen;
// end one, or every other one.
import type { SessionSummary } from "#contract/security";
import { api } from "../../../api/client";
import { FormAlert } from "../../../components/FormAlert";
import { useToast } from "../../../components/ToastProvider";
import { formatDateTime } from "../../../format/written-forms";
import { useApiAction } from "../../../hooks/useApiAction";
import { useSecurityResource } from "./useSecurityResource";

export function DevicesSection() {
  const toast = useToast();
  const sessions = useSecurityResource<SessionSummary[]>("/api/sessions", "Could not load your sessions.");
  const action = useApiAction();
  const end = (path: string, method: string) =>
    action.run(
      () => api<{ msg: string }>(path, { method }),
      "That did not work. Please try again.",
      (data) => {
        toast.success(data.msg);
        return sessions.reload();
      },
    );

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <div className="security__block">
      <h3>Signed-in devices</h3>
      <FormAlert message={action.failure?.message ?? sessions.error ?? undefined} />
      <ul className="security__list" aria-label="Signed-in devices">
        {sessions.data?.map((session) => (
          <li key={session.id} className="security__item">
            <div>
              <strong>{session.device}</strong>
              {session.current && <span className="badge"> This device</span>}
              <span className="muted">
                {" "}
                · signed in {formatDateTime(session.createdAt)} · last seen {formatDateTime(session.lastSeenAt)}
              </span>
            </div>
            {!session.current && (
              <button
                type="button"
                className="button button--small"
                onClick={() => end(`/api/sessions/${encodeURIComponent(session.id)}`, "DELETE")}
              >
                End session
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button type="button" className="button" onClick={() => end("/api/sessions/revoke-others", "POST")}>
          End all other sessions
        </button>
      )}
    </div>
  );
}
