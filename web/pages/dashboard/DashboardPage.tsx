// /dashboard (product §2 "Dashboard"): the signed-in user's home. The profile editor's state wraps the
// page, so the top buttons, the cards and the Save button all see the same loaded profile and draft.
import { useAuth } from "../../auth/AuthProvider";
import { useStagedReveal } from "../../hooks/useStagedReveal";
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

/** The cards that follow the profile, in page order, each revealed a task after the one before. */
const laterCards = [
  ["links", LinksCard],
  ["theme", ThemeCard],
  ["socials", SocialsCard],
  ["save", SaveChangesBar],
  ["qr", QrCard],
  ["analytics", LazyAnalyticsCard],
  ["security", SecurityCard],
] as const;
/** The preview, beside the cards, is revealed between the last two of them. */
const previewStage = laterCards.length - 1;
/** The stages: one per card, and the preview's. */
const stages = laterCards.length + 1;

function Dashboard() {
  const { user } = useAuth();
  const { load } = useProfileEditor();
  const ready = load.status === "ready";
  const revealed = useStagedReveal(stages, ready);
  // How many of the later cards are shown: the preview's stage comes before the last card's.
  const cardsShown = revealed > previewStage ? revealed - 1 : revealed;
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
          {ready ? (
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
          {/* The links card's outline holds its place until the card is shown. */}
          {(load.status === "loading" || (ready && revealed === 0)) && <LinksCardSkeleton />}
          {laterCards.slice(0, cardsShown).map(([name, Card]) => (
            <Card key={name} />
          ))}
          <YourDataCard />
          <DeleteAccountSection />
        </div>
        {revealed > previewStage && <LivePreview />}
      </div>
    </div>
  );
}
