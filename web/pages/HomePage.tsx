// The front door (docs/product.md, "Screens"): what LinkNest makes — a real public profile, live — a field to claim
// a name, and the way in for a guest or back to the dashboard for a signed-in user.
import { Link } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { readPreloadedConfig } from "../config/preloaded";
import { useHydrated } from "../hydration";
import { productName, productTagline } from "../product";
import { ClaimName } from "./home/ClaimName";
import { Showcase } from "./home/Showcase";

export function HomePage() {
  const { user } = useAuth();
  // Unknown (undefined) while prerendered at build and while that HTML is taken over: the showcase keeps
  // its frame until the config is read.
  const config = useHydrated() ? readPreloadedConfig() : null;
  const showcase = config ? config.showcaseUsername : undefined;
  return (
    <>
      <section className="hero hero--front">
        <div className="hero__intro">
          <h1>{productName}</h1>
          <p className="hero__tagline">{productTagline}</p>
          {user ? (
            <div className="hero__actions">
              <Link className="button button--primary" to="/dashboard">
                Go to dashboard
              </Link>
              {/* The public page is rendered by the server, so this is a full navigation. */}
              <a className="button" href={`/${encodeURIComponent(user.username)}`}>
                My public page
              </a>
            </div>
          ) : (
            <ClaimName />
          )}
        </div>
        <Showcase username={showcase} />
      </section>
      <section className="feature-grid" aria-label="Why LinkNest">
        <div className="card-page">
          <h2>Looks good by default</h2>
          <p>A calm, dark page with your avatar, a short bio and your links. Nothing to design.</p>
        </div>
        <div className="card-page">
          <h2>Fast everywhere</h2>
          <p>Your page is rendered at the edge in a single small response, close to every visitor.</p>
        </div>
        <div className="card-page">
          <h2>Know what works</h2>
          <p>See how often each link is clicked, reorder them in seconds, and share one address.</p>
        </div>
      </section>
    </>
  );
}
