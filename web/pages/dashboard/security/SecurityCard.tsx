// The dashboard's Security card (docs/product.md, "Accounts: the rules"): two-factor authentication, passkeys and the
// signed-in devices. /admin sends an admin without a second factor here (#security).
import { useEffect, useRef } from "react";
import type { SecondFactorStatus } from "#contract/security";
import { DevicesSection } from "./DevicesSection";
import { PasskeysSection } from "./PasskeysSection";
import { TwoFactorSection } from "./TwoFactorSection";
import { useSecurityResource } from "./useSecurityResource";

export function SecurityCard() {
  const status = useSecurityResource<SecondFactorStatus>("/api/2fa", "Could not load your security settings.");
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === "#security") ref.current?.scrollIntoView();
  }, []);

  return (
    <section
      ref={ref}
      id="security"
      className="card-page dashboard-card security"
      aria-labelledby="security-card-title"
    >
      <h2 id="security-card-title">Security</h2>
      {status.error && <p className="field__error">{status.error}</p>}
      <TwoFactorSection status={status.data} onChange={status.reload} />
      <PasskeysSection onChange={status.reload} />
      <DevicesSection />
    </section>
  );
}
