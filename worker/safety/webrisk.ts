// The threat-intelligence provider (docs/product.md, "Trust and safety"): Google Web Risk's Lookup API, uris.search. One GET per
// URL; an empty object means no list holds it. Anything but a 2xx answer, or no answer, is an outage:
// it throws, and the queue retries the check later (url-checks.ts).

/** The lists a link-in-bio page must not point at. */
const threatTypes = ["MALWARE", "SOCIAL_ENGINEERING", "UNWANTED_SOFTWARE"] as const;

type SearchUrisResponse = { threat?: { threatTypes?: unknown; expireTime?: string } };

/** `none` turns checks off; any other value means Web Risk, which then must be configured. */
export function linkSafetyEnabled(env: Env): boolean {
  return env.LINK_SAFETY_PROVIDER !== "none";
}

/** The threat types Web Risk lists the URL under; empty when it is not listed. */
export async function lookUpThreats(env: Env, url: string): Promise<string[]> {
  const base = env.WEBRISK_API_BASE?.replace(/\/+$/, "");
  if (env.LINK_SAFETY_PROVIDER !== "webrisk") {
    throw new Error(`LINK_SAFETY_PROVIDER must be "webrisk" or "none", not "${env.LINK_SAFETY_PROVIDER}"`);
  }
  if (!base || !env.WEBRISK_API_KEY) throw new Error("WEBRISK_API_BASE and WEBRISK_API_KEY must be set");
  const query = new URLSearchParams();
  for (const type of threatTypes) query.append("threatTypes", type);
  query.set("uri", url);
  query.set("key", env.WEBRISK_API_KEY);
  const response = await fetch(`${base}/v1/uris:search?${query}`, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Web Risk answered ${response.status}`);
  const body = (await response.json()) as SearchUrisResponse;
  const found = body.threat?.threatTypes;
  return Array.isArray(found) ? found.filter((type): type is string => typeof type === "string") : [];
}
