// The delete account action (docs/product.md, "Screens" and "Accounts: the rules"; the messages in contract/): confirmed in a dialog; success shows 'Account
// deleted.' and goes home after 0.8 s, failure shows 'Failed to delete account.'.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { accountTexts } from "#contract/account-schemas";
import { send } from "../../api/queries";
import { useAuth } from "../../auth/AuthProvider";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useSignedInExit } from "../../components/RouteGuards";
import { useToast } from "../../components/ToastProvider";
import { timings } from "../../timings";

export function DeleteAccountSection() {
  const { setUser } = useAuth();
  const exitTo = useSignedInExit();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => send("/api/account", { method: "DELETE" }),
    onSettled: () => setConfirming(false),
    onSuccess: () => toast.success(accountTexts.accountDeleted),
    onError: () => toast.error("Failed to delete account."),
  });
  const busy = remove.isPending;
  const deleted = remove.isSuccess;

  // The user is cleared when the 0.8 s are up, not at once: the dashboard's guard reacts to a cleared
  // user straight away. Clearing it then, with home named as the exit, is what moves the user home.
  // Leaving the page earlier still clears it.
  useEffect(() => {
    if (!deleted) return;
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      exitTo("/");
      setUser(null);
    }, timings.accountDeleteRedirectMs);
    return () => {
      clearTimeout(timer);
      if (!done) setUser(null);
    };
  }, [deleted, setUser, exitTo]);

  return (
    <section className="card-page dashboard-card dashboard-card--danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      <p className="muted">
        This permanently removes your profile, links and avatar, and your public page stops working. It cannot be
        undone.
      </p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => setConfirming(true)}
        disabled={busy || deleted}
      >
        Delete account
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete permanently"
        cancelLabel="Keep account"
        busy={busy}
        danger
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p className="muted">Your profile, links and avatar are removed for good.</p>
      </ConfirmDialog>
    </section>
  );
}
