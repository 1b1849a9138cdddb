// The public page's row of social icons (docs/product.md, "Making the page yours"): brand marks from simple-icons, imported one by
// one so the worker bundles only these, and drawn inline, so a page carries just the icons it uses and
// loads no file. The marks simple-icons no longer carries (LinkedIn, Amazon) come from Font Awesome's
// brands, one file per icon (CC BY 4.0, credited in NOTICE; docs/decisions/043). Website and e-mail have
// no brand; their two glyphs are drawn here.
import { faAmazon } from "@fortawesome/free-brands-svg-icons/faAmazon";
import { faLinkedin } from "@fortawesome/free-brands-svg-icons/faLinkedin";
import {
  siApplemusic,
  siBehance,
  siBluesky,
  siCashapp,
  siDiscord,
  siDribbble,
  siEtsy,
  siFacebook,
  siGithub,
  siInstagram,
  siKick,
  siKofi,
  siMastodon,
  siMedium,
  siPatreon,
  siPaypal,
  siPinterest,
  siReddit,
  siSignal,
  siSnapchat,
  siSoundcloud,
  siSpotify,
  siSteam,
  siSubstack,
  siTelegram,
  siThreads,
  siTiktok,
  siTwitch,
  siVenmo,
  siWhatsapp,
  siX,
  siYoutube,
} from "simple-icons";
import { type Social, type SocialPlatform, socialPlatforms } from "../socials";

/** A mark on its own grid: simple-icons draw on 24×24, Font Awesome on its icon's width × 512. */
type Mark = { path: string; viewBox?: string };

type FontAwesomeIcon = { icon: [number, number, unknown, unknown, string | string[]] };

function fontAwesomeMark({ icon: [width, height, , , path] }: FontAwesomeIcon): Mark {
  return { path: Array.isArray(path) ? path.join(" ") : path, viewBox: `0 0 ${width} ${height}` };
}

const iconPaths: Record<SocialPlatform, string | Mark> = {
  mastodon: siMastodon.path,
  bluesky: siBluesky.path,
  threads: siThreads.path,
  instagram: siInstagram.path,
  x: siX.path,
  linkedin: fontAwesomeMark(faLinkedin),
  youtube: siYoutube.path,
  tiktok: siTiktok.path,
  github: siGithub.path,
  facebook: siFacebook.path,
  twitch: siTwitch.path,
  discord: siDiscord.path,
  spotify: siSpotify.path,
  soundcloud: siSoundcloud.path,
  pinterest: siPinterest.path,
  reddit: siReddit.path,
  telegram: siTelegram.path,
  whatsapp: siWhatsapp.path,
  patreon: siPatreon.path,
  substack: siSubstack.path,
  kofi: siKofi.path,
  medium: siMedium.path,
  snapchat: siSnapchat.path,
  applemusic: siApplemusic.path,
  amazon: fontAwesomeMark(faAmazon),
  etsy: siEtsy.path,
  paypal: siPaypal.path,
  venmo: siVenmo.path,
  cashapp: siCashapp.path,
  behance: siBehance.path,
  dribbble: siDribbble.path,
  steam: siSteam.path,
  kick: siKick.path,
  signal: siSignal.path,
  // A globe and an envelope, on the same 24×24 grid as the brand marks.
  website:
    "M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24Zm7.9 7h-3.3a18 18 0 0 0-1.6-4.4A9.6 9.6 0 0 1 19.9 7ZM12 2.4c.9 1.3 1.7 2.9 2.1 4.6H9.9c.4-1.7 1.2-3.3 2.1-4.6ZM2.7 14a9.8 9.8 0 0 1 0-4h3.7a19.8 19.8 0 0 0 0 4Zm.9 3h3.3c.4 1.6.9 3 1.6 4.4A9.6 9.6 0 0 1 3.6 17Zm3.3-10H3.6A9.6 9.6 0 0 1 8.5 2.6 18 18 0 0 0 6.9 7ZM12 21.6A15 15 0 0 1 9.9 17h4.2a15 15 0 0 1-2.1 4.6Zm2.5-6.6h-5a17 17 0 0 1 0-6h5a17 17 0 0 1 0 6Zm.9 6.4c.7-1.4 1.2-2.8 1.6-4.4h3.3a9.6 9.6 0 0 1-4.9 4.4Zm2.2-7.4a19.8 19.8 0 0 0 0-4h3.7a9.8 9.8 0 0 1 0 4Z",
  email:
    "M2 4h20a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2.5V18h20V6.5l-10 6.3Zm1.6-.5L12 11.3 20.4 6Z",
};

/**
 * rel="me" lets Mastodon and IndieWeb tools verify the page as the owner's; the accessible name is the
 * platform, as the icon is all a visitor sees.
 */
function markOf(platform: SocialPlatform): Required<Mark> {
  const mark = iconPaths[platform];
  return typeof mark === "string" ? { path: mark, viewBox: "0 0 24 24" } : { viewBox: "0 0 24 24", ...mark };
}

export function SocialIcons({ socials }: { socials: Social[] }) {
  if (socials.length === 0) return null;
  return (
    <ul className="socials">
      {socials.map((social, index) => {
        const mark = markOf(social.platform);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static server output.
          <li key={index}>
            <a href={social.url} rel="me noopener">
              <svg
                viewBox={mark.viewBox}
                width="24"
                height="24"
                role="img"
                aria-label={socialPlatforms[social.platform].label}
              >
                <path d={mark.path} />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
