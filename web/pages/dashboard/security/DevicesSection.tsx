// Signed-in devices (docs/product.md, "Accounts: the rules"): each session with its browser and when it was last seen;
// end one, or every other one.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRoutes, pathParams } from "../../../api/client";
import { errorMessage, send, shownError, useDeferredQuery } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { dateTimeIn } from "../../../i18n/local-forms";
import { securityQueries } from "./security-queries";
import { securityTexts } from "./security-texts";

export function DevicesSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { t } = useWords();
  const sessions = useDeferredQuery(securityQueries.sessions);
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
    shownError(end.error, t(securityTexts.failed))?.message ??
    (sessions.error ? errorMessage(sessions.error, t(securityTexts.sessionsLoadFailed)) : undefined);
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <div className="security__block">
      <h3>{t(securityTexts.devices)}</h3>
      <FormAlert message={failure} />
      <ul className="security__list" aria-label={t(securityTexts.devices)}>
        {sessions.data?.map((session) => (
          <li key={session.id} className="security__item">
            <div>
              <strong>{session.device}</strong>
              {session.current && <span className="badge"> {t(securityTexts.thisDevice)}</span>}
              <span className="muted">
                {" "}
                ·{" "}
                {t(securityTexts.sessionTimes, {
                  signedIn: dateTimeIn(t.locale, session.createdAt),
                  lastSeen: dateTimeIn(t.locale, session.lastSeenAt),
                })}
              </span>
            </div>
            {!session.current && (
              <button type="button" className="button button--small" onClick={() => end.mutate(session.id)}>
                {t(securityTexts.endSession)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button type="button" className="button" onClick={() => end.mutate(null)}>
          {t(securityTexts.endOthers)}
        </button>
      )}
    </div>
  );
}
