// The public page's documents, as React renders them on the server (docs/product.md, "The public page",
// "Making the page yours" and "Trust and safety"): the document around every one of them (head tags, the inline stylesheet and, on a profile,
// the inline script, both under the response's CSP nonce), the profile itself, its two failures and
// the sensitive-content notice. No header on any of them; a profile's footer holds only the branding.
import type { ReactNode } from "react";
import type { TipReturn } from "#contract/earn";
import { ProfileBody } from "#contract/page/ProfileBody.tsx";
import { type PagePart, profileParts } from "#contract/page/styles";
import { pageStyles, themeColour } from "#contract/page/theme";
import { profileMessages } from "#contract/profile-schemas";
import { safetyMessages } from "#contract/safety";
import { pageHeadText, shareCardSize } from "#contract/search-and-sharing";
import type { Theme } from "#contract/themes";
import type { PublicProfile } from "#contract/types";
import clickBeaconScript from "./click-beacon.js?raw";

type DocumentProps = {
  nonce: string;
  title: string;
  description: string;
  /** Absolute; also the Open Graph url. Absent on pages with no address of their own. */
  canonicalUrl?: string;
  /** Absolute url of the picture shared with the link. */
  imageUrl?: string | null;
  /** The picture is the page's share card, shown large: its size goes with it. */
  largeImage?: { width: number; height: number };
  /** Asks search engines not to list the page; pages with no address of their own always do. */
  noindex?: boolean;
  /** Set on profile pages: the owner whose links the script reports clicks for. */
  username?: string;
  /** The owner's theme (contract/page/theme.ts); the default one on pages that are no one's. */
  theme?: Theme;
  /** The parts shown whose rules the stylesheet carries beside every page's (contract/page/styles.ts). */
  parts?: readonly PagePart[];
  children: ReactNode;
};

export function Document({
  nonce,
  title,
  description,
  canonicalUrl,
  imageUrl,
  largeImage,
  noindex = false,
  username,
  theme,
  parts = [],
  children,
}: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content={themeColour(theme)} />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex && canonicalUrl ? <meta name="robots" content="noindex" /> : null}
        {canonicalUrl ? (
          <>
            <link rel="canonical" href={canonicalUrl} />
            <meta property="og:type" content="profile" />
            <meta property="og:url" content={canonicalUrl} />
            <meta property="og:title" content={title} />
            <meta property="og:description" content={description} />
            {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
            {imageUrl && largeImage ? (
              <>
                <meta property="og:image:width" content={String(largeImage.width)} />
                <meta property="og:image:height" content={String(largeImage.height)} />
              </>
            ) : null}
            <meta name="twitter:card" content={imageUrl && largeImage ? "summary_large_image" : "summary"} />
            <meta name="twitter:title" content={title} />
            <meta name="twitter:description" content={description} />
            {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: contract/page/styles/ as built and theme properties made of preset values and a validated #rrggbb, never user text. */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: pageStyles(theme, parts) }} />
      </head>
      <body data-user={username}>
        {children}
        {username ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: click-beacon.js as written, never user data.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: clickBeaconScript }} />
        ) : null}
      </body>
    </html>
  );
}

type ProfilePageProps = {
  profile: PublicProfile;
  /** The app's origin, e.g. https://linknest.example: the shared picture is there. */
  origin: string;
  /** The page's address (page.tsx): /{username} at the origin, or the owner's custom domain. */
  canonicalUrl: string;
  /** Absolute url of the page's share card, or null until one is made (the avatar stands in). */
  shareCard: string | null;
  /** Where links into the app start: nothing on the app's own host, its origin on a custom domain. */
  appLinks: string;
  appName: string;
  nonce: string;
  /** The visitor passed the sensitive-content notice this visit: 18+ links open directly. */
  sensitiveConsent: boolean;
  /** How a tip went, back from Stripe's Checkout (contract/earn.ts). */
  tipNotice?: TipReturn | undefined;
};

/**
 * The owner's page, with their theme written into the inline stylesheet. Its small "Report" link sits
 * in the top corner, in a landmark of its own as everything on the page does: a plain link to the
 * server-rendered form, so it costs no script and no request.
 */
