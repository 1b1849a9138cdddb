// An embedded player's facade on the public page and in the editor's preview (docs/product.md, "Making
// the page yours"): the title, the provider's mark and a play control, as a plain link to the video or
// track. Nothing of the provider loads until the visitor presses it; then the page's script
// (worker/public-page/click-beacon.js) reports the press as the link's click (data-i) and puts the
// player's frame, named by data-embed, in its place.
import { siSoundcloud, siSpotify, siVimeo, siYoutube } from "simple-icons";
import { type Embed, type EmbedProvider, embedProviders } from "../embeds";

const providerMarks: Record<EmbedProvider, string> = {
  youtube: siYoutube.path,
  vimeo: siVimeo.path,
  spotify: siSpotify.path,
  soundcloud: siSoundcloud.path,
};

/** `clickIndex` numbers it among the page's clickable links (the click call's linkIndex). */
type Props = { embed: Embed; title: string; url: string; clickIndex?: number };

export function EmbedFacade({ embed, title, url, clickIndex }: Props) {
  const provider = embedProviders[embed.provider].label;
  return (
    <a
      className={`embed embed--${embed.shape}`}
      href={url}
      rel="noopener nofollow ugc"
      // The visible title is part of the name (label in name), the provider says where it plays.
      aria-label={`Play ${title} (${provider})`}
      data-embed={embed.player}
      data-title={title}
      data-shape={embed.shape}
      data-i={clickIndex}
    >
      <svg className="embed__mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={providerMarks[embed.provider]} />
      </svg>
      <span className="embed__title" dir="auto">
        {title}
      </span>
      <svg className="embed__play" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <circle cx="12" cy="12" r="12" />
        <path d="M9.5 7.5v9l7-4.5z" />
      </svg>
    </a>
  );
}
