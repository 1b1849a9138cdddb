import { productName } from "../../product";
import { LegalPage } from "./LegalPage";

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 November 2026">
      <p>
        This policy explains what personal data {productName} processes, why, and the choices you have. The operator
        named below is the controller of that data.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account data: e-mail address, username, a salted hash of your password, and verification state.</li>
        <li>Profile data you publish: avatar, bio and links, and how often each link is clicked (a count only).</li>
        <li>Billing data: our payment provider processes your card; we store only a customer reference and status.</li>
        <li>Operational logs: request paths, status codes and timing, kept for seven days to run the service.</li>
      </ul>
      <h2>What we do not do</h2>
      <p>
        We do not sell personal data, show ads, or put third-party trackers on public pages. Visitors of public pages
        load no cookies and no scripts from anyone else.
      </p>
      <h2>Cookies</h2>
      <p>
        One strictly necessary cookie keeps you signed in. It is HttpOnly, limited to this site, and expires after 30
        days or when you sign out.
      </p>
      <h2>Processors</h2>
      <p>
        We use a hosting and edge network provider, a card payment provider, and an e-mail delivery provider, each bound
        by a data processing agreement.
      </p>
      <h2>Your rights</h2>
      <p>
        You may access, correct, export or delete your data, object to processing, and complain to a supervisory
        authority. Deleting your account from the dashboard removes your profile, links and avatar at once.
      </p>
      <h2>Contact</h2>
    </LegalPage>
  );
}
