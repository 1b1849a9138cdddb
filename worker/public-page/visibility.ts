// The public page's second step: what this visitor may see now. The links shown at this moment (enabled,
// inside their schedule, the spotlight first, sections only over a shown link: contract/link-visibility.ts)
// with the branding the owner's tier allows; and the sensitive-content gate (docs/product.md, "Trust and safety"). Without the
// visit's consent, an 18+ page is its notice, and an 18+ link is reached through /{username}?link=i, its
// own notice. Continue (?sensitive=continue) remembers consent for the visit and goes on. Crawlers keep no
// cookies, so they get the notice. Decisions only: page.tsx turns them into responses.
import { visibleLinks } from "#contract/link-visibility";
import { toPublicLink } from "#contract/links";
import type { PublicProfile } from "#contract/types";
import { isPro } from "../billing/tier";
import type { PublicProfileSnapshot } from "../page-snapshot/snapshot";

/**
 * The public profile response; a free owner always shows the branding, whatever their setting, and a
 * tip block shows only while the owner's Stripe account can take charges (docs/guides/earn.md).
 */
export function toPublicProfile(snapshot: PublicProfileSnapshot, now: number = Date.now()): PublicProfile {
  const pro = isPro(snapshot, now);
  const shown = snapshot.acceptsTips ? snapshot.links : snapshot.links.filter((link) => link.kind !== "tip");
  return {
    username: snapshot.username,
    displayName: snapshot.displayName,
    avatar: snapshot.avatar,
    bio: snapshot.bio,
    links: visibleLinks(shown, now).map(toPublicLink),
    theme: snapshot.theme,
    socials: snapshot.socials,
    sensitive: snapshot.sensitive,
    isPro: pro,
    showBranding: !pro || snapshot.showBranding,
    referralCode: snapshot.referralCode,
    pageTitle: snapshot.pageTitle,
    pageDescription: snapshot.pageDescription,
    noindex: snapshot.noindex,
  };
}

/** What the gate reads of the request. */
export type Visit = {
  /** The address asked for, absolute. */
  url: URL;
  /** The visit's consent cookie is set. */
  consented: boolean;
  /** The page the browser says the visitor came from (Referer). */
  referer: string | undefined;
  /** The page's own path: /{username}, or `/` on a custom domain. */
  page: string;
  /** Where "Go back" leads when nothing better is known: the app's home. */
  home: string;
};

export type Gate =
  /** The page itself; `consent` opens 18+ links directly. Pages that differ by cookie are private. */
  | { show: "page"; consent: boolean; private: boolean }
  /** The notice before the page (no `linkIndex`) or before one of its links. */
  | { show: "notice"; linkIndex?: number; goBack: string }
  /** On to the page or the link, remembering the visit's consent when it was just given. */
  | { show: "redirect"; to: string; rememberConsent: boolean };

function hasSensitiveContent(profile: PublicProfile): boolean {
  return profile.sensitive || profile.links.some((link) => link.kind === "link" && link.sensitive);
}

/** The sensitive link at the position the query names, if it is one. */
function askedLink(profile: PublicProfile, value: string | null) {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const index = Number(value);
  const link = profile.links[index];
  return link?.kind === "link" && link.sensitive ? { index, url: link.url } : undefined;
}

/**
 * Where "Go back" leads without a script: the web page the browser says the visitor came from (other
 * sites send their origin alone, by default), unless that is this very address; else `fallback`.
 */
function goBackTo(visit: Visit, fallback: string): string {
  const from = visit.referer && URL.canParse(visit.referer) ? new URL(visit.referer) : undefined;
  if (!from || (from.protocol !== "https:" && from.protocol !== "http:")) return fallback;
  return from.href === visit.url.href ? fallback : from.href;
}

export function sensitiveGate(profile: PublicProfile, visit: Visit): Gate {
  if (!hasSensitiveContent(profile)) return { show: "page", consent: false, private: false };
  const { page } = visit;
  const link = askedLink(profile, visit.url.searchParams.get("link"));
  if (visit.url.searchParams.get("sensitive") === "continue") {
    return { show: "redirect", to: link?.url ?? page, rememberConsent: true };
  }
  if (link && visit.consented) return { show: "redirect", to: link.url, rememberConsent: false };
  if (link) return { show: "notice", linkIndex: link.index, goBack: goBackTo(visit, page) };
  if (profile.sensitive && !visit.consented) return { show: "notice", goBack: goBackTo(visit, visit.home) };
  return { show: "page", consent: visit.consented, private: true };
}
