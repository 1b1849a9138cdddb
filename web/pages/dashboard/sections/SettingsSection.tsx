// /dashboard/settings (docs/product.md, "Dashboard" and "Accounts: the rules"): the account around the
// page — its custom domain, security (two-factor, passkeys, devices), the API tokens, its data (and bringing
// a page over from another service), referrals, and deleting it.
import { useDeferredValue } from "react";
import { CustomDomainCard } from "../custom-domain/CustomDomainCard";
import { DeleteAccountSection } from "../DeleteAccountSection";
import { YourDataCard } from "../data/YourDataCard";
import { useProfileLoadStatus } from "../editor/ProfileEditor";
import { CardOutline } from "../ProfileLoadStatus";
import { ReferralCard } from "../ReferralCard";
import { ApiTokensCard } from "../security/ApiTokensCard";
import { SecurityCard } from "../security/SecurityCard";

export function SettingsSection() {
  const status = useDeferredValue(useProfileLoadStatus());
  return (
    <div className="dashboard__cards">
      <CustomDomainCard />
      <SecurityCard />
      <ApiTokensCard />
      <YourDataCard />
      {status === "ready" ? <ReferralCard /> : status === "loading" && <CardOutline kind="referral" />}
      <DeleteAccountSection />
    </div>
  );
}
