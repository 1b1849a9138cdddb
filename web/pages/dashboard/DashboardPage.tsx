// /dashboard (docs/product.md, "Dashboard"): the signed-in user's home. The profile editor's state wraps the
// page, so the top buttons, the cards and the Save button all see the same loaded profile and draft.
import { useCallback, useRef } from "react";
import { useAuth } from "../../auth/AuthProvider";
import { nearViewport, useStagedReveal } from "../../hooks/useStagedReveal";
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
import { NextCardOutline, ProfileCardSkeletons, ProfileLoadStatus } from "./ProfileLoadStatus";
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

/** The cards that follow the profile, in page order. */
const laterCards = [
  ["links", LinksCard],
  ["theme", ThemeCard],
  ["socials", SocialsCard],
  ["save", SaveChangesBar],
  ["qr", QrCard],
  ["analytics", LazyAnalyticsCard],
  ["security", SecurityCard],
] as const;
type Stage = (typeof laterCards)[number][0] | "preview";
/**
 * Revealed in this order, a task apart. A card waits while its outline is far below the viewport; the
 * preview, which stands beside the cards rather than below them (and on a narrow screen is only a
 * button until opened), comes first, so no card waiting holds it up.
 */
const stages: readonly Stage[] = ["preview", "links", "theme", "socials", "save", "qr", "analytics", "security"];

function Dashboard() {
  const { user } = useAuth();
  const { load } = useProfileEditor();
  const ready = load.status === "ready";
  const outline = useRef<HTMLDivElement | null>(null);
  const isDue = useCallback((stage: number) => stages[stage] === "preview" || nearViewport(outline.current), []);
  const revealed = useStagedReveal(stages.length, ready, isDue);
  const shown = (stage: Stage) => stages.indexOf(stage) < revealed;
  const cardsToCome = load.status === "loading" || (ready && laterCards.some(([stage]) => !shown(stage)));
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
          {laterCards
            .filter(([stage]) => shown(stage))
            .map(([stage, Card]) => (
              <Card key={stage} />
            ))}
          {/* The next card's outline holds its place until the card is shown. */}
          {cardsToCome && <NextCardOutline outlineRef={outline} />}
          <YourDataCard />
          <DeleteAccountSection />
        </div>
        {shown("preview") && <LivePreview />}
      </div>
    </div>
  );
}
