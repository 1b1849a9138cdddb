import { productName } from "../../product";
import { LegalPage } from "./LegalPage";

export function TermsPage() {
  return (
    <LegalPage path="/tos" updated="2026-11-01">
      <p>
        These terms govern your use of {productName}, a service for publishing a single public page with your profile
        and links. By creating an account you agree to them.
      </p>
      <h2>1. Your account</h2>
      <p>
        You must give a valid e-mail address and keep your password secret. You are responsible for what happens under
        your account. You must be at least 16 years old, or the age of digital consent where you live.
      </p>
      <h2>2. Your content</h2>
      <p>
        You keep every right to the avatar, bio and links you publish. You grant us the licence needed to host and show
        them on your public page. You must not publish content that is unlawful, deceptive, infringes others' rights, or
        links to malware, phishing or sexual content involving minors.
      </p>
      <h2>3. Pro subscriptions</h2>
      <p>
        Pro is billed monthly in advance through our payment provider. The Founding Member price stays the same for as
        long as your subscription stays active. You can cancel at any time from your dashboard; you keep Pro until the
        end of the period you paid for, and no partial refunds are made unless the law requires them.
      </p>
      <h2>4. Suspension and termination</h2>
      <p>
        We may suspend accounts that break these terms or put others at risk, and we will tell you why unless the law
        forbids it. You may delete your account at any time from the dashboard; deletion is immediate and permanent.
      </p>
      <h2>5. Availability and liability</h2>
      <p>
        We work hard to keep {productName} available and fast, but we provide it as it is. To the extent the law allows,
        we are not liable for indirect losses, and our total liability is limited to what you paid us in the twelve
        months before the claim.
      </p>
      <h2>6. Changes</h2>
      <p>
        We will announce material changes to these terms by e-mail at least 30 days before they take effect. Using the
        service after that date means you accept the new terms.
      </p>
      <h2>7. Contact</h2>
    </LegalPage>
  );
}
