// What a member (an editor or a viewer) sees in place of the owner's Members card: what they are to the
// page, and "Leave this page" behind a confirmation. Leaving names the caller's own membership as `me`,
// so it needs no member list, which only the owner may read.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { MemberRole, PageListItem } from "#contract/pages";
import { dataOf, errorMessage } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { pagesQuery } from "../current-page";
import { membersApi } from "./members-api";
import { membersTexts as texts } from "./members-texts";

export function LeavePageCard({ page }: { page: PageListItem & { role: MemberRole } }) {
  const { t } = useWords();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const named = { page: page.username };
  const leave = useMutation({ mutationFn: () => dataOf(membersApi.leave(page.id)) });
  return (
    <section className="card-page dashboard-card members-card" aria-labelledby="leave-title">
      <h2 id="leave-title">{t(texts.leaveTitle)}</h2>
      <p>{t(texts.youAre, { ...named, owner: page.owner.username, role: page.role })}</p>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        {t(texts.leave)}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t(texts.leaveQuestion, named)}
        confirmLabel={t(texts.leaveConfirm)}
        cancelLabel={t(texts.stay)}
        busy={leave.isPending}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              toast.success(t(texts.left, named));
              // The page is no longer the account's: off to the primary page, then the list is read anew.
              navigate("/dashboard");
              void queryClient.invalidateQueries({ queryKey: pagesQuery.queryKey });
            },
            onError: (error) => toast.error(errorMessage(error, t(texts.leaveFailed))),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{t(texts.leaveBody)}</p>
      </ConfirmDialog>
    </section>
  );
}
