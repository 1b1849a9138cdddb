// Names for the editor's fields. Errors and touched state are keyed by these; link and social fields use
// the item's stable key, not its position, so a message stays on its item when the list is reordered.
import type { Draft } from "./draft";

export type LinkPart = "title" | "url" | "startsAt" | "endsAt" | "buttonText" | "amounts" | "currency";
export type FieldKey =
  | "username"
  | "displayName"
  | "bio"
  | "theme.accent"
  | "pageTitle"
  | "pageDescription"
  | `${string}.${LinkPart}`;

const profileFields = new Set<string>([
  "username",
  "displayName",
  "bio",
  "theme.accent",
  "pageTitle",
  "pageDescription",
]);

export const linkField = (linkKey: string, part: LinkPart): FieldKey => `${linkKey}.${part}`;

/** The id of the input for a field, so a label, an error text or a focus call can point at it. */
export function fieldInputId(field: FieldKey): string {
  return `profile-${field.replace(".", "-")}`;
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
  if (profileFields.has(field)) return field as FieldKey;
  const link = /^links(?:\.|\[)(\d+)\]?\.(title|url|startsAt|endsAt|buttonText|amounts|currency|kind)$/.exec(field);
  if (link) {
    const key = sentKeys[Number(link[1])];
    // The one-block rule names the block's kind; its title is the field the owner sees.
    return key ? linkField(key, (link[2] === "kind" ? "title" : link[2]) as LinkPart) : null;
  }
  const social = /^socials\.(\d+)\.url$/.exec(field);
  const key = social ? sentSocialKeys[Number(social[1])] : undefined;
  return key ? linkField(key, "url") : null;
}

/** The fields in the order they appear on the page, to focus the first one that needs attention. */
export function fieldsInPageOrder(draft: Pick<Draft, "socials" | "links">): FieldKey[] {
  return [
    "username",
    "displayName",
    "bio",
    "theme.accent",
    ...draft.socials.map((social) => linkField(social.key, "url")),
    ...draft.links.flatMap((link) => [
      linkField(link.key, "title"),
      linkField(link.key, "url"),
      linkField(link.key, "buttonText"),
      linkField(link.key, "amounts"),
      linkField(link.key, "currency"),
      linkField(link.key, "endsAt"),
    ]),
    "pageTitle",
    "pageDescription",
  ];
}
