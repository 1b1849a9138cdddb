// A public profile (product §2 "Public profile page"): avatar or initial, handle, bio, the links in order
// and, unless a Pro owner hid it, the branding footer. No header; the footer holds only that link.
import { brandingText } from "#contract/profile-schemas";
import type { PublicProfile } from "#contract/types";
import { Document } from "./Document";
import { ReportControl } from "./ReportControl";

export type ProfilePageProps = {
  profile: PublicProfile;
  appUrl: string;
  appName: string;
  nonce: string;
  /** The visitor passed the sensitive-content interstitial this visit: 18+ links open directly. */
  sensitiveConsent?: boolean;
};

/** product §4: the uppercase initial of the username, or "?" when there is none. */
export function avatarInitial(username: string): string {
  return username.charAt(0).toUpperCase() || "?";
}

/** A one-line summary for search results and link previews. */
function summary(profile: PublicProfile, appName: string): string {
  const bio = profile.bio.replace(/\s+/g, " ").trim();
  if (!bio) return `@${profile.username} on ${appName}`;
  return bio.length > 160 ? `${bio.slice(0, 157)}…` : bio;
}

export function ProfilePage({ profile, appUrl, appName, nonce, sensitiveConsent = false }: ProfilePageProps) {
  const base = appUrl.replace(/\/+$/, "");
  // Only the app's own uploads can be shown under the page's img-src 'self'.
  const avatar = profile.avatar?.startsWith("/uploads/") ? profile.avatar : null;
  return (
    <Document
      nonce={nonce}
      title={`@${profile.username} | ${appName}`}
      description={summary(profile, appName)}
      canonicalUrl={`${base}/${encodeURIComponent(profile.username)}`}
      imageUrl={avatar ? `${base}${avatar}` : null}
      username={profile.username}
    >
      <ReportControl username={profile.username} />
      <main>
        <article className="page">
          {/* The initial is drawn behind the picture, so a picture that fails uncovers it. */}
          <div className="avatar" aria-hidden="true">
            {avatarInitial(profile.username)}
            {avatar ? <img src={avatar} alt="" width={96} height={96} /> : null}
          </div>
          <h1>{`@${profile.username}`}</h1>
          {profile.bio ? <p>{profile.bio}</p> : null}
          {profile.links.length > 0 ? (
            <ul className="links">
              {profile.links.map((link, index) => (
                // Titles and urls may repeat; the position is what identifies a link.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is static server output.
                <li key={index}>
                  <a
                    // An 18+ link opens its own interstitial first (public-page/sensitive-gate.tsx).
                    href={link.sensitive && !sensitiveConsent ? `?link=${index}` : link.url}
                    rel="noopener nofollow ugc"
                    data-i={index}
                  >
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </article>
      </main>
      {profile.showBranding ? (
        <footer>
          <a href={`/signup?ref=${encodeURIComponent(profile.referralCode)}`}>{brandingText}</a>
        </footer>
      ) : null}
    </Document>
  );
}
