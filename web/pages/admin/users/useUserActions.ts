// What an admin can do to one user (docs/product.md, "Roles"): suspend, unsuspend, override verification,
// resend verification, trigger a password reset, impersonate, open their billing portal, remove their
// custom domain. Suspending signs the user out everywhere and a removed domain stops serving at once, so
// both wait for a confirmation. Results are toasts; the server's msg is preferred, with the messages in
// contract/ when it sends none.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { externalNavigation } from "../../../api/external-navigation";
import { ApiError, failureOf } from "../../../api/queries";
import { forgetUserData, useAuth } from "../../../auth/AuthProvider";
import { useToast } from "../../../components/ToastProvider";
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { AdminUserRow, MessageBody } from "../admin-types";

export type UserAction = "suspend" | "unsuspend" | "verify-override" | "resend-verification" | "trigger-password-reset";

/** An answer that succeeded without what the next step needs (a token, a portal address). */
const incomplete = () => new ApiError({ ok: false, status: 200, error: { msg: "" }, networkError: false });

export function useUserActions(onChanged: () => void) {
  const adminSend = useAdminSend();
  const toast = useToast();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** The user whose suspension waits for the admin's confirmation. */
  const [suspending, setSuspending] = useState<AdminUserRow | null>(null);
  /** The reason the admin writes in the suspend dialog: told to the owner in their mail, kept in the audit. */
  const [suspensionReason, setSuspensionReason] = useState("");
  /** The user whose custom domain's removal waits for the admin's confirmation. */
  const [removingDomainOf, setRemovingDomainOf] = useState<AdminUserRow | null>(null);
  /** The user whose page the admin is looking at (UserPageDialog), suspended or not. */
  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  /** The user whose billing portal is opening: their buttons stay disabled until the page has gone. */
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  const action = useMutation({
    mutationFn: ({ user, action, json }: { user: AdminUserRow; action: UserAction; json?: unknown }) =>
      adminSend<MessageBody>(adminPaths.userAction(user._id, action), {
        method: "POST",
        ...(json === undefined ? {} : { json }),
      }),
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.operationFailed)),
    onSuccess: (data) => {
      toast.success(data?.msg || adminTexts.operationDone);
      onChanged();
    },
  });

  // A token first, then using it swaps this browser's session for the target's.
  const impersonation = useMutation({
    mutationFn: async (user: AdminUserRow) => {
      const { token } = await adminSend<{ token?: string }>(adminPaths.userAction(user._id, "impersonate"), {
        method: "POST",
      });
      if (!token) throw incomplete();
      return adminSend<MessageBody & { username?: string }>(adminPaths.impersonateUse, {
        method: "POST",
        json: { token },
      });
    },
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.impersonateFailed)),
    onSuccess: async (data, user) => {
      // The session is the user's now: nothing the admin's read is kept, the dashboard asks for the
      // user's own data as it opens, and the auth state is re-read so the banner sees who we now are.
      forgetUserData(queryClient);
      navigate("/dashboard");
      await refresh();
      toast.info(data?.msg || `Now viewing as ${data?.username ?? user.username}.`);
    },
  });

  const portal = useMutation({
    mutationFn: async (user: AdminUserRow) => {
      const { url } = await adminSend<{ url?: string }>(adminPaths.userAction(user._id, "billing-portal"), {
        method: "POST",
      });
      if (!url) throw incomplete();
      return url;
    },
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.portalFailed)),
    onSuccess: (url, user) => {
      setLeavingFor(user._id);
      externalNavigation.go(url);
    },
  });

  const domainRemoval = useMutation({
    mutationFn: (user: AdminUserRow) =>
      adminSend<MessageBody>(adminPaths.userAction(user._id, "custom-domain"), { method: "DELETE" }),
    onError: (error) => toast.error(actionFailureText(failureOf(error), adminTexts.operationFailed)),
    onSuccess: (data) => {
      toast.success(data?.msg || adminTexts.operationDone);
      onChanged();
    },
  });

  const busyId = action.isPending
    ? action.variables.user._id
    : domainRemoval.isPending
      ? domainRemoval.variables._id
      : impersonation.isPending
        ? impersonation.variables._id
        : portal.isPending
          ? portal.variables._id
          : leavingFor;

  return {
    busyId,
    run: (user: AdminUserRow, which: UserAction) => action.mutateAsync({ user, action: which }).catch(() => {}),
    impersonate: (user: AdminUserRow) => impersonation.mutate(user),
    billingPortal: (user: AdminUserRow) => portal.mutate(user),
    suspending,
    askToSuspend: (user: AdminUserRow) => {
      setSuspensionReason("");
      setSuspending(user);
    },
    suspensionReason,
    setSuspensionReason,
    confirmSuspend: async () => {
      if (!suspending) return;
      const trimmed = suspensionReason.trim();
      await action
        .mutateAsync({ user: suspending, action: "suspend", json: trimmed ? { reason: trimmed } : {} })
        .catch(() => {});
      setSuspending(null);
    },
    cancelSuspend: () => setSuspending(null),
    removingDomainOf,
    askToRemoveDomain: setRemovingDomainOf,
    confirmRemoveDomain: async () => {
      if (!removingDomainOf) return;
      await domainRemoval.mutateAsync(removingDomainOf).catch(() => {});
      setRemovingDomainOf(null);
    },
    cancelRemoveDomain: () => setRemovingDomainOf(null),
    viewing,
    viewPage: setViewing,
    closePage: () => setViewing(null),
  };
}
