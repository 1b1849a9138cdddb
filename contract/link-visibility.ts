// Which links a visitor sees, and in what order (docs/product.md, "Making the page yours"): enabled links inside their schedule,
// the spotlight link first, section titles where the owner put them. The public page, the public API,
// the click call (linkIndex counts the links seen, sections not counted) and the editor's state labels
// all ask here, so they can never disagree.

import type { Link } from "./links";

/** What decides whether and where a link shows (links.ts): times are epoch milliseconds. */
export type ScheduledLink = Pick<Link, "kind" | "enabled" | "startsAt" | "endsAt"> & { featured?: boolean };

export type LinkState = "shown" | "hidden" | "scheduled" | "ended";

export function linkState(link: ScheduledLink, now: number): LinkState {
  if (!link.enabled) return "hidden";
  if (link.startsAt !== null && now < link.startsAt) return "scheduled";
  if (link.endsAt !== null && now >= link.endsAt) return "ended";
  return "shown";
}

/**
 * The shown links in page order: the spotlight link first, everything else as the owner ordered it. A
 * section title heads the links up to the next title, so one whose links are all hidden, ended or moved
 * to the spotlight (the item after it is no link) has nothing to head and is left out.
 */
export function visibleLinks<T extends ScheduledLink>(links: readonly T[], now: number): T[] {
  const shown = links.filter((link) => linkState(link, now) === "shown");
  const featured = shown.find((link) => link.kind === "link" && link.featured);
  const inPlace = shown.filter((link) => link !== featured);
  const headed = inPlace.filter((link, index) => {
    const next = inPlace[index + 1];
    return link.kind !== "header" || (next !== undefined && next.kind !== "header");
  });
  return featured ? [featured, ...headed] : headed;
}

/** What a visitor clicks: a link, and a player's facade (a press plays it and counts as its click). */
export const clickableKinds = ["link", "embed"] as const;

const isClickable = (kind: string) => (clickableKinds as readonly string[]).includes(kind);

/** The clickable links a visitor sees, in order: what linkIndex counts. */
export function clickableLinks<T extends ScheduledLink>(links: readonly T[], now: number): T[] {
  return visibleLinks(links, now).filter((link) => isClickable(link.kind));
}

/** The next time a link starts or ends after `now`, when the page will change by itself; null if never. */
export function nextBoundary(links: readonly ScheduledLink[], now: number): number | null {
  let next: number | null = null;
  for (const link of links) {
    if (!link.enabled) continue;
    for (const time of [link.startsAt, link.endsAt]) {
      if (time !== null && time > now && (next === null || time < next)) next = time;
    }
  }
  return next;
}
