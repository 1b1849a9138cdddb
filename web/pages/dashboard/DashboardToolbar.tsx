// The dashboard's top buttons (docs/product.md, "Screens"): View public page (new tab), Copy link, Copy referral link and
// Sign out. The links come from the loaded profile; until it is there the copy buttons say so.
import { useState } from "react";
import { useAuth } from "../../auth/AuthProvider";
import { useSignedInExit } from "../../components/RouteGuards";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useWords } from "../../i18n/I18nProvider";
import { useCurrentPage } from "./current-page";
import { toolbarTexts } from "./dashboard-texts";
import { useProfileEditor } from "./editor/ProfileEditor";
import { useAccountProfile } from "./editor/profile-api";
import { setFirstRunMark } from "./first-run/first-run-storage";
import { publicPagePath, referralLink } from "./share-links";

export function DashboardToolbar() {
  const { logout } = useAuth();
  const exitTo = useSignedInExit();
  const { saved } = useProfileEditor();
  const account = useAccountProfile();
  const copy = useCopyToClipboard();
  const { t } = useWords();
  const [signingOut, setSigningOut] = useState(false);
  // The saved username is the one the public page answers to; the list of pages names it until then.
  const page = useCurrentPage();
  const username = saved?.username || page.username;

  async function signOut() {
    setSigningOut(true);
    // Once logout() has cleared the user (it does even when the server call fails, docs/product.md, "Accounts: the rules"), the
    // guard takes the user home.
    exitTo("/");
    await logout();
  }

  return (
    <div className="dashboard__toolbar">
      {/* The public page is rendered by the worker, not the SPA: a plain link, not a router link. */}
      <a
        className="button"
        href={publicPagePath(username)}
        target="_blank"
        rel="noopener"
        onClick={() => setFirstRunMark("shared", username)}
      >
        {t(toolbarTexts.viewPublicPage)}
      </a>
      <button
        type="button"
        className="button"
        onClick={() => {
          if (saved?.username) setFirstRunMark("shared", saved.username);
          void copy(saved?.username && `${window.location.origin}${publicPagePath(saved.username)}`, {
            copied: t(toolbarTexts.linkCopied),
            notReady: t(toolbarTexts.usernameNotLoaded),
          });
        }}
      >
        {t(toolbarTexts.copyLink)}
      </button>
      <button
        type="button"
        className="button"
        onClick={() =>
          copy(account?.referralCode && referralLink(window.location.origin, account.referralCode), {
            copied: t(toolbarTexts.referralCopied),
            notReady: t(toolbarTexts.referralNotReady),
          })
        }
      >
        {t(toolbarTexts.copyReferralLink)}
      </button>
      <button type="button" className="button" onClick={signOut} disabled={signingOut}>
        {signingOut ? t(toolbarTexts.signingOut) : t(toolbarTexts.signOut)}
      </button>
    </div>
  );
}
