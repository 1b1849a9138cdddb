import { productName } from "../../product";
import { LegalPage } from "./LegalPage";

export function PrivacyPage() {
  return (
    <LegalPage path="/privacy" updated="2026-11-24">
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
      <h2>Analytics of public pages</h2>
      <p>
        Owners see how their public page is used. For each page and day we count views, unique visitors and clicks on
        each link, and for views and clicks where the visit came from (the referring site's name or the link's
        utm_source), the visitor's country and the kind of device (mobile, tablet or desktop). Only these daily counts
        are stored: kept 30 days for free accounts and a year for Pro accounts, and deleted with the account.
      </p>
      <p>
        Not counted: the owner's own visits while signed in, link previews in apps, search engine crawlers and browser
        prefetches. Never collected: no tracking cookie is set on public pages and no visitor's IP address, browser
        details or browsing across sites is stored. To count a visitor once a day, a one-way keyed hash of the day, the
        page, the IP address and the browser's User-Agent is kept until the day ends; the key is random, changes every
        day and is deleted with the day, so the hash cannot be traced back to anyone.
      </p>
      <h2>Reports</h2>
      <p>
        A report about a page keeps the reason, the details and, if you give one, your e-mail address, used only to tell
        you the outcome. To fold repeated reports into one, a one-way hash of the page and your IP address is kept until
        the report is resolved; the address itself is never stored.
      </p>
      <h2>What we do not do</h2>
      <p>
        We do not sell personal data, show ads, or put third-party trackers on public pages. Visitors of public pages
        load no cookies and no scripts from anyone else.
      </p>
      <h2>Cookies</h2>
      <p>
        One strictly necessary cookie keeps you signed in. It is HttpOnly, limited to this site, and expires after 30
        days or when you sign out. When you choose to continue past a sensitive-content notice, a second cookie
        remembers that choice until you close the browser.
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
