// Deleting a page other than the primary one (docs/decisions/067), in Settings for its owner: confirmed in a dialog
// with the re-check account deletion asks for (the password, or a code from the authenticator), then the
// dashboard goes back to the primary page and forgets what it read for the page that is gone. A refused
// re-check is said in the dialog, which stays open; any other failure closes it with a toast.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { failureOf, send } from "../../api/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useToast } from "../../components/ToastProvider";
import { useWords } from "../../i18n/I18nProvider";
import { forgetPage, pageParams, pageRoutes, useCurrentPage } from "./current-page";
import { deletePageTexts } from "./pages-texts";
import { isRefusedRecheck, RecheckField, useRecheck } from "./security/RecheckField";

export function DeletePageSection() {
  const page = useCurrentPage();
  const { t } = useWords();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const recheck = useRecheck();
  const remove = useMutation({
    mutationFn: () => send(pageRoutes.$delete({ param: pageParams(page.id), json: recheck.body() })),
    onSuccess: async () => {
      toast.success(t(deletePageTexts.deleted));
      // Away from the page first, so the frame never looks for it in the list read again.
      navigate("/dashboard", { replace: true });
      await forgetPage(queryClient, page.id);
    },
    onError: (error) => {
      if (isRefusedRecheck(error)) return;
      setConfirming(false);
      toast.error(t(deletePageTexts.failed));
    },
  });
  const refusal = remove.error && isRefusedRecheck(remove.error) ? failureOf(remove.error).error.msg : undefined;
  const close = () => {
    setConfirming(false);
    remove.reset();
    recheck.reset();
  };
  return (
    <section className="card-page dashboard-card dashboard-card--danger" aria-labelledby="delete-page-title">
      <h2 id="delete-page-title">{t(deletePageTexts.title)}</h2>
      <p className="muted">{t(deletePageTexts.body, { username: page.username })}</p>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        {t(deletePageTexts.button)}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t(deletePageTexts.confirmTitle, { username: page.username })}
        confirmLabel={t(deletePageTexts.button)}
        cancelLabel={t(deletePageTexts.keep)}
        busy={remove.isPending}
        busyLabel={t(deletePageTexts.deleting)}
        danger
        onConfirm={() => remove.mutate()}
        onCancel={close}
      >
        <RecheckField id="delete-page-recheck" recheck={recheck} error={refusal} />
      </ConfirmDialog>
    </section>
  );
}
