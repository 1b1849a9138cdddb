// How code names a text it shows: a message descriptor, with the English source text, a stable id and a
// note for translators. `npm run i18n:extract` reads every defineMessages call from the code into the
// source catalog (catalogs/en.json); nobody keeps a list of keys by hand.

export type MessageDescriptor = {
  /** Stable across rewordings: the catalogs are keyed by it. */
  id: string;
  /** The English text, in ICU MessageFormat: {name} placeholders, {count, plural, …}. */
  defaultMessage: string;
  /** What translators need to know: where it shows, what the placeholders hold. */
  description?: string;
};

/** Marks a group of messages for extraction; returns it as it is. */
export function defineMessages<const Names extends string>(
  messages: Record<Names, MessageDescriptor>,
): Record<Names, MessageDescriptor> {
  return messages;
}

/** A group's English, each message's source text by its name: for what must read as the specification words it. */
export function englishOf<const Names extends string>(
  messages: Record<Names, MessageDescriptor>,
): Record<Names, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(messages).map(([name, message]) => [name, message.defaultMessage]),
  ) as Record<Names, string>;
}
