// Embedded players (docs/product.md, "Making the page yours"): which addresses can be played on the page,
// the provider each belongs to, and the player's own address derived from it. The save refuses what this
// cannot read, the page draws a facade from it, and the page's CSP allows exactly these players' origins,
// so the three can never disagree. YouTube plays from its no-cookie host.

export const embedProviders = {
  youtube: { label: "YouTube", origin: "https://www.youtube-nocookie.com" },
  vimeo: { label: "Vimeo", origin: "https://player.vimeo.com" },
  spotify: { label: "Spotify", origin: "https://open.spotify.com" },
  soundcloud: { label: "SoundCloud", origin: "https://w.soundcloud.com" },
} as const satisfies Record<string, { label: string; origin: string }>;

export type EmbedProvider = keyof typeof embedProviders;

/** The only origins the page may frame: its CSP's frame-src. */
export const embedFrameOrigins = Object.values(embedProviders).map((provider) => provider.origin);

export const embedMessages = {
  unknownProvider: "Embed a YouTube, Vimeo, Spotify or SoundCloud link.",
  noContent: (provider: EmbedProvider) =>
    `This ${embedProviders[provider].label} link doesn't lead to one video or track. Copy the link of the one to play.`,
  featured: "An embedded player cannot be in the spotlight.",
  sensitive: "An embedded player cannot be marked 18+. Mark the whole page instead.",
} as const;

/** A playable address: its provider, the player to frame, and the player's shape on the page. */
export type Embed = { provider: EmbedProvider; player: string; shape: "video" | "track" | "list" };

type Reading = Embed | { provider: EmbedProvider; player: null } | null;

const youTubeId = /^[A-Za-z0-9_-]{11}$/;
const spotifyTypes = ["track", "album", "playlist", "episode", "show", "artist"];
const soundCloudSegment = /^[A-Za-z0-9_-]{1,100}$/;

/** The host without "www." or "m.", lower-case. */
function siteOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(?:www|m)\./, "");
}

function readYouTube(url: URL, site: string): Reading {
  if (!["youtube.com", "youtu.be", "youtube-nocookie.com", "music.youtube.com"].includes(site)) return null;
  const [first, second] = url.pathname.split("/").filter(Boolean);
  const id =
    site === "youtu.be"
      ? first
      : first === "watch"
        ? url.searchParams.get("v")
        : ["shorts", "embed", "live", "v"].includes(first ?? "")
          ? second
          : undefined;
  if (!id || !youTubeId.test(id)) return { provider: "youtube", player: null };
  return { provider: "youtube", player: `${embedProviders.youtube.origin}/embed/${id}?autoplay=1`, shape: "video" };
}

function readVimeo(url: URL, site: string): Reading {
  if (site !== "vimeo.com" && site !== "player.vimeo.com") return null;
  const parts = url.pathname.split("/").filter(Boolean);
  const index = parts.findIndex((part) => /^\d{1,12}$/.test(part));
  if (index === -1) return { provider: "vimeo", player: null };
  // An unlisted video's address carries its hash after the id (or as ?h= on the player's).
  const hash = parts[index + 1] ?? url.searchParams.get("h");
  const player = new URL(`${embedProviders.vimeo.origin}/video/${parts[index]}`);
  if (hash && /^[0-9a-f]{6,20}$/.test(hash)) player.searchParams.set("h", hash);
  player.searchParams.set("autoplay", "1");
  return { provider: "vimeo", player: player.href, shape: "video" };
}

function readSpotify(url: URL, site: string): Reading {
  if (site !== "open.spotify.com") return null;
  const parts = url.pathname.split("/").filter((part) => part && !part.startsWith("intl-"));
  const [type, id] = parts[0] === "embed" ? parts.slice(1) : parts;
  if (!type || !spotifyTypes.includes(type) || !id || !/^[A-Za-z0-9]{22}$/.test(id)) {
    return { provider: "spotify", player: null };
  }
  const shape = type === "track" || type === "episode" ? "track" : "list";
  return { provider: "spotify", player: `${embedProviders.spotify.origin}/embed/${type}/${id}`, shape };
}

function readSoundCloud(url: URL, site: string): Reading {
  if (site !== "soundcloud.com") return null;
  const parts = url.pathname.split("/").filter(Boolean);
  // An artist and a track (/artist/track) or a set (/artist/sets/name); the artist's own page is no one track.
  const track = parts.length === 2 && parts[1] !== "sets";
  const set = parts.length === 3 && parts[1] === "sets";
  if ((!track && !set) || !parts.every((part) => soundCloudSegment.test(part))) {
    return { provider: "soundcloud", player: null };
  }
  const player = new URL(`${embedProviders.soundcloud.origin}/player/`);
  player.searchParams.set("url", `https://soundcloud.com/${parts.join("/")}`);
  player.searchParams.set("auto_play", "true");
  return { provider: "soundcloud", player: player.href, shape: set ? "list" : "track" };
}

function read(value: string): Reading {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const site = siteOf(url);
  return readYouTube(url, site) ?? readVimeo(url, site) ?? readSpotify(url, site) ?? readSoundCloud(url, site);
}

/** The player for an address, or null when it is not one video or track of a known provider. */
export function embedOf(url: string): Embed | null {
  const reading = read(url);
  return reading?.player ? reading : null;
}

/** Why an address cannot be embedded, or null when it can. */
export function embedUrlProblem(url: string): string | null {
  const reading = read(url);
  if (!reading) return embedMessages.unknownProvider;
  return reading.player ? null : embedMessages.noContent(reading.provider);
}
