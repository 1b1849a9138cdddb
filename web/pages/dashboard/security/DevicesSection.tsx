// Signed-in devices (docs/product.md, "Accounts: the rules"): each session with its browser and when it was last seen;
// end one, or every other one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRoutes, pathParams } from "../../../api/client";
import { errorMessage, send, shownError } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { useToast } from "../../../components/ToastProvider";
import { formatDateTime } from "../../../format/written-forms";
import { securityQueries } from "./security-queries";

export function DevicesSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const sessions = useQuery(securityQueries.sessions);
  const end = useMutation({
    /** One session by its id, or with null every other one. */
    mutationFn: (id: string | null): Promise<{ msg: string }> =>
      id === null
        ? send(apiRoutes.sessions["revoke-others"].$post())
        : send(apiRoutes.sessions[":id"].$delete({ param: pathParams({ id }) })),
    onSuccess: (data) => {
      toast.success(data.msg);
      return queryClient.invalidateQueries(securityQueries.sessions);
    },
  });

  const failure =
    shownError(end.error, "That did not work. Please try again.")?.message ??
    (sessions.error ? errorMessage(sessions.error, "Could not load your sessions.") : undefined);
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <div className="security__block">
      <h3>Signed-in devices</h3>
      <FormAlert message={failure} />
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
              <button type="button" className="button button--small" onClick={() => end.mutate(session.id)}>
                End session
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button type="button" className="button" onClick={() => end.mutate(null)}>
          End all other sessions
        </button>
      )}
    </div>
  );
}
