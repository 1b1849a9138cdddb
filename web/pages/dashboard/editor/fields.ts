// Names for the editor's fields. Errors and touched state are keyed by these; link fields use the
// link's stable key, not its position, so a message stays on its link when the list is reordered.
export type LinkPart = "title" | "url";
export type FieldKey = "username" | "bio" | `${string}.${LinkPart}`;

export const linkField = (linkKey: string, part: LinkPart): FieldKey => `${linkKey}.${part}`;

/** The id of the input for a field, so a label, an error text or a focus call can point at it. */
export function fieldInputId(field: FieldKey): string {
  return `profile-${field.replace(".", "-")}`;
}

/**
 * The editor field a server error names, e.g. 'username' or 'links.2.url'. `sentKeys` are the keys of
 * the links in the order they were sent, because the server counts positions in that request.
 */
export function fieldForServerError(field: string, sentKeys: readonly string[]): FieldKey | null {
  if (field === "username" || field === "bio") return field;
  const match = /^links(?:\.|\[)(\d+)\]?\.(title|url)$/.exec(field);
  if (!match) return null;
  const key = sentKeys[Number(match[1])];
  return key ? linkField(key, match[2] as LinkPart) : null;
}
