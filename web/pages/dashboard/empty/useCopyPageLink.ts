// Copying the owner's public page address (docs/product.md, "Dashboard"): the first step of every card that
// waits for visitors, and the first-run checklist's "Share your link", which it ticks.
import { useAuth } from "../../../auth/AuthProvider";
import { useCopyToClipboard } from "../../../hooks/useCopyToClipboard";
import { useWords } from "../../../i18n/I18nProvider";
import { toolbarTexts } from "../dashboard-texts";
import { setFirstRunMark } from "../first-run/first-run-storage";
import { publicPagePath } from "../share-links";

export function useCopyPageLink(): () => void {
  const username = useAuth().user?.username ?? "";
  const copy = useCopyToClipboard();
  const { t } = useWords();
  return () => {
    if (username) setFirstRunMark("shared", username);
    void copy(username ? `${window.location.origin}${publicPagePath(username)}` : null, {
      copied: t(toolbarTexts.linkCopied),
      notReady: t(toolbarTexts.usernameNotLoaded),
    });
  };
}
