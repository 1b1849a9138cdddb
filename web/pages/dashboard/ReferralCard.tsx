// The referral programme on the dashboard (docs/product.md, "What it is and for whom"; the API reference): the user's referral link, to share, and how
// many people signed up with it. 'Copy referral link' in the toolbar copies the same link. The link is
// text that wraps, whole at any width, rather than a field that would cut it short.
import { useProfileEditor } from "./editor/ProfileEditor";
import { referralLink } from "./share-links";

export function ReferralCard() {
  const { saved } = useProfileEditor();
  if (!saved) return null;
  return (
    <section className="card-page dashboard-card referral-card" aria-labelledby="referral-card-title">
      <h2 id="referral-card-title">Referrals</h2>
      <p className="muted">People who sign up through your link count as your referrals.</p>
      <p>
        <span className="field__label">Referral link</span>
        <code className="referral-card__link">
          {saved.referralCode ? referralLink(window.location.origin, saved.referralCode) : ""}
        </code>
      </p>
      <p className="referral-card__count">Referrals: {saved.referralCount}</p>
    </section>
  );
}
