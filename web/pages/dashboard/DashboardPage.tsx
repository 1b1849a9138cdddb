// /dashboard (docs/product.md, "Dashboard"): the signed-in user's home. The profile editor's state wraps the
// page, so the top buttons, the cards and the Save button all see the same loaded profile and draft.
// Every card is in the document once the profile has loaded; the heavy parts (the analytics card's
// chart, the preview's frame) arrive as chunks of their own behind placeholders that hold their place.
import { useDeferredValue } from "react";
import { useAuth } from "../../auth/AuthProvider";
import { AvatarCard } from "./AvatarCard";
import { LazyAnalyticsCard } from "./analytics/LazyAnalyticsCard";
import { QrCard } from "./appearance/QrCard";
import { SocialsCard } from "./appearance/SocialsCard";
import { ThemeCard } from "./appearance/ThemeCard";
import { AudienceCard } from "./audience/AudienceCard";
import { CustomDomainCard } from "./custom-domain/CustomDomainCard";
import { DashboardToolbar } from "./DashboardToolbar";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { YourDataCard } from "./data/YourDataCard";
import { EarnCard } from "./earn/EarnCard";
import { ProfileEditorProvider, useProfileLoadStatus } from "./editor/ProfileEditor";
import { LinksCard } from "./links/LinksCard";
import { SaveChangesBar } from "./links/SaveChangesBar";
import { ProfileCard } from "./ProfileCard";
import { LinksCardOutline, ProfileCardSkeletons, ProfileLoadStatus } from "./ProfileLoadStatus";
import { LivePreview } from "./preview/LivePreview";
import { ReferralCard } from "./ReferralCard";
import { ApiTokensCard } from "./security/ApiTokensCard";
import { SecurityCard } from "./security/SecurityCard";
import { SearchSharingCard } from "./sharing/SearchSharingCard";
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
  // The cards come with the profile in one render, which React makes in the background, yielding to the
  // browser as it goes: an owner's input is answered meanwhile, and the outlines stay until it is done.
  // The page reads the load's status alone, so an edit re-renders only the cards that show the draft.
  const status = useDeferredValue(useProfileLoadStatus());
  const ready = status === "ready";
  const loading = status === "loading";
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
        {/* First in the document: on a phone its toggle heads the cards rather than floating over them. */}
        <LivePreview />
        <div className="dashboard__cards">
          {ready && (
            <>
              <AvatarCard />
              <ProfileCard />
              <ReferralCard />
            </>
          )}
          {loading && <ProfileCardSkeletons />}
          {/* The subscription and custom domain cards read their own data, so they do not wait for the profile. */}
          <SubscriptionPanel />
          <CustomDomainCard />
          {ready && (
            <>
              <LinksCard />
              <ThemeCard />
              <SocialsCard />
              <SearchSharingCard />
              <SaveChangesBar />
              <QrCard />
              <LazyAnalyticsCard />
              <AudienceCard />
              <EarnCard />
              <SecurityCard />
              <ApiTokensCard />
            </>
          )}
          {loading && <LinksCardOutline />}
          {/* Neither needs the profile: they are there even when it cannot be loaded. */}
          <YourDataCard />
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  );
}
