// The front door (docs/product.md, "Screens"): what LinkNest makes — a real public profile, live — a field to claim
// a name, and the way in for a guest or back to the dashboard for a signed-in user.
import { Link } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { readPreloadedConfig } from "../config/preloaded";
import { useHydrated } from "../hydration";
import { useWords } from "../i18n/I18nProvider";
import { productName } from "../product";
import { ClaimName } from "./home/ClaimName";
import { homeTexts } from "./home/home-texts";
import { Showcase } from "./home/Showcase";

export function HomePage() {
  const { user } = useAuth();
  const { t } = useWords();
  // Unknown (undefined) while prerendered at build and while that HTML is taken over: the showcase keeps
  // its frame until the config is read.
  const config = useHydrated() ? readPreloadedConfig() : null;
  const showcase = config ? config.showcaseUsername : undefined;
  return (
    <>
      <section className="hero hero--front">
        <div className="hero__intro">
          <h1>{productName}</h1>
          <p className="hero__tagline">{t(homeTexts.tagline)}</p>
          {user ? (
            <div className="hero__actions">
              <Link className="button button--primary" to="/dashboard">
                {t(homeTexts.goToDashboard)}
              </Link>
              {/* The public page is rendered by the server, so this is a full navigation. */}
              <a className="button" href={`/${encodeURIComponent(user.username)}`}>
                {t(homeTexts.myPublicPage)}
              </a>
            </div>
          ) : (
            <ClaimName />
          )}
        </div>
        <Showcase username={showcase} />
      </section>
      <section className="feature-grid" aria-label={t(homeTexts.whyProduct, { productName })}>
        <div className="card-page">
          <h2>{t(homeTexts.looksGoodTitle)}</h2>
          <p>{t(homeTexts.looksGoodBody)}</p>
        </div>
        <div className="card-page">
          <h2>{t(homeTexts.fastTitle)}</h2>
          <p>{t(homeTexts.fastBody)}</p>
        </div>
        <div className="card-page">
          <h2>{t(homeTexts.knowTitle)}</h2>
          <p>{t(homeTexts.knowBody)}</p>
        </div>
      </section>
    </>
  );
}
