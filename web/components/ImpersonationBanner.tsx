// The impersonation banner (docs/product.md, "Admin" and "Accounts: the rules"): on every screen while an admin
// is viewing the app as someone else, with 'Stop Impersonating' to return to their own session and
// the admin area. Part of the initial bundle, so it stays small and imports nothing from the admin
// chunk.
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, failureMessage } from "../api/client";
import { useAuth } from "../auth/AuthProvider";
import "../styles/impersonation.css";
import { useToast } from "./ToastProvider";

export function ImpersonationBanner() {
  const { impersonating, user, refresh } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [stopping, setStopping] = useState(false);
  if (!impersonating) return null;

  async function stop() {
    setStopping(true);
    const result = await api("/api/admin/impersonate/stop", { method: "POST" });
    if (!result.ok) {
      setStopping(false);
      toast.error(failureMessage(result, "Failed to stop"));
      return;
    }
    // The session is the admin's again; re-read it before the admin area asks for its stats.
    await refresh();
    setStopping(false);
    navigate("/admin");
  }

  return (
    <section className="impersonation-banner" aria-label="Impersonation">
      <p className="impersonation-banner__text">
        You are viewing LinkNest as <strong>{user?.username ?? "another user"}</strong>.
      </p>
      <button
        type="button"
        className="button button--small impersonation-banner__stop"
        disabled={stopping}
        onClick={stop}
      >
        {stopping ? "Stopping…" : "Stop Impersonating"}
      </button>
    </section>
  );
}
