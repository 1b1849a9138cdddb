// /dashboard/settings (docs/product.md, "Dashboard" and "Accounts: the rules"): the page's custom domain and,
// for a page other than the primary one, deleting it — the owner's alone — and the caller's own account
// around it: security (two-factor, passkeys, devices), the API tokens, its data (and bringing a page over
// from another service), referrals, and deleting it.
import { useDeferredValue } from "react";
import { isOwner, useCurrentPage } from "../current-page";
import { CustomDomainCard } from "../custom-domain/CustomDomainCard";
import { DeleteAccountSection } from "../DeleteAccountSection";
import { DeletePageSection } from "../DeletePageSection";
import { YourDataCard } from "../data/YourDataCard";
import { useProfileLoadStatus } from "../editor/ProfileEditor";
import { CardOutline } from "../ProfileLoadStatus";
import { ReferralCard } from "../ReferralCard";
import { ApiTokensCard } from "../security/ApiTokensCard";
import { SecurityCard } from "../security/SecurityCard";

export function SettingsSection() {
  const status = useDeferredValue(useProfileLoadStatus());
  const page = useCurrentPage();
  const owner = isOwner(page.role);
  return (
    <div className="dashboard__cards">
      {owner && <CustomDomainCard />}
      <SecurityCard />
      <ApiTokensCard />
      <YourDataCard />
      {status === "ready" ? <ReferralCard /> : status === "loading" && <CardOutline kind="referral" />}
      {owner && !page.primary && <DeletePageSection />}
      <DeleteAccountSection />
    </div>
  );
}
