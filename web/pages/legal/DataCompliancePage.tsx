import { productName } from "../../product";
import { LegalPage } from "./LegalPage";

export function DataCompliancePage() {
  return (
    <LegalPage path="/data-compliance" updated="2026-11-01">
      <p>
        This page summarises how {productName} meets its obligations under the GDPR and comparable data protection laws.
      </p>
      <h2>Legal bases</h2>
      <ul>
        <li>Contract: running your account, public page and subscription.</li>
        <li>Legitimate interest: security, abuse prevention and short-lived operational logs.</li>
        <li>Legal obligation: keeping billing records for as long as tax law requires.</li>
      </ul>
      <h2>Retention</h2>
      <ul>
        <li>Account and profile data: until you delete your account.</li>
        <li>Verification and password reset links: at most 24 hours, single use.</li>
        <li>Request and error logs: 7 days.</li>
        <li>Billing records: as required by law, held by our payment provider.</li>
      </ul>
      <h2>Security</h2>
      <p>
        Passwords are stored with scrypt, sessions are random tokens stored only as hashes, all traffic is encrypted in
        transit, and access to production data is limited to administrators and audited.
      </p>
      <h2>International transfers</h2>
      <p>
        Our providers may process data outside your country under Standard Contractual Clauses or an adequacy decision.
      </p>
      <h2>Requests</h2>
      <p>Send access, export or deletion requests to the address below. We answer within 30 days.</p>
    </LegalPage>
  );
}
