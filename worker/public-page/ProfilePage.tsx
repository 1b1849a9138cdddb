// A public profile (product §2 "Public profile page", §11): the document around ProfileBody, with the
// owner's theme written into the inline stylesheet. No header; the footer holds only the branding link.

import { ProfileBody } from "#contract/page/profile-body";
import { themeColour, themeCss } from "#contract/page/theme-css";
import type { PublicProfile } from "#contract/types";
import { Document } from "./Document";
import { ReportControl } from "./ReportControl";

export { avatarInitial } from "#contract/page/profile-body";

export type ProfilePageProps = {
  profile: PublicProfile;
  /** The app's origin: the avatar's shared picture is there. */
  appUrl: string;
  /** The page's canonical address (page.tsx): its custom domain's, when it has an active one. */
  canonicalUrl: string;
  /** Where links into the app start: nothing on the app's own host, its origin on a custom domain. */
  appLinks: string;
  appName: string;
  nonce: string;
  /** The visitor passed the sensitive-content interstitial this visit: 18+ links open directly. */
  sensitiveConsent?: boolean;
};

/** A one-line summary for search results and link previews. */
function summary(profile: PublicProfile, appName: string): string {
  const bio = profile.bio.replace(/\s+/g, " ").trim();
  if (!bio) return `@${profile.username} on ${appName}`;
  return bio.length > 160 ? `${bio.slice(0, 157)}…` : bio;
}

export function ProfilePage({
  profile,
  appUrl,
  canonicalUrl,
  appLinks,
  appName,
  nonce,
  sensitiveConsent = false,
}: ProfilePageProps) {
  const base = appUrl.replace(/\/+$/, "");
  // Only the app's own uploads can be shown under the page's img-src 'self'.
  const avatar = profile.avatar?.startsWith("/uploads/") ? profile.avatar : null;
  return (
    <Document
      nonce={nonce}
      title={`@${profile.username} | ${appName}`}
      description={summary(profile, appName)}
      canonicalUrl={canonicalUrl}
      imageUrl={avatar ? `${base}${avatar}` : null}
      username={profile.username}
      themeCss={themeCss(profile.theme)}
      themeColour={themeColour(profile.theme)}
    >
      <ReportControl username={profile.username} />
      <ProfileBody profile={profile} avatar={avatar} sensitiveConsent={sensitiveConsent} appLinks={appLinks} />
    </Document>
  );
}
