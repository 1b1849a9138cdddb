// Social icons (docs/product.md, "Making the page yours"): the platforms a profile's icon row knows, their names, and how the editor
// recognises one from a URL. The icons themselves are drawn by contract/page/social-icons.tsx.

export const socialPlatforms = {
  mastodon: { label: "Mastodon", hosts: ["mastodon.social", "mastodon.online", "mstdn.social", "fosstodon.org"] },
  bluesky: { label: "Bluesky", hosts: ["bsky.app"] },
  threads: { label: "Threads", hosts: ["threads.net", "threads.com"] },
  instagram: { label: "Instagram", hosts: ["instagram.com"] },
  x: { label: "X", hosts: ["x.com", "twitter.com"] },
  linkedin: { label: "LinkedIn", hosts: ["linkedin.com", "lnkd.in"] },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"] },
  tiktok: { label: "TikTok", hosts: ["tiktok.com"] },
  github: { label: "GitHub", hosts: ["github.com"] },
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"] },
  twitch: { label: "Twitch", hosts: ["twitch.tv"] },
  discord: { label: "Discord", hosts: ["discord.gg", "discord.com"] },
  spotify: { label: "Spotify", hosts: ["spotify.com"] },
  soundcloud: { label: "SoundCloud", hosts: ["soundcloud.com"] },
  pinterest: { label: "Pinterest", hosts: ["pinterest.com"] },
  reddit: { label: "Reddit", hosts: ["reddit.com"] },
  telegram: { label: "Telegram", hosts: ["t.me", "telegram.me"] },
  whatsapp: { label: "WhatsApp", hosts: ["wa.me", "whatsapp.com"] },
  patreon: { label: "Patreon", hosts: ["patreon.com"] },
  substack: { label: "Substack", hosts: ["substack.com"] },
  kofi: { label: "Ko-fi", hosts: ["ko-fi.com"] },
  medium: { label: "Medium", hosts: ["medium.com"] },
  snapchat: { label: "Snapchat", hosts: ["snapchat.com"] },
  applemusic: { label: "Apple Music", hosts: ["music.apple.com"] },
  amazon: {
    label: "Amazon",
    hosts: [
      "amazon.com",
      "amazon.co.uk",
      "amazon.de",
      "amazon.fr",
      "amazon.it",
      "amazon.es",
      "amazon.ca",
      "amazon.co.jp",
      "amazon.com.au",
      "amazon.in",
      "amzn.to",
      "a.co",
    ],
  },
  etsy: { label: "Etsy", hosts: ["etsy.com", "etsy.me"] },
  paypal: { label: "PayPal", hosts: ["paypal.com", "paypal.me"] },
  venmo: { label: "Venmo", hosts: ["venmo.com"] },
  cashapp: { label: "Cash App", hosts: ["cash.app"] },
  behance: { label: "Behance", hosts: ["behance.net"] },
  dribbble: { label: "Dribbble", hosts: ["dribbble.com"] },
  steam: { label: "Steam", hosts: ["steamcommunity.com", "steampowered.com"] },
  kick: { label: "Kick", hosts: ["kick.com"] },
  signal: { label: "Signal", hosts: ["signal.me", "signal.group"] },
  website: { label: "Website", hosts: [] },
  email: { label: "Email", hosts: [] },
} as const satisfies Record<string, { label: string; hosts: string[] }>;

export type SocialPlatform = keyof typeof socialPlatforms;
export const socialPlatformIds = Object.keys(socialPlatforms) as [SocialPlatform, ...SocialPlatform[]];
export type Social = { platform: SocialPlatform; url: string };

export const maxSocials = 12;

/**
 * The platform a URL belongs to: mailto is e-mail, a known host (or its subdomain) its platform, a
 * fediverse-style /@name path Mastodon, anything else a website. Null for what is not a URL yet.
 */
export function detectPlatform(value: string): SocialPlatform | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol === "mailto:") return "email";
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  for (const id of socialPlatformIds) {
    const hosts: readonly string[] = socialPlatforms[id].hosts;
    if (hosts.some((known) => host === known || host.endsWith(`.${known}`))) return id;
  }
  if (/^\/@[\w.]+\/?$/.test(url.pathname)) return "mastodon";
  return "website";
}
