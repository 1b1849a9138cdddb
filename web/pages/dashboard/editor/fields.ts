// The editor's fields as its form names them (react-hook-form paths, docs/decisions/056): the profile's by
// name, a link's and a social icon's by the item's stable key — `links.<key>.title`, `socials.<key>.url` —
// not its position, so a message stays on its item when the list is reordered. Which parts of a link are
// fields follows the contract's link schema (contract/links.ts): every field of any kind that a row types
// in, that is, less the entry's identity and its switches.
import { type FieldOfAny, type Link, linkVariants } from "#contract/links";
import type { Draft } from "./draft";

/** What a row holds that is no typed field: the link's identity and what switches and menus set. */
const notTyped = ["id", "kind", "enabled", "featured", "sensitive", "allowCustom", "thumbnail"] as const;

/** A typed part of a link: a field of some kind of link (its title, address, times, button, amounts, currency). */
export type LinkPart = Exclude<FieldOfAny<Link>, (typeof notTyped)[number]>;

/**
 * Where each part sits in a row, top to bottom (links/LinkRow.tsx; the schedule in its "More" panel): a
 * field a new kind brings fails to compile here until it has its place.
 */
const placeInRow: Record<LinkPart, number> = {
  title: 0,
  url: 1,
  buttonText: 2,
  amounts: 3,
  currency: 4,
  startsAt: 5,
  endsAt: 6,
};

/** Every typed part of any kind of link (the link schema's fields), in the order a row shows them. */
export const linkParts: readonly LinkPart[] = [
  ...new Set(Object.values(linkVariants).flatMap((variant) => Object.keys(variant.shape))),
]
  .filter((field): field is LinkPart => !(notTyped as readonly string[]).includes(field))
  .sort((a, b) => placeInRow[a] - placeInRow[b]);

const profileFields = ["username", "displayName", "bio", "theme.accent", "pageTitle", "pageDescription"] as const;
type ProfileField = (typeof profileFields)[number];

export type FieldKey = ProfileField | `links.${string}.${LinkPart}` | `socials.${string}.url`;

export const linkField = (linkKey: string, part: LinkPart): FieldKey => `links.${linkKey}.${part}`;
export const socialField = (socialKey: string): FieldKey => `socials.${socialKey}.url`;

/** The id of the input for a field, so a label, an error text or a focus call can point at it. */
export function fieldInputId(field: FieldKey): string {
  return `profile-${field.replace(/^(links|socials)\./, "").replaceAll(".", "-")}`;
}

/**
 * The editor field a server error names, e.g. 'username', 'links.2.url' or 'socials.0.url'. `sentKeys`
 * and `sentSocialKeys` are the keys in the order they were sent, as the server counts positions in that
 * request.
 */
export function fieldForServerError(
  field: string,
  sentKeys: readonly string[],
  sentSocialKeys: readonly string[] = [],
): FieldKey | null {
  if ((profileFields as readonly string[]).includes(field)) return field as FieldKey;
  const link = /^links(?:\.|\[)(\d+)\]?\.(\w+)$/.exec(field);
  if (link) {
    const key = sentKeys[Number(link[1])];
    // The one-block rule names the block's kind; its title is the field the owner sees.
    const part = link[2] === "kind" ? "title" : link[2];
    return key && (linkParts as readonly string[]).includes(part ?? "") ? linkField(key, part as LinkPart) : null;
  }
  const social = /^socials\.(\d+)\.url$/.exec(field);
  const key = social ? sentSocialKeys[Number(social[1])] : undefined;
  return key ? socialField(key) : null;
}

/** The fields in the order they appear on the page, to focus the first one that needs attention. */
export function fieldsInPageOrder(draft: Pick<Draft, "socials" | "links">): FieldKey[] {
  return [
    "username",
    "displayName",
    "bio",
    "theme.accent",
    ...draft.socials.map((social) => socialField(social.key)),
    ...draft.links.flatMap((link) => linkParts.map((part) => linkField(link.key, part))),
    "pageTitle",
    "pageDescription",
  ];
}
