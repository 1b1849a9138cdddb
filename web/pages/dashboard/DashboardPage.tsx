// /dashboard (product §2 "Dashboard"): the signed-in user's home. The profile editor's state wraps the
// page, so the top buttons, the cards and the Save button all see the same loaded profile and draft.
import { useAuth } from "../../auth/AuthProvider";
import { AvatarCard } from "./AvatarCard";
import { LazyAnalyticsCard } from "./analytics/LazyAnalyticsCard";
import { QrCard } from "./appearance/QrCard";
import { SocialsCard } from "./appearance/SocialsCard";
import { ThemeCard } from "./appearance/ThemeCard";
import { DashboardToolbar } from "./DashboardToolbar";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { YourDataCard } from "./data/YourDataCard";
import { ProfileEditorProvider, useProfileEditor } from "./editor/ProfileEditor";
import { LinksCard } from "./links/LinksCard";
import { SaveChangesBar } from "./links/SaveChangesBar";
import { ProfileCard } from "./ProfileCard";
import { LinksCardSkeleton, ProfileCardSkeletons, ProfileLoadStatus } from "./ProfileLoadStatus";
import { LivePreview } from "./preview/LivePreview";
import { ReferralCard } from "./ReferralCard";
import { SecurityCard } from "./security/SecurityCard";
import { SubscriptionPanel } from "./subscription/SubscriptionPanel";

export function DashboardPage() {
  return (
    <ProfileEditorProvider>
      <Dashboard />
    </ProfileEditorProvider>
  );
}

function Dashboard() {
  const { user } = useAuth();
  const { load } = useProfileEditor();
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <div>
          <h1>Dashboard</h1>
          <p className="muted">
            Signed in as <strong className="dashboard__username">{user?.username}</strong>
          </p>
        </div>
        <DashboardToolbar />
      </header>
      <ProfileLoadStatus />
      <div className="dashboard__body">
        <div className="dashboard__cards">
          {load.status === "ready" ? (
            <>
              <AvatarCard />
              <ProfileCard />
              <ReferralCard />
            </>
          ) : (
            load.status === "loading" && <ProfileCardSkeletons />
          )}
          {/* The subscription card loads its own status, so it does not wait for the profile. */}
          <SubscriptionPanel />
          {load.status === "ready" ? <LinksCard /> : load.status === "loading" && <LinksCardSkeleton />}
          {load.status === "ready" && (
            <>
              <ThemeCard />
              <SocialsCard />
              <SaveChangesBar />
              <QrCard />
              <LazyAnalyticsCard />
              <SecurityCard />
            </>
          )}
          <YourDataCard />
          <DeleteAccountSection />
        </div>
        {load.status === "ready" && <LivePreview />}
      </div>
    </div>
  );
}
