// The impersonation banner (docs/product.md, "Admin" and "Accounts: the rules"): on every screen while an admin
// is viewing the app as someone else, with 'Stop Impersonating' to return to their own session and
// the admin area. Part of the initial bundle, so it stays small and imports nothing from the admin
// chunk.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiRoutes } from "../api/client";
import { errorMessage, send } from "../api/queries";
import { forgetUserData, useAuth } from "../auth/AuthProvider";
import "../styles/impersonation.css";
import { useToast } from "./ToastProvider";

export function ImpersonationBanner() {
  const { impersonating, user, refresh } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: () => send(apiRoutes.admin.impersonate.stop.$post()),
    onError: (error) => toast.error(errorMessage(error, "Failed to stop")),
    onSuccess: async () => {
      // The session is the admin's again: nothing read as the other user is kept, and the admin area
      // asks for its own data as it opens.
      forgetUserData(queryClient);
      navigate("/admin");
      await refresh();
    },
  });
  if (!impersonating) return null;

  return (
    <section className="impersonation-banner" aria-label="Impersonation">
      <p className="impersonation-banner__text">
        You are viewing LinkNest as <strong>{user?.username ?? "another user"}</strong>.
      </p>
      <button
        type="button"
        className="button button--small impersonation-banner__stop"
        disabled={stop.isPending}
        onClick={() => stop.mutate()}
      >
        {stop.isPending ? "Stopping…" : "Stop Impersonating"}
      </button>
    </section>
  );
}
