// /invitation?token=… (docs/decisions/065): the screen an invitation's mail links to. Signed in, the
// person accepts it with a press (a mail scanner opening the link accepts nothing) and lands on the
// page's dashboard; a refusal is said plainly with what to do. Signed out, it explains, offers Log in
// and Sign up, and keeps the token in this browser (./kept-invitation.ts) so the person comes back here
// once signed in.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { MessageDescriptor } from "#contract/i18n/define";
import type { Translate } from "#contract/i18n/translate";
import { pageMessages } from "#contract/pages";
import { type ApiFailure, failureMessage } from "../../api/client";
import { dataOf, failureOf } from "../../api/queries";
import { useAuth } from "../../auth/AuthProvider";
import { AuthCard } from "../../components/AuthCard";
import { useToast } from "../../components/ToastProvider";
import { useWords } from "../../i18n/I18nProvider";
import { screenTitle } from "../../i18n/screen-texts";
import { dashboardOf, pagesQuery } from "../dashboard/current-page";
import { membersApi } from "../dashboard/members/members-api";
import { invitationTexts as texts } from "./invitation-texts";
import { forgetKeptInvitation, keepInvitation } from "./kept-invitation";

/** The API's refusals of an invitation, each with the screen's words for what to do. */
const refusals: Record<string, MessageDescriptor> = {
  [pageMessages.invitationInvalid]: texts.invalid,
  [pageMessages.invitationExpired]: texts.expired,
  [pageMessages.invitationOtherEmail]: texts.otherEmail,
  [pageMessages.invitationUnverified]: texts.unverified,
};

export function InvitationPage() {
  const { t } = useWords();
  const { user, ready } = useAuth();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const signedOut = ready && !user && token !== "";
  useEffect(() => {
    if (signedOut) keepInvitation(token);
  }, [signedOut, token]);
  return (
    <AuthCard title={screenTitle(t, "/invitation") ?? ""}>
      {!token ? (
        <p className="notice notice--error" role="alert">
          {t(texts.noToken)}
        </p>
      ) : (
        <>
          <p>{t(texts.intro)}</p>
          {user ? <AcceptInvitation token={token} username={user.username} /> : signedOut && <SignInFirst />}
        </>
      )}
    </AuthCard>
  );
}

function SignInFirst() {
  const { t } = useWords();
  return (
    <>
      <p className="muted">{t(texts.signedOut)}</p>
      <div className="invitation__actions">
        <Link className="button button--primary" to="/login">
          {t(texts.logIn)}
        </Link>
        <Link className="button" to="/signup">
          {t(texts.signUp)}
        </Link>
      </div>
    </>
  );
}

function AcceptInvitation({ token, username }: { token: string; username: string }) {
  const { t } = useWords();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { logout } = useAuth();
  const accept = useMutation({
    mutationFn: () => dataOf(membersApi.accept(token)),
    onSuccess: async (joined) => {
      forgetKeptInvitation();
      toast.success(t(texts.accepted, { page: joined.username, role: joined.role }));
      // The account's pages now include this one: the list is read anew where it is next shown.
      await queryClient.invalidateQueries({ queryKey: pagesQuery.queryKey });
      navigate(dashboardOf(joined.pageId));
    },
  });
  const failure = accept.isError ? failureOf(accept.error) : null;
  const refused = failure?.error.msg;
  const otherEmail = refused === pageMessages.invitationOtherEmail;
  // A spent or expired link cannot be accepted again; an unverified address or a failed request can.
  const spent = refused === pageMessages.invitationInvalid || refused === pageMessages.invitationExpired;
  return (
    <>
      <p className="muted">{t(texts.signedInAs, { username })}</p>
      {failure && (
        <p className="notice notice--error" role="alert">
          {refusalInWords(failure, t, t(texts.acceptFailed))}
        </p>
      )}
      <div className="invitation__actions">
        {otherEmail ? (
          <button type="button" className="button button--primary" onClick={() => void logout()}>
            {t(texts.signOut)}
          </button>
        ) : spent ? (
          <Link className="button" to="/dashboard">
            {t(texts.toDashboard)}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {accept.isPending ? t(texts.accepting) : t(texts.accept)}
          </button>
        )}
      </div>
    </>
  );
}

function refusalInWords(failure: ApiFailure, t: Translate, fallback: string): string {
  const known = Object.hasOwn(refusals, failure.error.msg) ? refusals[failure.error.msg] : undefined;
  return known ? t(known) : failureMessage(failure, fallback);
}
