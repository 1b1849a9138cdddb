// The referral programme on the dashboard (docs/product.md, "What it is and for whom"; the API reference): the user's referral link, to share, and how
// many people signed up with it: the caller's own, whichever page the dashboard works on. 'Copy referral link' in the toolbar copies the same link. The link is
// text that wraps, whole at any width, rather than a field that would cut it short.

import { useWords } from "../../i18n/I18nProvider";
import { referralTexts } from "./dashboard-texts";
import { useAccountProfile } from "./editor/profile-api";
import { referralLink } from "./share-links";

export function ReferralCard() {
  const saved = useAccountProfile();
  const { t } = useWords();
  if (!saved) return null;
  return (
    <section className="card-page dashboard-card referral-card" aria-labelledby="referral-card-title">
      <h2 id="referral-card-title">{t(referralTexts.title)}</h2>
      <p className="muted">{t(referralTexts.intro)}</p>
      <p>
        <span className="field__label">{t(referralTexts.link)}</span>
        <code className="referral-card__link">
          {saved.referralCode ? referralLink(window.location.origin, saved.referralCode) : ""}
        </code>
      </p>
      <p className="referral-card__count">{t(referralTexts.count, { count: saved.referralCount })}</p>
    </section>
  );
}
