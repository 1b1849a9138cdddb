// What an admin can do to one user (docs/product.md, "Roles"): suspend, unsuspend, override verification,
// resend verification, trigger a password reset, impersonate, open their billing portal, remove their
// custom domain. Suspending signs the user out everywhere and a removed domain stops serving at once, so
// both wait for a confirmation. Results are toasts; the server's msg is preferred, with the messages in
// contract/ when it sends none.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { apiRoutes, pathParams } from "../../../api/client";
import { externalNavigation } from "../../../api/external-navigation";
import { ApiError, failureOf } from "../../../api/queries";
import { forgetUserData, useAuth } from "../../../auth/AuthProvider";
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { useAdminSend } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import type { AdminUserRow } from "../admin-types";
import { usersTexts } from "./users-texts";

export type UserAction = "suspend" | "unsuspend" | "verify-override" | "resend-verification" | "trigger-password-reset";

const userRoute = apiRoutes.admin.users[":id"];

/** An answer that succeeded without what the next step needs (a token, a portal address). */
const incomplete = () => new ApiError({ ok: false, status: 200, error: { msg: "" }, networkError: false });

export function useUserActions(onChanged: () => void) {
  const { t } = useWords();
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
    mutationFn: ({ user, action, reason }: { user: AdminUserRow; action: UserAction; reason?: string }) => {
      const param = pathParams({ id: user._id });
      // A suspension carries the admin's reason, told to the owner and kept in the audit. Its route reads
      // the optional body itself, so the body is not one the client types: it goes as JSON by hand.
      return action === "suspend"
        ? adminSend(
            userRoute.suspend.$post(
              { param },
              {
                headers: { "Content-Type": "application/json" },
                init: { body: JSON.stringify(reason ? { reason } : {}) },
              },
            ),
          )
        : adminSend(userRoute[action].$post({ param }));
    },
    onError: (error) => toast.error(actionFailureText(failureOf(error), t(usersTexts.operationFailed))),
    onSuccess: (data) => {
      toast.success(data?.msg || t(usersTexts.operationDone));
      onChanged();
    },
  });

  // A token first, then using it swaps this browser's session for the target's.
  const impersonation = useMutation({
    mutationFn: async (user: AdminUserRow) => {
      const { token } = await adminSend(userRoute.impersonate.$post({ param: pathParams({ id: user._id }) }));
      if (!token) throw incomplete();
      return adminSend(apiRoutes.admin.impersonate.use.$post({ json: { token } }));
    },
    onError: (error) => toast.error(actionFailureText(failureOf(error), t(usersTexts.impersonateFailed))),
    onSuccess: async (data, user) => {
      // The session is the user's now: nothing the admin's read is kept, the dashboard asks for the
      // user's own data as it opens, and the auth state is re-read so the banner sees who we now are.
      forgetUserData(queryClient);
      navigate("/dashboard");
      await refresh();
      toast.info(data?.msg || t(usersTexts.nowViewingAs, { username: data?.username ?? user.username }));
    },
  });

  const portal = useMutation({
    mutationFn: async (user: AdminUserRow) => {
      const { url } = await adminSend(userRoute["billing-portal"].$post({ param: pathParams({ id: user._id }) }));
      if (!url) throw incomplete();
      return url;
    },
    onError: (error) => toast.error(actionFailureText(failureOf(error), t(usersTexts.portalFailed))),
    onSuccess: (url, user) => {
      setLeavingFor(user._id);
      externalNavigation.go(url);
    },
  });

  const domainRemoval = useMutation({
    mutationFn: (user: AdminUserRow) =>
      adminSend(userRoute["custom-domain"].$delete({ param: pathParams({ id: user._id }) })),
    onError: (error) => toast.error(actionFailureText(failureOf(error), t(usersTexts.operationFailed))),
    onSuccess: (data) => {
      toast.success(data?.msg || t(usersTexts.operationDone));
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
      await action.mutateAsync({ user: suspending, action: "suspend", reason: trimmed }).catch(() => {});
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
