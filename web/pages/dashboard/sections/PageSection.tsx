// /dashboard (docs/product.md, "Dashboard"): the page itself — avatar, profile, links with Save changes,
// the plan and the delete account action — beside the live preview (the dashboard's frame). Its cards
// come with the profile; until then their outlines hold their places, so nothing moves when they arrive.
import { useDeferredValue } from "react";
import { AvatarCard } from "../AvatarCard";
import { isOwner, useCurrentPage } from "../current-page";
import { DeleteAccountSection } from "../DeleteAccountSection";
import { EditableCards } from "../EditableCards";
import { useProfileLoadStatus } from "../editor/ProfileEditor";
import { FirstRunChecklist } from "../first-run/FirstRunChecklist";
import { LinksCard } from "../links/LinksCard";
import { SaveChangesBar } from "../links/SaveChangesBar";
import { ProfileCard } from "../ProfileCard";
import { CardOutline } from "../ProfileLoadStatus";
import { SubscriptionPanel } from "../subscription/SubscriptionPanel";

export function PageSection() {
  // The cards come with the profile in one render, which React makes in the background, yielding to the
  // browser as it goes: an owner's input is answered meanwhile, and the outlines stay until it is done.
  const status = useDeferredValue(useProfileLoadStatus());
  const owner = isOwner(useCurrentPage().role);
  return (
    <div className="dashboard__cards">
      {status === "ready" ? (
        <>
          <FirstRunChecklist />
          <EditableCards>
            <AvatarCard />
          </EditableCards>
          {/* It holds the caller's own e-mail too: it locks its page's fields itself. */}
          <ProfileCard />
          <EditableCards>
            <LinksCard />
            <SaveChangesBar />
          </EditableCards>
        </>
      ) : (
        status === "loading" && (
          <>
            <CardOutline kind="avatar" />
            <CardOutline kind="profile" />
            <CardOutline kind="links" />
          </>
        )
      )}
      {/* The plan reads its own data, so it does not wait for the profile. It is the owner's to manage. */}
      {owner && <SubscriptionPanel />}
      <DeleteAccountSection />
    </div>
  );
}
