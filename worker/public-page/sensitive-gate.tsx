// The sensitive-content gate in front of a public page (product §12). Without the visit's consent cookie,
// an 18+ page answers its interstitial, and an 18+ link is reached through /{username}?link=i, its own
// interstitial. Continue (?sensitive=continue) sets a session cookie — remembered for the visit only — and
// goes on to the page or the link. Crawlers keep no cookies, so they get the interstitial.
// Pages that hold sensitive content differ by cookie, so shared caches must not keep them.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import type { PublicProfile } from "#contract/types";
import type { AppEnv } from "../http/app-env";
import { htmlResponse, renderHtml } from "./render";
import { SensitivePage } from "./SensitivePage";

export const sensitiveConsentCookie = "ln_sensitive_ok";
const privatePage = "private, no-store";

export type SensitiveGate = { response: Response } | { response?: undefined; consent: boolean; cacheControl?: string };

function hasSensitiveContent(profile: PublicProfile): boolean {
  return profile.sensitive || profile.links.some((link) => link.kind === "link" && link.sensitive);
}

/** The sensitive link at the position the query names, if it is one. */
function askedLink(profile: PublicProfile, value: string | undefined) {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return undefined;
  const index = Number(value);
  const link = profile.links[index];
  return link?.kind === "link" && link.sensitive ? { index, url: link.url } : undefined;
}

function redirect(location: string, headers: Headers = new Headers()): Response {
  headers.set("Location", location);
  headers.set("Cache-Control", "no-store");
  return new Response(null, { status: 303, headers });
}

/** `page` is the page's own path: /{username}, or `/` on a custom domain. */
export async function sensitiveGate(
  c: Context<AppEnv>,
  profile: PublicProfile,
  nonce: string,
  page: string,
): Promise<SensitiveGate> {
  if (!hasSensitiveContent(profile)) return { consent: false };
  const link = askedLink(profile, c.req.query("link"));

  if (c.req.query("sensitive") === "continue") {
    // No Max-Age or Expires: the browser forgets it when the visit ends.
    const cookie = serialize(sensitiveConsentCookie, "1", {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
    });
    const headers = new Headers({ "Set-Cookie": cookie });
    return { response: redirect(link?.url ?? page, headers) };
  }

  const consent = getCookie(c, sensitiveConsentCookie) === "1";
  if (link && consent) return { response: redirect(link.url) };
  if (link || (profile.sensitive && !consent)) {
    const html = await renderHtml(
      <SensitivePage
        nonce={nonce}
        appName={c.env.APP_NAME}
        username={profile.username}
        page={page}
        linkIndex={link?.index}
      />,
      nonce,
    );
    return { response: htmlResponse(html, { nonce, status: 200, cacheControl: privatePage }) };
  }
  return { consent, cacheControl: privatePage };
}
