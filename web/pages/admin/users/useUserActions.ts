// What an admin can do to one user (docs/product.md, "Roles"): suspend, unsuspend, override verification,
// resend verification, trigger a password reset, impersonate, open their billing portal. Suspending
// signs the user out everywhere, so it waits for a confirmation. Results are toasts; the server's msg
// is preferred, with the the messages in contract/ text when it sends none.
import { useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../../auth/AuthProvider";
import { useToast } from "../../../components/ToastProvider";
import { useAdminRequest } from "../AdminAccess";
import { actionFailureText } from "../admin-failure";
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { AdminUserRow, MessageBody } from "../admin-types";
import { externalNavigation } from "./external-navigation";

export type UserAction = "suspend" | "unsuspend" | "verify-override" | "resend-verification" | "trigger-password-reset";

export function useUserActions(onChanged: () => void) {
  const request = useAdminRequest();
  const toast = useToast();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  /** The user whose action is running; their buttons are disabled meanwhile. */
  const [busyId, setBusyId] = useState<string | null>(null);
  /** The user whose suspension waits for the admin's confirmation. */
  const [suspending, setSuspending] = useState<AdminUserRow | null>(null);

  async function run(user: AdminUserRow, action: UserAction) {
    setBusyId(user._id);
    const result = await request<MessageBody>(adminPaths.userAction(user._id, action), { method: "POST" });
    setBusyId(null);
    if (!result.ok) {
      toast.error(actionFailureText(result, adminTexts.operationFailed));
      return;
    }
    toast.success(result.data?.msg || adminTexts.operationDone);
    onChanged();
  }

  function askToSuspend(user: AdminUserRow) {
    setSuspending(user);
  }

  async function confirmSuspend() {
    if (!suspending) return;
    await run(suspending, "suspend");
    setSuspending(null);
  }

  function cancelSuspend() {
    setSuspending(null);
  }

  // A token first, then using it swaps this browser's session for the target's; the auth state is
  // re-read so the banner and the dashboard see who we now are.
  async function impersonate(user: AdminUserRow) {
    setBusyId(user._id);
    const start = await request<{ token?: string }>(adminPaths.userAction(user._id, "impersonate"), {
      method: "POST",
    });
    const token = start.ok ? start.data?.token : undefined;
    if (!token) {
      setBusyId(null);
      toast.error(start.ok ? adminTexts.impersonateFailed : actionFailureText(start, adminTexts.impersonateFailed));
      return;
    }
    const use = await request<MessageBody & { username?: string }>(adminPaths.impersonateUse, {
      method: "POST",
      json: { token },
    });
    if (!use.ok) {
      setBusyId(null);
      toast.error(actionFailureText(use, adminTexts.impersonateFailed));
      return;
    }
    await refresh();
    toast.info(use.data?.msg || `Now viewing as ${use.data?.username ?? user.username}.`);
    navigate("/dashboard");
  }

  async function billingPortal(user: AdminUserRow) {
    setBusyId(user._id);
    const result = await request<{ url?: string }>(adminPaths.userAction(user._id, "billing-portal"), {
      method: "POST",
    });
    const url = result.ok ? result.data?.url : undefined;
    if (!url) {
      setBusyId(null);
      toast.error(result.ok ? adminTexts.portalFailed : actionFailureText(result, adminTexts.portalFailed));
      return;
    }
    // The page is leaving; the buttons stay disabled until it has.
    externalNavigation.go(url);
  }

  return { busyId, run, impersonate, billingPortal, suspending, askToSuspend, confirmSuspend, cancelSuspend };
}
