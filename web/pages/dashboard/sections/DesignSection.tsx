// /dashboard/design (docs/product.md, "Making the page yours"): the page's theme and button colour, its
// social icons, how it shows in search and when shared, and its QR code, beside the live preview (the
// dashboard's frame). Every edit goes to the shared draft, saved with the page's other edits.
import { useDeferredValue } from "react";
import { QrCard } from "../appearance/QrCard";
import { SocialsCard } from "../appearance/SocialsCard";
import { ThemeCard } from "../appearance/ThemeCard";
import { EditableCards } from "../EditableCards";
import { useProfileLoadStatus } from "../editor/ProfileEditor";
import { SaveChangesBar } from "../links/SaveChangesBar";
import { CardOutline } from "../ProfileLoadStatus";
import { SearchSharingCard } from "../sharing/SearchSharingCard";

export function DesignSection() {
  const status = useDeferredValue(useProfileLoadStatus());
  if (status === "error") return null;
  return (
    <div className="dashboard__cards">
      {status === "ready" ? (
        <>
          <EditableCards>
            <ThemeCard />
            <SocialsCard />
            <SearchSharingCard />
            <SaveChangesBar />
          </EditableCards>
          <QrCard />
        </>
      ) : (
        <>
          <CardOutline kind="theme" />
          <CardOutline kind="socials" />
        </>
      )}
    </div>
  );
}
