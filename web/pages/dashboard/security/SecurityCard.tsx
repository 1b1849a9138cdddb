// The dashboard's Security card (docs/product.md, "Accounts: the rules"): two-factor authentication, passkeys and the
// signed-in devices. /admin sends an admin without a second factor here (/dashboard/settings#security).
import { useEffect, useRef } from "react";
import { useDeferredQuery } from "../../../api/queries";
import { LoadFailure } from "../../../components/LoadFailure";
import { useWords } from "../../../i18n/I18nProvider";
import { DevicesSection } from "./DevicesSection";
import { PasskeysSection } from "./PasskeysSection";
import { securityQueries } from "./security-queries";
import { securityTexts } from "./security-texts";
import { TwoFactorSection } from "./TwoFactorSection";

export function SecurityCard() {
  const status = useDeferredQuery(securityQueries.status);
  const ref = useRef<HTMLElement>(null);
  const { t } = useWords();
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
      <h2 id="security-card-title">{t(securityTexts.title)}</h2>
      <LoadFailure query={status} fallback={t(securityTexts.loadFailed)} />
      <TwoFactorSection status={status.data ?? null} />
      <PasskeysSection />
      <DevicesSection />
    </section>
  );
}
