// The dashboard (docs/product.md, "Dashboard"): a frame of sections, each a screen of its own with its
// own address, title and heading (contract/screens.ts), drawn inside it, for the page the address names
// (./current-page.tsx). The frame holds what the sections share: the profile editor's state for that page
// (one draft, so unsaved edits survive moving between sections; another page starts its own), the
// navigation, the page switcher, the section's heading with the top buttons, what the caller's role on
// the page allows, the save bar wherever the draft has unsaved edits, and the question before leaving the
// page or the dashboard with them. A person who opened an invitation while signed out is sent back to it
// from here, once (../invitation/kept-invitation.ts).
import { Outlet, useBlocker, useLocation } from "react-router";
import { dashboardPath, dashboardSections, type ScreenPath, screenPath, sectionAt } from "#contract/screens";
import { useAuth } from "../../auth/AuthProvider";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useUnsavedChangesWarning } from "../../hooks/useUnsavedChangesWarning";
import { useWords } from "../../i18n/I18nProvider";
import { appTexts, screenTitle } from "../../i18n/screen-texts";
import { useKeptInvitation } from "../invitation/kept-invitation";
import { CurrentPageProvider, pageIdIn, useCallerPages, useCurrentPage } from "./current-page";
import { DashboardNav } from "./DashboardNav";
import { DashboardToolbar } from "./DashboardToolbar";
import { leaveTexts } from "./dashboard-texts";
import { ProfileEditorProvider, useProfileEditor } from "./editor/ProfileEditor";
import { SaveChangesBar } from "./links/SaveChangesBar";
import { PageRoleNote } from "./PageRoleNote";
import { PageSwitcher } from "./PageSwitcher";
import { ProfileLoadStatus } from "./ProfileLoadStatus";
import { LivePreview } from "./preview/LivePreview";

/**
 * The sections that edit the page itself: the live preview stands beside their cards, and each puts the
 * save bar below the cards it saves (sections/). Elsewhere the frame shows the bar while the draft has
 * unsaved edits.
 */
const pageEditingSections: readonly ScreenPath[] = [dashboardPath, "/dashboard/design"];

export function DashboardLayout() {
  useKeptInvitation();
  return (
    <CurrentPageProvider>
      <PageEditor />
    </CurrentPageProvider>
  );
}

/** One editor per page: switching pages drops the other page's draft (after asking) and reads this one's. */
function PageEditor() {
  const { id } = useCurrentPage();
  return (
    <ProfileEditorProvider key={id}>
      <DashboardFrame />
    </ProfileEditorProvider>
  );
}

function DashboardFrame() {
  const { user } = useAuth();
  const path = screenPath(useLocation().pathname);
  const section = sectionAt(path) ?? dashboardSections[0];
  const { t } = useWords();
  const editsPage = pageEditingSections.some((editing) => editing === path);
  return (
    <div className="dashboard">
      <DashboardNav />
      <div className="dashboard__main">
        <header className="dashboard__header">
          <div>
            <h1>{section && screenTitle(t, section.path)}</h1>
            <p className="muted">
              {t(appTexts.signedInAs)} <strong className="dashboard__username">{user?.username}</strong>
            </p>
          </div>
          <div className="dashboard__header-tools">
            <PageSwitcher />
            {/* On every section: the page's address to share, and signing out, are never a section away. */}
            <DashboardToolbar />
          </div>
        </header>
        <PageRoleNote />
        <ProfileLoadStatus />
        <div className={`dashboard__body${editsPage ? " dashboard__body--editor" : ""}`}>
          {/* First in the document: on a phone its toggle heads the cards rather than floating over them. */}
          {editsPage && <LivePreview />}
          <div className="dashboard__section">
            <Outlet />
            {!editsPage && <UnsavedEditsBar />}
          </div>
        </div>
      </div>
      <LeaveWithUnsavedEdits />
    </div>
  );
}

/** Save changes on a section that does not edit the page, while the draft has unsaved edits. */
function UnsavedEditsBar() {
  const { dirty } = useProfileEditor();
  return dirty ? <SaveChangesBar /> : null;
}

/**
 * Leaving the page or the dashboard with unsaved edits asks first: an in-app link, the page switcher, back
 * or forward (the router holds the navigation) and a reload, closing the tab or a typed address (the
 * browser's own prompt). Moving between the dashboard's sections on the same page keeps the draft, so it
 * asks nothing.
 */
function LeaveWithUnsavedEdits() {
  const { dirty } = useProfileEditor();
  const page = useCurrentPage();
  const { accountPage } = useCallerPages();
  useUnsavedChangesWarning(dirty);
  const { t } = useWords();
  const blocker = useBlocker(
    ({ nextLocation }) =>
      dirty &&
      (sectionAt(nextLocation.pathname) === undefined || (pageIdIn(nextLocation.search) ?? accountPage.id) !== page.id),
  );
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t(leaveTexts.title)}
      confirmLabel={t(leaveTexts.confirm)}
      cancelLabel={t(leaveTexts.keepEditing)}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p className="muted">{t(leaveTexts.body)}</p>
    </ConfirmDialog>
  );
}
