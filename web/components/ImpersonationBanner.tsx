// The impersonation banner (docs/product.md, "Admin" and "Accounts: the rules"): on every screen while an admin
// is viewing the app as someone else, with 'Stop Impersonating' to return to their own session and
// the admin area. Part of the initial bundle, so it stays small and imports nothing from the admin
// chunk.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiRoutes } from "../api/client";
import { errorMessage, send } from "../api/queries";
import { forgetUserData, useAuth } from "../auth/AuthProvider";
import { useWords } from "../i18n/I18nProvider";
import { productName } from "../product";
import "../styles/impersonation.css";
import { impersonationTexts as texts } from "./shell-texts";
import { useToast } from "./ToastProvider";

export function ImpersonationBanner() {
  const { impersonating, user, refresh } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { t } = useWords();
  const stop = useMutation({
    mutationFn: () => send(apiRoutes.admin.impersonate.stop.$post()),
    onError: (error) => toast.error(errorMessage(error, t(texts.stopFailed))),
    onSuccess: async () => {
      // The session is the admin's again: nothing read as the other user is kept, and the admin area
      // asks for its own data as it opens.
      forgetUserData(queryClient);
      navigate("/admin");
      await refresh();
    },
  });
  if (!impersonating) return null;

  // The username in bold wherever the language puts it in the sentence.
  const [before, after] = t(texts.viewingAs, { productName, username: "\u0000" }).split("\u0000");
  return (
    <section className="impersonation-banner" aria-label={t(texts.banner)}>
      <p className="impersonation-banner__text">
        {before}
        <strong>{user?.username ?? t(texts.anotherUser)}</strong>
        {after}
      </p>
      <button
        type="button"
        className="button button--small impersonation-banner__stop"
        disabled={stop.isPending}
        onClick={() => stop.mutate()}
      >
        {stop.isPending ? t(texts.stopping) : t(texts.stop)}
      </button>
    </section>
  );
}