export function ProfilePage({
  profile,
  origin,
  canonicalUrl,
  shareCard,
  appLinks,
  appName,
  nonce,
  sensitiveConsent,
  tipNotice,
}: ProfilePageProps) {
  // Only the app's own uploads can be shown under the page's img-src 'self'.
  const avatar = profile.avatar?.startsWith("/uploads/") ? profile.avatar : null;
  const username = encodeURIComponent(profile.username);
  const { title, description } = pageHeadText(profile, appName);
  return (
    <Document
      nonce={nonce}
      title={title}
      description={description}
      canonicalUrl={canonicalUrl}
      imageUrl={shareCard ?? (avatar ? `${origin}${avatar}` : null)}
      largeImage={shareCard ? shareCardSize : undefined}
      noindex={profile.noindex}
      username={profile.username}
      theme={profile.theme}
      parts={profileParts(profile.links)}
    >
      <nav aria-label="Report this page">
        <a className="report" href={`/report?u=${username}`} rel="nofollow">
          Report
        </a>
      </nav>
      <ProfileBody
        profile={profile}
        avatar={avatar}
        sensitiveConsent={sensitiveConsent}
        appLinks={appLinks}
        tipNotice={tipNotice}
      />
    </Document>
  );
}

type StatusPageProps = { nonce: string; appName: string };

/**
 * An unknown, unverified, suspended or deleted user. `home` is where "Go to LinkNest" leads: the app's
 * own `/`, or the app's origin from a custom domain.
 */
export function NotFoundPage({ nonce, appName, home = "/" }: StatusPageProps & { home?: string }) {
  return (
    <Document
      nonce={nonce}
      title={`${profileMessages.userNotFound} | ${appName}`}
      description={profileMessages.notFoundText}
    >
      <main>
        <section className="page">
          <h1>{profileMessages.userNotFound}</h1>
          <p>{profileMessages.notFoundText}</p>
          <a className="button" href={home}>
            {`Go to ${appName}`}
          </a>
        </section>
      </main>
    </Document>
  );
}

/** Anything else that failed. `path` is the page itself: following the link is the reload, with no script. */
export function LoadFailedPage({ nonce, appName, path }: StatusPageProps & { path: string }) {
  return (
    <Document
      nonce={nonce}
      title={`${profileMessages.loadFailed} | ${appName}`}
      description={profileMessages.loadFailed}
    >
      <main>
        <section className="page">
          <h1>{profileMessages.loadFailed}</h1>
          <p>Something went wrong on our side.</p>
          <a className="button" href={path}>
            Try Again
          </a>
        </section>
      </main>
    </Document>
  );
}

type SensitiveNoticeProps = StatusPageProps & {
  username: string;
  /** The page's own path: /{username}, or `/` on a custom domain. */
  page: string;
  /** The position of the sensitive link asked for; absent for the whole page. */
  linkIndex?: number;
  /** Where "Go back" leads (visibility.ts). */
  goBack: string;
};

/**
 * Shown before an 18+ page, and before an 18+ link opens. Plain links, no script: Continue passes
 * through the page's ?sensitive=continue, which remembers the choice for the visit.
 */
export function SensitiveNotice({ nonce, appName, username, page, linkIndex, goBack }: SensitiveNoticeProps) {
  const forLink = linkIndex !== undefined;
  const notice = forLink ? safetyMessages.sensitiveLinkNotice : safetyMessages.sensitiveNotice;
  const continueTo = `${page}?sensitive=continue${forLink ? `&link=${linkIndex}` : ""}`;
  return (
    <Document nonce={nonce} title={`Sensitive content | ${appName}`} description={notice} parts={["notice"]}>
      <main>
        <section className="page">
          <h1>Sensitive content</h1>
          <p>{notice}</p>
          <p>{`@${username} marked it as for adults (18+) only.`}</p>
          <div className="choices">
            <a className="button" href={continueTo} rel="nofollow">
              Continue
            </a>
            <a className="quiet" href={goBack}>
              Go back
            </a>
          </div>
        </section>
      </main>
    </Document>
  );
}
