// The HTML document around every server-rendered public page: head tags, the inline stylesheet and,
// when the page needs it, the inline script; both carry the response's CSP nonce.

import designTokens from "virtual:design-tokens";
import type { ReactNode } from "react";
import { pageStyles } from "#contract/page/page-styles";
import clickBeaconScript from "./click-beacon.js?inline-minified";

export type DocumentProps = {
  nonce: string;
  title: string;
  description: string;
  /** Absolute; also the Open Graph url. Absent on error pages, which have no address of their own. */
  canonicalUrl?: string;
  /** Absolute url of the picture shared with the link. */
  imageUrl?: string | null;
  /** Set on profile pages: the owner whose links the script reports clicks for. */
  username?: string;
  /** The owner's theme, appended to the page's stylesheet (theme-css.ts); absent for today's look. */
  themeCss?: string;
  /** The browser UI colour; the app's background when absent. */
  themeColour?: string;
  children: ReactNode;
};

export function Document({
  nonce,
  title,
  description,
  canonicalUrl,
  imageUrl,
  username,
  themeCss = "",
  themeColour = designTokens["color-bg"],
  children,
}: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content={themeColour} />
        <title>{title}</title>
        <meta name="description" content={description} />
        {canonicalUrl ? (
          <>
            <link rel="canonical" href={canonicalUrl} />
            <meta property="og:type" content="profile" />
            <meta property="og:url" content={canonicalUrl} />
            <meta property="og:title" content={title} />
            <meta property="og:description" content={description} />
            {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
            <meta name="twitter:card" content="summary" />
            <meta name="twitter:title" content={title} />
            <meta name="twitter:description" content={description} />
            {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: profile-page.css as built and theme rules made of preset values and a validated #rrggbb, never user text. */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: pageStyles + themeCss }} />
      </head>
      <body data-user={username}>
        {children}
        {username ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: click-beacon.js as built, never user data.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: clickBeaconScript }} />
        ) : null}
      </body>
    </html>
  );
}
