// What a link is (docs/product.md, "Making the page yours"): one entry of a page's ordered list, told
// apart by its kind — a link proper, a section title, an embedded player (embeds.ts) or the e-mail
// sign-up block (docs/guides/audience.md) or the tip block (docs/guides/earn.md). This schema is the one definition; every other form of a link
// derives from it:
//   - the save's input (profile-schemas.ts: each kind's fields with the save's rules),
//   - the owner's answer of GET /api/profile (ownerLinkSchema below, read by the dashboard with it),
//   - the stored row (worker/profiles/links.ts: a row is a FlatLink),
//   - the public page's snapshot, validated by this schema (worker/page-snapshot/snapshot.ts),
//   - what a visitor is sent (PublicLink) and the page's markup (page/ProfileBody.tsx),
//   - the editor's draft and its checks (web/pages/dashboard/editor/).
// A new kind is one more variant here (and its fields in FlatLink's absent values); the compiler then
// names each place that has to learn it.
import { z } from "zod";
import { tipCurrencies } from "./earn";

/** What every entry has, whatever its kind. Times are epoch milliseconds; null is no bound. */
const entryShape = {
  id: z.string(),
  title: z.string(),
  /** Shown at all; a hidden entry stays in the editor. */
  enabled: z.boolean(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
};

/** Each kind and the fields it has besides an entry's. The keys' order is the order of a link's fields. */
export const linkVariants = {
  /** A link proper: maybe the spotlight, maybe 18+ (its own notice), maybe with an image under /uploads/. */
  link: z.object({
    kind: z.literal("link"),
    ...entryShape,
    url: z.string(),
    featured: z.boolean(),
    sensitive: z.boolean(),
    thumbnail: z.string().optional(),
  }),
  /** A section title heading the links up to the next one. */
  header: z.object({ kind: z.literal("header"), ...entryShape }),
  /** A video or track played on the page once the visitor presses play (embeds.ts). */
  embed: z.object({ kind: z.literal("embed"), ...entryShape, url: z.string() }),
  /** The e-mail sign-up block: its title over an address field and a button. */
  signup: z.object({ kind: z.literal("signup"), ...entryShape, buttonText: z.string() }),
  /**
   * The tip block (docs/guides/earn.md): its whole preset amounts, its currency and whether a visitor may
   * type an amount of their own. Shown only while the owner's Stripe account can take charges.
   */
  tip: z.object({
    kind: z.literal("tip"),
    ...entryShape,
    amounts: z.array(z.number()),
    currency: z.enum(tipCurrencies),
    allowCustom: z.boolean(),
  }),
};

export const linkSchema = z.discriminatedUnion("kind", [
  linkVariants.link,
  linkVariants.header,
  linkVariants.embed,
  linkVariants.signup,
  linkVariants.tip,
]);

export type Link = z.output<typeof linkSchema>;
export type LinkKind = Link["kind"];
export type LinkOf<Kind extends LinkKind> = Extract<Link, { kind: Kind }>;
export const linkKinds = Object.keys(linkVariants) as [LinkKind, ...LinkKind[]];

/** Whether a kind has a field, as its variant says (a section has no url, only a link a spotlight). */
export function kindHas(kind: LinkKind, field: string): boolean {
  return field in linkVariants[kind].shape;
}

/** "link, header, embed, signup or tip": the kinds as a sentence names them. */
export const linkKindsInWords = `${linkKinds.slice(0, -1).join(", ")} or ${linkKinds.at(-1)}`;

// --- One record of every kind's fields -------------------------------------------------------------

/** Every field of any member of a union of objects (an omit of a union keeps only what all share). */
export type FieldOfAny<Union> = Union extends unknown ? keyof Union : never;
/** What a field holds on the members that have it. */
export type ValueOfAny<Union, Field> = Union extends unknown
  ? Field extends keyof Union
    ? Union[Field]
    : never
  : never;
/** A union's members as one record of every member's fields, each optional. */
export type AnyOf<Union> = { [Field in FieldOfAny<Union>]?: ValueOfAny<Union, Field> };

type AnyKindField = FieldOfAny<Link>;
type ValueOf<Field extends AnyKindField> = ValueOfAny<Link, Field>;

/**
 * What a field reads as on a kind that does not have it (and a thumbnail as none): a section's url is
 * "", only a link is in the spotlight.
 */
const absentFields = {
  url: "",
  featured: false,
  sensitive: false,
  thumbnail: null,
  buttonText: null,
  amounts: null,
  currency: null,
  allowCustom: false,
} as const;

type EntryField = keyof typeof entryShape | "kind";
type KindField = Exclude<AnyKindField, EntryField>;
// A field a new kind brings needs its absent value above: this fails to compile until it has one.
const _everyKindFieldAbsent: Record<KindField, unknown> = absentFields;

/**
 * A link as one record of every kind's fields, those its kind lacks at their absent value: the form a
 * table row has (worker/profiles/links.ts), and the owner's answer and the editor's draft are built on.
 */
export type FlatLink = { [Field in EntryField]: ValueOf<Field> } & {
  [Field in KindField]: ValueOf<Field> | (typeof absentFields)[Field];
};

/** The link a flat record stands for: its kind's fields, nothing of the others. */
export function linkFromFlat(flat: FlatLink): Link {
  const { kind, id, title, enabled, startsAt, endsAt } = flat;
  const entry = { id, title, enabled, startsAt, endsAt };
  switch (kind) {
    case "link":
      return {
        kind,
        ...entry,
        url: flat.url,
        featured: flat.featured,
        sensitive: flat.sensitive,
        ...(flat.thumbnail ? { thumbnail: flat.thumbnail } : {}),
      };
    case "header":
      return { kind, ...entry };
    case "embed":
      return { kind, ...entry, url: flat.url };
    case "signup":
      return { kind, ...entry, buttonText: flat.buttonText ?? "" };
    case "tip":
      return {
        kind,
        ...entry,
        amounts: flat.amounts ?? [],
        currency: flat.currency ?? "usd",
        allowCustom: flat.allowCustom,
      };
  }
}

/** A link as one record of every kind's fields. */
export function flatLink(link: Link): FlatLink {
  return { ...absentFields, ...link };
}

/** The address a visitor opens through the entry, "" for a kind without one. */
export function addressOf(link: Link): string {
  return "url" in link ? link.url : "";
}

/** What a link the save has not seen before is, for the fields its request leaves out. */
export const newLinkDefaults = {
  kind: "link",
  enabled: true,
  startsAt: null,
  endsAt: null,
  featured: false,
} as const satisfies Partial<FlatLink>;

// --- What a visitor is sent ------------------------------------------------------------------------

/** Which entries show and where is decided before (link-visibility.ts): a visitor gets none of it. */
const unseenFields = { id: true, enabled: true, startsAt: true, endsAt: true } as const;
type UnseenField = keyof typeof unseenFields;

/** A shown entry as the public response and the page have it: its kind's fields but the unseen ones. */
export type PublicLink = Link extends infer Each ? (Each extends Link ? Omit<Each, UnseenField> : never) : never;

const publicFields = Object.fromEntries(
  linkKinds.map((kind) => [kind, Object.keys(linkVariants[kind].shape).filter((field) => !(field in unseenFields))]),
) as Record<LinkKind, string[]>;

/** The fields of its kind a visitor is sent, in their order; a field the link does not carry stays out. */
export function toPublicLink(link: Link): PublicLink {
  const shown: Record<string, unknown> = {};
  for (const field of publicFields[link.kind]) {
    const value = link[field as keyof typeof link];
    if (value !== undefined) shown[field] = value;
  }
  return shown as PublicLink;
}

// --- What the owner is sent ------------------------------------------------------------------------

/** A time on the wire: ISO 8601, null for none. */
const isoTime = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/**
 * A link as its owner gets it from GET /api/profile (the API reference (Link)): every kind's fields on
 * every link (a section's url ""), times as ISO 8601, its lifetime clicks, whether the safety check holds
 * it, and its thumbnail when it has one. The dashboard reads the answer with this schema: a field missing
 * or of the wrong type takes what a new link has, and fields it does not know are kept, so a save hands
 * the link back whole and the server can tell which link it is.
 */
export const ownerLinkSchema = z.looseObject({
  id: z.string().optional().catch(undefined),
  title: z.string().catch(""),
  url: z.string().catch(absentFields.url),
  kind: z.enum(linkKinds).catch(newLinkDefaults.kind),
  enabled: z.boolean().catch(newLinkDefaults.enabled),
  startsAt: z.string().nullable().catch(newLinkDefaults.startsAt),
  endsAt: z.string().nullable().catch(newLinkDefaults.endsAt),
  featured: z.boolean().catch(newLinkDefaults.featured),
  sensitive: z.boolean().catch(absentFields.sensitive),
  buttonText: z.string().nullish().catch(undefined),
  /** The tip block's presets, currency and custom amount (kind "tip"; null and false on every other). */
  amounts: z.array(z.number()).nullish().catch(undefined),
  currency: z.enum(tipCurrencies).nullish().catch(undefined),
  allowCustom: z.boolean().optional().catch(undefined),
  clicks: z.number().catch(0),
  thumbnail: z.string().optional().catch(undefined),
  /** Flagged by the link safety check or an admin: hidden from the public page until released. */
  held: z.boolean().catch(false),
});

export type OwnerLink = z.output<typeof ownerLinkSchema>;

// Every field of every kind is on the owner's link: this fails to compile until a new kind's are.
const _everyFieldAnswered: Record<AnyKindField, unknown> = ownerLinkSchema.shape;

/** A stored link as its owner gets it, with the clicks and the hold only the server knows. */
export function toOwnerLink(link: Link, known: { clicks: number; held: boolean }): OwnerLink {
  const flat = flatLink(link);
  return {
    id: flat.id,
    title: flat.title,
    url: flat.url,
    kind: flat.kind,
    enabled: flat.enabled,
    startsAt: isoTime(flat.startsAt),
    endsAt: isoTime(flat.endsAt),
    featured: flat.featured,
    sensitive: flat.sensitive,
    buttonText: flat.buttonText,
    amounts: flat.amounts,
    currency: flat.currency,
    allowCustom: flat.allowCustom,
    clicks: known.clicks,
    ...(flat.thumbnail ? { thumbnail: flat.thumbnail } : {}),
    held: known.held,
  };
}
