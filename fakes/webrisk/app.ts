// A local stand-in for Google Web Risk's Lookup API (docs/guides/safety.md): GET /v1/uris:search answers `{}`
// for a safe URI and `{ threat: { threatTypes, expireTime } }` for one on a list. Any URI containing
// "unsafe-test" is on every list asked about. Requests without a key, a uri or a threat type are refused
// as Web Risk refuses them. Under /outage/ the same path answers 503, so a test can point
// WEBRISK_API_BASE at an unavailable provider without changing what other tests see.
import { Hono } from "hono";

export const unsafeMarker = "unsafe-test";
const knownThreatTypes = new Set([
  "MALWARE",
  "SOCIAL_ENGINEERING",
  "UNWANTED_SOFTWARE",
  "SOCIAL_ENGINEERING_EXTENDED_COVERAGE",
]);
/** How long a client may cache a match, as Web Risk's expireTime says. */
const matchLifetimeMs = 5 * 60 * 1000;

function googleError(code: number, status: string, message: string) {
  return Response.json({ error: { code, message, status } }, { status: code });
}

function searchUris(url: URL): Response {
  if (!url.searchParams.get("key")) {
    return googleError(403, "PERMISSION_DENIED", "Method doesn't allow unregistered callers. Please use an API key.");
  }
  const uri = url.searchParams.get("uri");
  if (!uri) return googleError(400, "INVALID_ARGUMENT", "uri is required");
  const types = url.searchParams.getAll("threatTypes");
  if (types.length === 0 || types.some((type) => !knownThreatTypes.has(type))) {
    return googleError(400, "INVALID_ARGUMENT", "threatTypes must name at least one known threat type");
  }
  if (!uri.toLowerCase().includes(unsafeMarker)) return Response.json({});
  return Response.json({
    threat: { threatTypes: types, expireTime: new Date(Date.now() + matchLifetimeMs).toISOString() },
  });
}

export function webRiskFakeApp(): Hono {
  return new Hono()
    .get("/v1/*", (c) => {
      const url = new URL(c.req.url);
      if (url.pathname !== "/v1/uris:search") return googleError(404, "NOT_FOUND", "Not found");
      return searchUris(url);
    })
    .get("/outage/*", () => googleError(503, "UNAVAILABLE", "The service is currently unavailable."))
    .all("*", () => googleError(404, "NOT_FOUND", "Not found"));
}
