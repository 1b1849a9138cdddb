// The unsaved draft as the public page would show it now (docs/product.md, "Making the page yours"): the same visibility rules, the
// spotlight first, and only what would pass the save's checks (an accent under 4.5:1 previews as the
// theme's own colour, an unfinished social is left out).
import { tipAmountsProblem } from "#contract/earn";
import { visibleLinks } from "#contract/link-visibility";
import { flatLink, linkFromFlat, toPublicLink } from "#contract/links";
import { accentPasses } from "#contract/themes";
import type { PublicProfile } from "#contract/types";
import { type Draft, isHeldSocial, linkOf } from "../editor/draft";
import type { Profile } from "../editor/types";

export function previewProfile(draft: Draft, saved: Profile, now: number): PublicProfile {
  // A link or social held for review is absent from the page until released (docs/product.md, "Trust and safety").
  const shown = draft.links.filter((link) => !(link.source?.held && link.url.trim() === link.source.url));
  const links = shown.map((row) => {
    const link = flatLink(linkOf(row, (typed) => typed.trim()));
    const title = link.title || (row.kind === "header" ? "Section" : "Untitled link");
    // A tip block's amounts as they will be once they pass the save's checks.
    const amounts = link.amounts && !tipAmountsProblem(link.amounts) ? link.amounts : [];
    return linkFromFlat({ ...link, title, amounts, thumbnail: row.source?.thumbnail ?? null });
  });
  const { preset, accent } = draft.theme;
  return {
    username: draft.username.trim() || saved.username,
    displayName: draft.displayName.trim(),
    avatar: saved.avatar,
    bio: draft.bio,
    links: visibleLinks(links, now).map(toPublicLink),
    theme: { preset, accent: accent && /^#[0-9a-f]{6}$/i.test(accent) && accentPasses(preset, accent) ? accent : null },
    socials: draft.socials
      .filter((social) => social.url.trim() && !isHeldSocial(social))
      .map(({ platform, url }) => ({ platform, url })),
    sensitive: draft.sensitive,
    isPro: false,
    showBranding: saved.showBranding,
    referralCode: saved.referralCode,
    ...draft.sharing,
  };
}
