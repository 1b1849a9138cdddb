// What is not a view (docs/product.md, "Analytics"): HEAD requests, prefetch and prerender requests, and crawlers and
// link-preview fetchers, recognised by their User-Agent. This is the one list; add a fetcher here.
// A request without a User-Agent is a script, not a visitor. The owner's own visits are excluded
// separately (capture.ts), as that needs their session.

/** Matched case-insensitively anywhere in the User-Agent. */
export const botAgents = [
  // Link previews in apps and social networks.
  "facebookexternalhit",
  "facebookcatalog",
  "meta-externalagent",
  "twitterbot",
  "slackbot",
  "slack-imgproxy",
  "discordbot",
  "whatsapp",
  "telegrambot",
  "linkedinbot",
  "pinterest",
  "redditbot",
  "skypeuripreview",
  "microsoftpreview",
  "iframely",
  "embedly",
  "vkshare",
  "viber",
  "snapchat",
  "applebot",
  "mastodon",
  "bluesky",
  "cardyb",
  // Search engines and crawlers.
  "googlebot",
  "google-inspectiontool",
  "googleother",
  "adsbot-google",
  "mediapartners-google",
  "apis-google",
  "feedfetcher-google",
  "storebot-google",
  "google-read-aloud",
  "bingbot",
  "bingpreview",
  "msnbot",
  "adidxbot",
  "duckduckbot",
  "duckassistbot",
  "yandex",
  "baiduspider",
  "sogou",
  "exabot",
  "seznambot",
  "petalbot",
  "qwantify",
  "ahrefsbot",
  "semrushbot",
  "mj12bot",
  "dotbot",
  "rogerbot",
  "screaming frog",
  "bytespider",
  "gptbot",
  "chatgpt-user",
  "oai-searchbot",
  "claudebot",
  "claude-web",
  "anthropic-ai",
  "perplexitybot",
  "ccbot",
  "amazonbot",
  "ia_archiver",
  "archive.org_bot",
  // Monitors, headless browsers and HTTP libraries.
  "uptimerobot",
  "pingdom",
  "statuscake",
  "site24x7",
  "headlesschrome",
  "lighthouse",
  "chrome-lighthouse",
  "pagespeed",
  "phantomjs",
  "python-requests",
  "python-urllib",
  "aiohttp",
  "curl/",
  "wget/",
  "go-http-client",
  "okhttp",
  "java/",
  "apache-httpclient",
  "node-fetch",
  "undici",
  "axios/",
  "libwww-perl",
  "httpie",
  "postmanruntime",
  "insomnia",
  // Generic markers most other crawlers carry.
  "bot/",
  "bot;",
  "crawler",
  "spider",
  "scraper",
  "preview",
] as const;

const botPattern = new RegExp(botAgents.map((agent) => agent.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"), "i");

export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || botPattern.test(userAgent);
}

/** Sec-Purpose (and the older Purpose / X-Purpose / X-Moz) naming prefetch or prerender. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose"), headers.get("x-moz")]
    .filter(Boolean)
    .join(" ");
  return /prefetch|prerender|preview/i.test(purpose);
}

/** Whether a request for a profile could be a visitor's view, before asking whose session it carries. */
export function mayBeView(request: { method: string; headers: Headers }): boolean {
  return (
    request.method === "GET" &&
    !isPrefetch(request.headers) &&
    !isBotAgent(request.headers.get("user-agent") ?? undefined)
  );
}
