// Copying the owner's public page address (docs/product.md, "Dashboard"): the first step of every card that
// waits for visitors, and the first-run checklist's "Share your link", which it ticks.
import { useAuth } from "../../../auth/AuthProvider";
import { useCopyToClipboard } from "../../../hooks/useCopyToClipboard";
import { toolbarMessages } from "../DashboardToolbar";
import { setFirstRunMark } from "../first-run/first-run-storage";
import { publicPagePath } from "../share-links";

export function useCopyPageLink(): () => void {
  const username = useAuth().user?.username ?? "";
  const copy = useCopyToClipboard();
  return () => {
    if (username) setFirstRunMark("shared", username);
    void copy(username ? `${window.location.origin}${publicPagePath(username)}` : null, {
      copied: toolbarMessages.linkCopied,
      notReady: toolbarMessages.usernameNotLoaded,
    });
  };
}

/** The button of that step, wherever it is offered. */
export const copyPageLinkLabel = "Copy your link";
