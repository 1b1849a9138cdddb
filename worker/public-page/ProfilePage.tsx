// A public profile (docs/product.md, "The public page" and "Making the page yours"): the document around ProfileBody, with the
// owner's theme written into the inline stylesheet. No header; the footer holds only the branding link.

import { ProfileBody } from "#contract/page/profile-body";
import { themeColour, themeCss } from "#contract/page/theme-css";
import type { PublicProfile } from "#contract/types";
import { Document } from "./Document";
import { ReportControl } from "./ReportControl";

export { avatarInitial } from "#contract/page/profile-body";

export type ProfilePageProps = {
  profile: PublicProfile;
  appUrl: string;
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
      themeCss={themeCss(profile.theme)}
      themeColour={themeColour(profile.theme)}
    >
      <ReportControl username={profile.username} />
      <ProfileBody profile={profile} avatar={avatar} sensitiveConsent={sensitiveConsent} />
    </Document>
  );
}
