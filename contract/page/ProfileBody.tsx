// What a public profile shows inside the document (docs/product.md, "The public page" and "Making the page yours"): avatar or
// initial, handle, bio, social icons, the visible links and section titles in order, the spotlight link
// emphasised, and the branding footer. The server renders it into the page, and the editor's live
// preview renders this same component from the unsaved draft; both style it with theme.ts.

import { avatarInitial } from "../avatar-initial";
import type { TipReturn } from "../earn";
import { embedOf } from "../embeds";
import { brandingText } from "../profile-schemas";
import type { PublicLink, PublicProfile } from "../types";
import { EmbedFacade } from "./embed-facade";
import { SignupForm } from "./SignupForm";
import { SocialIcons } from "./social-icons";
import { TipForm } from "./TipForm";
import { buttonStyle } from "./theme";

type Props = {
  profile: PublicProfile;
  avatar: string | null;
  /** The visitor passed the sensitive-content interstitial this visit: 18+ links open directly. */
  sensitiveConsent?: boolean;
  /** Where links into the app start: nothing on the app's own host, its origin on a custom domain. */
  appLinks?: string;
  /** How a tip went, when Stripe's Checkout sent the visitor back (contract/earn.ts). */
  tipNotice?: TipReturn | undefined;
};

type LinksProps = {
  links: PublicProfile["links"];
  theme: PublicProfile["theme"];
  sensitiveConsent: boolean;
  username: string;
  tipNotice: TipReturn | undefined;
};

/** data-i numbers the clickable links as the visitor sees them: the click call's linkIndex. */
function Links({ links, theme, sensitiveConsent, username, tipNotice }: LinksProps) {
  let clickable = 0;
  const style = buttonStyle(theme);
  return (
    <ul className={style ? `links ${style}` : "links"}>
      {links.map((link, index) => (
        // Titles and urls may repeat; the position is what identifies a link.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static server output.
        <li key={index}>
          <Entry
            link={link}
            username={username}
            tipNotice={tipNotice}
            // An 18+ link opens its own interstitial first (worker/public-page/visibility.ts).
            href={link.kind === "link" && link.sensitive && !sensitiveConsent ? `?link=${index}` : undefined}
            // A player's press is its click as a link's is (worker/public-page/click-beacon.js).
            clickIndex={link.kind === "link" || link.kind === "embed" ? clickable++ : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

type EntryProps = {
  link: PublicLink;
  username: string;
  href: string | undefined;
  clickIndex: number | undefined;
  tipNotice: TipReturn | undefined;
};

/** One entry as its kind draws it (contract/links.ts): a new kind fails to compile here until it is drawn. */
function Entry({ link, username, href, clickIndex, tipNotice }: EntryProps) {
  switch (link.kind) {
    case "header":
      return <h2 dir="auto">{link.title}</h2>;
    case "signup":
      return <SignupForm block={link} username={username} />;
    case "tip":
      return <TipForm block={link} username={username} notice={tipNotice} />;
    case "embed":
      return <Embedded link={link} clickIndex={clickIndex} />;
    case "link":
      return (
        <a
          href={href ?? link.url}
          rel="noopener nofollow ugc"
          data-i={clickIndex}
          className={linkClass(link)}
          // Owners write in any language: each title reads in its own direction (Arabic, Hebrew).
          dir="auto"
        >
          {link.thumbnail ? (
            <img src={link.thumbnail} alt="" width={40} height={40} loading="lazy" decoding="async" />
          ) : null}
          {link.title}
        </a>
      );
    default:
      link satisfies never;
      return null;
  }
}

/** The spotlight's emphasis and a thumbnail's room beside the title. */
function linkClass(link: Extract<PublicLink, { kind: "link" }>): string | undefined {
  const classes = [link.featured ? "featured" : "", link.thumbnail ? "thumbed" : ""].filter(Boolean);
  return classes.length ? classes.join(" ") : undefined;
}

/** A player's facade; an address no provider reads any more stays a plain link. Either is counted. */
function Embedded({ link, clickIndex }: { link: Extract<PublicLink, { kind: "embed" }>; clickIndex?: number }) {
  const embed = embedOf(link.url);
  if (embed) return <EmbedFacade embed={embed} title={link.title} url={link.url} clickIndex={clickIndex} />;
  return (
    <a href={link.url} rel="noopener nofollow ugc" data-i={clickIndex} dir="auto">
      {link.title}
    </a>
  );
}

export function ProfileBody({ profile, avatar, sensitiveConsent = false, appLinks = "", tipNotice }: Props) {
  return (
    <>
      <main>
        <article className="page">
          {/* The initial is drawn behind the picture, so a picture that fails uncovers it. */}
          <div className="avatar" aria-hidden="true">
            {avatarInitial(profile.username)}
            {avatar ? <img src={avatar} alt="" width={96} height={96} /> : null}
          </div>
          {profile.displayName ? (
            <>
              <h1 dir="auto">{profile.displayName}</h1>
              <p className="handle">{`@${profile.username}`}</p>
            </>
          ) : (
            <h1>{`@${profile.username}`}</h1>
          )}
          {profile.bio ? <p dir="auto">{profile.bio}</p> : null}
          <SocialIcons socials={profile.socials} />
          {profile.links.length > 0 ? (
            <Links
              links={profile.links}
              theme={profile.theme}
              sensitiveConsent={sensitiveConsent}
              username={profile.username}
              tipNotice={tipNotice}
            />
          ) : null}
        </article>
      </main>
      {profile.showBranding ? (
        <footer>
          <a href={`${appLinks}/signup?ref=${encodeURIComponent(profile.referralCode)}`}>{brandingText}</a>
        </footer>
      ) : null}
    </>
  );
}
