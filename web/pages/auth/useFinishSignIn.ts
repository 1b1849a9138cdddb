// What every completed sign-in does on the client, whichever way it went (password, second step,
// passkey): greet, remember the user, load the profile and open the dashboard, in this document.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { accountTexts } from "#contract/account-schemas";
import type { PageLanguage } from "#contract/i18n/locales";
import { forgetUserData, useAuth } from "../../auth/AuthProvider";
import { useToast } from "../../components/ToastProvider";
import { refusalInReadersWords } from "../../i18n/refusal-words";

export type SignedIn = { msg?: string; username: string; language?: PageLanguage };

export function useFinishSignIn() {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return async (data: SignedIn) => {
    toast.success(refusalInReadersWords(accountTexts.welcomeBack));
    // Whatever an earlier session of this tab read (one that ended elsewhere, say) is not this user's.
    forgetUserData(queryClient);
    // The session cookie is set by now: the dashboard opens with its pages and its primary page's profile in
    // hand. A failed load is the dashboard's to show, and must not keep the user from signing in. Its reads
    // come with the dashboard's code, asked for only now: the sign-in screens carry none of it.
    const [{ ownPrimaryPage, pagesQuery }, { profileQuery }] = await Promise.all([
      import("../dashboard/current-page"),
      import("../dashboard/editor/profile-api"),
    ]);
    const primary = ownPrimaryPage((await queryClient.fetchQuery(pagesQuery).catch(() => undefined)) ?? []);
    if (primary) await queryClient.prefetchQuery(profileQuery(primary.id));
    // Signed in only now, with the dashboard: the sign-in screen, a guest's, would leave for the dashboard the
    // moment the user is known, and this navigation then take someone who had moved on back to it. In the
    // account's language from the dashboard's first paint (web/i18n/).
    setUser({ username: data.username }, data.language);
    navigate("/dashboard", { replace: true });
  };
}
