// The delete account action (docs/product.md, "Screens" and "Accounts: the rules"): confirmed in a dialog that asks for the password, or
// a code from the authenticator when the account has one; success shows 'Account deleted.' and goes
// home after 0.8 s. With a live subscription the dialog says it is cancelled with the account and offers
// the data's download first; with a connected Stripe account it says LinkNest forgets it, while the
// account itself stays the owner's at Stripe (docs/guides/earn.md). A refused re-check is said in the dialog, which stays open; any other failure shows
// 'Failed to delete account.'.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { accountTexts } from "#contract/account-schemas";
import { apiRoutes } from "../../api/client";
import { failureOf, send, useDeferredQuery } from "../../api/queries";
import { useAuth } from "../../auth/AuthProvider";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useSignedInExit } from "../../components/RouteGuards";
import { useToast } from "../../components/ToastProvider";
import { useWords } from "../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../i18n/refusal-words";
import { timings } from "../../timings";
import { deleteAccountTexts } from "./dashboard-texts";
import { earnQuery } from "./earn/earn-queries";
import { isRefusedRecheck, RecheckField, useRecheck } from "./security/RecheckField";
import { subscriptionQuery } from "./subscription/useSubscription";

export function DeleteAccountSection() {
  const { setUser } = useAuth();
  const exitTo = useSignedInExit();
  const toast = useToast();
  const { t } = useWords();
  const [confirming, setConfirming] = useState(false);
  const recheck = useRecheck();
  const subscription = useDeferredQuery(subscriptionQuery);
  const earn = useDeferredQuery(earnQuery);
  const connected = earn.data !== undefined && earn.data.status !== "not_connected";
  const remove = useMutation({
    mutationFn: () => send(apiRoutes.account.$delete({ json: recheck.body() })),
    onSuccess: () => {
      setConfirming(false);
      toast.success(refusalInReadersWords(accountTexts.accountDeleted));
    },
    onError: (error) => {
      if (isRefusedRecheck(error)) return;
      setConfirming(false);
      toast.error(t(deleteAccountTexts.failed));
    },
  });
  const refusal = remove.error && isRefusedRecheck(remove.error) ? failureOf(remove.error).error.msg : undefined;
  const close = () => {
    setConfirming(false);
    remove.reset();
    recheck.reset();
  };
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
      <h2 id="delete-account-title">{t(deleteAccountTexts.title)}</h2>
      <p className="muted">{t(deleteAccountTexts.intro)}</p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => setConfirming(true)}
        disabled={busy || deleted}
      >
        {t(deleteAccountTexts.button)}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t(deleteAccountTexts.confirmTitle)}
        confirmLabel={t(deleteAccountTexts.confirm)}
        cancelLabel={t(deleteAccountTexts.keep)}
        busy={busy}
        danger
        onConfirm={() => remove.mutate()}
        onCancel={close}
      >
        <p className="muted">{t(deleteAccountTexts.removed)}</p>
        {subscription.data?.isPro && (
          <div className="delete-account__subscription">
            <p>
              <strong>{t(deleteAccountTexts.proCancelled)}</strong>
              {t(deleteAccountTexts.noCharges)}
            </p>
            <p className="muted">{t(deleteAccountTexts.keepCopy)}</p>
            <a className="button" href="/api/account/export" download>
              {t(deleteAccountTexts.download)}
            </a>
          </div>
        )}
        {connected && (
          <p className="delete-account__stripe">
            <strong>{t(deleteAccountTexts.stripeForgotten)}</strong> {t(deleteAccountTexts.stripeStays)}
          </p>
        )}
        <RecheckField id="delete-account-recheck" recheck={recheck} error={refusal} />
      </ConfirmDialog>
    </section>
  );
}
