// Profiles (docs/product.md, "Limits" and "Making the page yours"): the rules of the profile save, the branding toggle, one link of the link
// editor and the public click call, and what they say. The API validates with these and the dashboard's
// forms reuse them, so a rule and its message exist once. What free text may hold is visible-text.ts's.
import { z } from "zod";
import { usernameSchema } from "./account-schemas";
import { audienceMessages, signupButtonTextMax } from "./audience";
import { earnMessages, tipAmountsProblem, tipBlockFields, tipCurrencies } from "./earn";
import { embedMessages, embedUrlProblem } from "./embeds";
import { limits } from "./limits";
import { type LinkKind, type LinkOf, linkKindsInWords } from "./links";
import { sharingSaveFields } from "./search-and-sharing";
import { maxSocials, socialPlatformIds } from "./socials";
import { accentContrast, accentPasses, formatContrast, nearestPassingAccent, themePresetIds } from "./themes";
import { hasControlCharacter, showsNothing, withoutDirectionControls } from "./visible-text";

export const profileMessages = {
  // Docs/product.md, "Limits", word for word.
  titleRequired: "Title is required",
  titleTooLong: "Max 100 characters",
  urlRequired: "URL is required",
  urlInvalid: "Enter a valid URL",
  // Amended: mailto:, tel: and sms: links are links people expect (docs/decisions/050).
  urlScheme: "Use http, https, mailto, tel or sms",
  avatarTooLarge: "Max file size is 2MB.",
  profileSaved: "Profile saved.",
  userNotFound: "User not found",
  notFoundText: "This profile doesn't exist. Check the username and try again.",
  loadFailed: "Failed to load user profile",
  // Ours, where the product reference is silent.
  urlTooLong: `URL must be at most ${limits.linkUrlMax} characters.`,
  bioInvalid: "Bio must be text.",
  displayNameInvalid: "Display name must be text.",
  displayNameTooLong: `Display name must be at most ${limits.displayNameMax} characters.`,
  displayNameControlCharacters: "Display name can't contain control characters.",
  bioTooLong: `Bio must be at most ${limits.bioMax} characters.`,
  linksInvalid: "Links must be a list of links.",
  tooManyLinks: `A profile can have at most ${limits.linksMax} links.`,
  avatarNotUploaded: "Change the avatar by uploading an image.",
  avatarNotMultipart: "Upload the avatar as multipart/form-data with a file field named avatar.",
  avatarMissing: "Choose an image file to upload.",
  avatarWrongType: "Use a PNG, JPEG, GIF or WebP image.",
  imageDamaged: "This image is damaged or incomplete. Save it again, or use another one.",
  imageTooManyPixels: `Use an image of at most ${limits.imageMaxSide} × ${limits.imageMaxSide} pixels.`,
  avatarUploaded: "Avatar uploaded.",
  avatarCleared: "Avatar cleared.",
  brandingInvalid: "showBranding must be true or false.",
  brandingProOnly: "Hiding the branding is a Pro feature. Upgrade to Pro to change it.",
  brandingSaved: "Branding saved.",
  linkIndexInvalid: "linkIndex must be the position of a link.",
  linkNotFound: "Link not found",
  sensitiveInvalid: "sensitive must be true or false.",
  titleControlCharacters: "Title can't contain control characters.",
  bioControlCharacters: "Bio can't contain control characters.",
  urlControlCharacters: "URL can't contain control characters.",
  urlUserInfo: "URL can't include a user name or password (the part before @).",
  mailtoInvalid: "Enter an e-mail address after mailto:, like mailto:you@example.com",
  phoneInvalid: "Enter a phone number after tel: or sms:, like tel:+15551234567",
  // Themes, socials, sections, visibility and the spotlight (docs/product.md, "Making the page yours").
  presetUnknown: "Choose one of the themes.",
  accentInvalid: "Use a colour like #7c5cff.",
  socialsInvalid: "Socials must be a list of {platform, url}.",
  tooManySocials: `A profile can have at most ${maxSocials} social icons.`,
  platformUnknown: "Choose one of the platforms.",
  socialUrlScheme: "Use http, https or mailto",
  sectionHasUrl: "A section title has no URL.",
  timeInvalid: "Use an ISO 8601 time like 2026-12-01T09:00:00Z.",
  endsBeforeStart: "The end must be after the start.",
  twoFeatured: "Only one link can be in the spotlight.",
  sectionFeatured: "A section title cannot be in the spotlight.",
  schedulingProOnly: "Scheduling links is a Pro feature. Upgrade to Pro to schedule links.",
  qrNeedsProfile: "Your page has no address yet.",
  // Link thumbnails (docs/product.md, "Making the page yours").
  thumbnailTooLarge: "Max file size is 256 KB.",
  thumbnailNotMultipart: "Upload the thumbnail as multipart/form-data with a file field named thumbnail.",
  thumbnailNotLink: "Only a link can show an image; sections and players cannot.",
  // Saves carry the version they were edited from (docs/decisions/053).
  versionInvalid: "version must be the page's version, a whole number from GET /api/profile.",
  pageChanged:
    "Your page changed elsewhere (in another tab or device) since you opened it. Load the latest version, then make your changes again.",
} as const;

/** The refusal of an accent under 4.5:1, with the nearest colour that passes. */
export function accentTooFaint(preset: string, accent: string): string {
  const ratio = formatContrast(accentContrast(preset, accent));
  return `This colour's contrast is ${ratio}; it needs at least 4.5:1. Try ${nearestPassingAccent(preset, accent)}.`;
}

/** The public page's footer link (docs/product.md, "What it is and for whom", docs/guides/public-page.md). */
export const brandingText = "Made with LinkNest";

/**
 * A link's address as it is saved: trimmed, and a bare host ("shop.example/prints") given https://, as
 * people type addresses. Something before a colon with no dot in it is a scheme, left to the rule below.
 */
export function linkAddress(value: string): string {
  const address = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1];
  if (address === "" || (scheme && !scheme.includes("."))) return address;
  return /^[^\s/?#]+\.[^\s/?#]+/.test(address) ? `https://${address}` : address;
}

/** An address of mailto:'s path or its to= field, as written (RFC 6068), one or several split by commas. */
const mailAddress = /^[^\s@,]+@[^\s@,]+$/;

function mailtoProblem(url: URL): string | null {
  const addresses = [url.pathname, url.searchParams.get("to") ?? ""]
    .flatMap((part) => part.split(/,|%2C/i))
    .filter((address) => address !== "");
  return addresses.length > 0 && addresses.every((address) => mailAddress.test(address))
    ? null
    : profileMessages.mailtoInvalid;
}

/** A phone number of tel: or sms:: an optional +, 3 to 15 digits (E.164's most), and the usual separators. */
function phoneProblem(url: URL): string | null {
  let number: string;
  try {
    // tel: may carry parameters (;ext=12), sms: a body (?body=…); the number comes first.
    number = decodeURIComponent(url.pathname.split(";")[0] ?? "");
  } catch {
    return profileMessages.phoneInvalid;
  }
  const digits = number.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(number) && digits >= 3 && digits <= 15 ? null : profileMessages.phoneInvalid;
}

/**
 * The message for a link URL that cannot be saved, or null when it is fine: a web address, an e-mail
 * address (mailto:) or a phone number to call or text (tel:, sms:). Nothing else — javascript:, data:,
 * file: — since it either runs code or leaves for somewhere no visitor expects.
 */
export function linkUrlProblem(value: string): string | null {
  if (value === "") return profileMessages.urlRequired;
  if (value.length > limits.linkUrlMax) return profileMessages.urlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return profileMessages.urlInvalid;
  }
  const scheme = url.protocol;
  if (scheme !== "http:" && scheme !== "https:" && scheme !== "mailto:" && scheme !== "tel:" && scheme !== "sms:") {
    return profileMessages.urlScheme;
  }
  // A browser drops tabs and line breaks from an address without a word; the stored text would differ.
  if (hasControlCharacter(value)) return profileMessages.urlControlCharacters;
  if (scheme === "mailto:") return mailtoProblem(url);
  if (scheme === "tel:" || scheme === "sms:") return phoneProblem(url);
  // https://paypal.com@evil.example/ goes to evil.example: a user name only ever disguises the host.
  if (url.username || url.password) return profileMessages.urlUserInfo;
  return null;
}

/** The message for a link or section title that cannot be saved, or null when it is fine. */
export function linkTitleProblem(title: string): string | null {
  if (showsNothing(title)) return profileMessages.titleRequired;
  if (title.length > limits.linkTitleMax) return profileMessages.titleTooLong;
  if (hasControlCharacter(title)) return profileMessages.titleControlCharacters;
  return null;
}

/** The message for a bio that cannot be saved, or null: it may run over several lines. */
export function bioProblem(bio: string): string | null {
  if (bio.length > limits.bioMax) return profileMessages.bioTooLong;
  if (hasControlCharacter(bio, { lines: true })) return profileMessages.bioControlCharacters;
  return null;
}

/** The message for a display name that cannot be saved, or null: one line, like a title. */
export function displayNameProblem(name: string): string | null {
  if (name.length > limits.displayNameMax) return profileMessages.displayNameTooLong;
  if (hasControlCharacter(name)) return profileMessages.displayNameControlCharacters;
  return null;
}

/** A field judged by one function, so a field never gets two messages at once. */
const oneProblem =
  <Value = string>(problemOf: (value: Value) => string | null) =>
  (value: Value, ctx: z.RefinementCtx): void => {
    const problem = problemOf(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  };

export const linkTitleSchema = z
  .string({ error: profileMessages.titleRequired })
  .overwrite(withoutDirectionControls)
  .trim()
  .superRefine(oneProblem(linkTitleProblem));

// One check, so a field never gets two messages at once (an empty URL is not also "invalid").
export const linkUrlSchema = z
  .string({ error: profileMessages.urlRequired })
  .overwrite(linkAddress)
  .superRefine(oneProblem(linkUrlProblem));

/** A scheduling bound: an ISO 8601 time with a zone, as milliseconds; null clears it. */
const linkTimeSchema = z.iso
  .datetime({ offset: true, error: profileMessages.timeInvalid })
  .transform((value) => Date.parse(value))
  .nullish();

/** What every entry takes: the fields a client leaves out keep the stored link's value (LinkPlan). */
const entryInput = {
  /** The id GET /api/profile gave the link: it keeps its clicks even when its title or url changes. */
  id: z.string().max(100).nullish(),
  title: linkTitleSchema,
  enabled: z.boolean({ error: "enabled must be true or false." }).optional(),
  startsAt: linkTimeSchema,
  endsAt: linkTimeSchema,
  // clicks, held and a thumbnail may come back from the client; they are ignored (they are the server's).
};

const addressInput = z.string({ error: profileMessages.urlRequired }).trim().optional();
const featuredInput = z.boolean({ error: "featured must be true or false." }).optional();
/** 18+: the link opens through its own interstitial (docs/product.md, "Trust and safety"). */
const sensitiveInput = z.boolean({ error: profileMessages.sensitiveInvalid }).optional();

/** A field of another kind, refused with `message` when it is set on this one; nothing of it is kept. */
function refused<Schema extends z.ZodType>(schema: Schema, message: string) {
  return schema.refine((value) => !value, { message }).transform(() => undefined);
}

function endsAfterStart(link: { startsAt?: number | null; endsAt?: number | null }, ctx: z.RefinementCtx): void {
  if (link.startsAt != null && link.endsAt != null && link.endsAt <= link.startsAt) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: profileMessages.endsBeforeStart });
  }
}

/**
 * The save's rules for each kind's fields (contract/links.ts), and its word on a field of another kind
 * sent on one: a section, a player or a block in the spotlight, a section's or a block's URL.
 */
const linkInputVariants = {
  link: z
    .object({
      /** Left out, an existing link keeps its stored kind (linkAsStoredKind), and a new one is a link. */
      kind: z.literal("link").optional(),
      ...entryInput,
      url: linkUrlSchema,
      featured: featuredInput,
      sensitive: sensitiveInput,
    })
    .superRefine(endsAfterStart),
  header: z
    .object({
      kind: z.literal("header"),
      ...entryInput,
      url: refused(addressInput, profileMessages.sectionHasUrl),
      featured: refused(featuredInput, profileMessages.sectionFeatured),
    })
    .superRefine(endsAfterStart),
  embed: z
    .object({
      kind: z.literal("embed"),
      ...entryInput,
      url: z
        .string({ error: profileMessages.urlRequired })
        .overwrite(linkAddress)
        .superRefine(oneProblem((url) => linkUrlProblem(url) ?? embedUrlProblem(url))),
      featured: refused(featuredInput, embedMessages.featured),
      sensitive: refused(sensitiveInput, embedMessages.sensitive),
    })
    .superRefine(endsAfterStart),
  signup: z
    .object({
      kind: z.literal("signup"),
      ...entryInput,
      url: refused(addressInput, audienceMessages.signupHasUrl),
      /** The e-mail sign-up block's button (docs/guides/audience.md). */
      buttonText: z
        .string({ error: audienceMessages.buttonTextRequired })
        .overwrite(withoutDirectionControls)
        .trim()
        .superRefine(oneProblem((text) => signupButtonProblem(text))),
      // A form is neither a link to put in the spotlight nor one to open through the 18+ notice.
      featured: refused(featuredInput, audienceMessages.signupFeatured),
      sensitive: refused(sensitiveInput, audienceMessages.signupSensitive),
    })
    .superRefine(endsAfterStart),
  /** The tip block (docs/guides/earn.md): its presets and currency, neither in the spotlight nor 18+. */
  tip: z
    .object({
      kind: z.literal("tip"),
      ...entryInput,
      url: refused(addressInput, earnMessages.tipHasUrl),
      amounts: tipBlockFields.amounts.transform((amounts) => amounts ?? []).superRefine(oneProblem(tipAmountsProblem)),
      currency: tipBlockFields.currency.pipe(z.enum(tipCurrencies, { error: earnMessages.currencyUnknown })),
      allowCustom: tipBlockFields.allowCustom.transform((allowed) => allowed === true),
      featured: refused(featuredInput, earnMessages.tipFeatured),
      sensitive: refused(sensitiveInput, earnMessages.tipSensitive),
    })
    .superRefine(endsAfterStart),
};

// Every kind takes its own fields (but the thumbnail, which has its own call): this fails to compile until a new kind's variant is here.
const _everyKindSaved: { [Kind in LinkKind]: Record<Exclude<keyof LinkOf<Kind>, "thumbnail">, unknown> } = {
  link: linkInputVariants.link.shape,
  header: linkInputVariants.header.shape,
  embed: linkInputVariants.embed.shape,
  signup: linkInputVariants.signup.shape,
  tip: linkInputVariants.tip.shape,
};

/** One entry of the ordered list as a save sends it, told apart by its kind (contract/links.ts). */
export const linkInputSchema = z.discriminatedUnion(
  "kind",
  [
    linkInputVariants.link,
    linkInputVariants.header,
    linkInputVariants.embed,
    linkInputVariants.signup,
    linkInputVariants.tip,
  ],
  { error: (issue) => (issue.code === "invalid_union" ? `kind must be ${linkKindsInWords}.` : undefined) },
);

/**
 * A link sent without its kind, judged by the rules of the kind it is stored as, which it keeps: a
 * section or a sign-up block has no URL, a player's must still play. Times were judged already.
 */
export function linkAsStoredKind(sent: LinkInput, kind: LinkKind) {
  return linkInputVariants[kind].safeParse({ ...sent, kind, startsAt: undefined, endsAt: undefined });
}

/** The message for a sign-up block's button text, or null when it is fine. */
export function signupButtonProblem(text: string): string | null {
  if (showsNothing(text)) return audienceMessages.buttonTextRequired;
  if (text.length > signupButtonTextMax) return audienceMessages.buttonTextTooLong;
  if (hasControlCharacter(text)) return profileMessages.titleControlCharacters;
  return null;
}

/** The message for a social icon's URL, or null: like a link's, and mailto is allowed here. */
export function socialUrlProblem(value: string): string | null {
  // A phone number is a link of the page; an icon leads to a profile or an inbox.
  if (/^\s*(tel|sms):/i.test(value)) return profileMessages.socialUrlScheme;
  const problem = linkUrlProblem(value);
  return problem === profileMessages.urlScheme ? profileMessages.socialUrlScheme : problem;
}

export const socialSchema = z.object({
  platform: z.enum(socialPlatformIds, { error: profileMessages.platformUnknown }),
  url: z.string({ error: profileMessages.urlRequired }).trim().superRefine(oneProblem(socialUrlProblem)),
});

/**
 * The message for a button colour that cannot be saved on a theme, or null: "#rrggbb", at 4.5:1 against
 * what it meets. One message at a time: a malformed colour has no contrast to speak of.
 */
export function accentProblem(preset: string, accent: string): string | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(accent)) return profileMessages.accentInvalid;
  const colour = accent.toLowerCase();
  return accentPasses(preset, colour) ? null : accentTooFaint(preset, colour);
}

export const themeSchema = z
  .object({
    preset: z.enum(themePresetIds, { error: profileMessages.presetUnknown }),
    accent: z
      .string({ error: profileMessages.accentInvalid })
      .nullish()
      .transform((value) => value?.toLowerCase() ?? null),
  })
  .superRefine((theme, ctx) => {
    const problem = theme.accent === null ? null : accentProblem(theme.preset, theme.accent);
    if (problem) ctx.addIssue({ code: "custom", path: ["accent"], message: problem });
  });

/** The blocks that take a visitor's input, of which a page has at most one each, and the word for a second. */
export const blocksOnePerPage: Readonly<Partial<Record<LinkKind, string>>> = {
  signup: audienceMessages.twoSignupBlocks,
  tip: earnMessages.twoTipBlocks,
};

/** At most one block of each kind that takes a visitor's input: the second and later ones are refused on their kind. */
function oneBlockOfEach(links: { kind?: string | undefined }[], ctx: z.RefinementCtx): void {
  links.forEach((link, index) => {
    const second = link.kind === undefined ? undefined : blocksOnePerPage[link.kind as LinkKind];
    if (second && links.findIndex((other) => other.kind === link.kind) < index) {
      ctx.addIssue({ code: "custom", path: [index, "kind"], message: second });
    }
  });
}

/** At most one link in the spotlight: the second and later ones are each refused. */
function oneFeatured(links: { featured?: boolean | undefined }[], ctx: z.RefinementCtx): void {
  let seen = false;
  links.forEach((link, index) => {
    if (!link.featured) return;
    if (seen) ctx.addIssue({ code: "custom", path: [index, "featured"], message: profileMessages.twoFeatured });
    seen = true;
  });
}

export const bioSchema = z
  .string({ error: profileMessages.bioInvalid })
  .overwrite(withoutDirectionControls)
  .trim()
  .superRefine(oneProblem(bioProblem));

/** The name heading the page (the handle beneath it); one that shows nothing is none at all. */
export const displayNameSchema = z
  .string({ error: profileMessages.displayNameInvalid })
  .overwrite(withoutDirectionControls)
  .trim()
  .overwrite((name) => (showsNothing(name) ? "" : name))
  .superRefine(oneProblem(displayNameProblem));

/** PUT /api/profile with the whole profile. */
export const profileSaveSchema = z.object({
  username: usernameSchema,
  /** Absent keeps the stored name (a client that predates it). */
  displayName: displayNameSchema.optional(),
  bio: bioSchema,
  /** Only the current value (unchanged) or null/"" (clear); absent leaves it as it is. */
  avatar: z.string().max(limits.linkUrlMax).nullish(),
  links: z
    .array(linkInputSchema, { error: profileMessages.linksInvalid })
    .max(limits.linksMax, profileMessages.tooManyLinks)
    .superRefine(oneFeatured)
    .superRefine(oneBlockOfEach),
  /** Absent leaves the theme and the socials as they are (a client that predates them). */
  theme: themeSchema.optional(),
  socials: z
    .array(socialSchema, { error: profileMessages.socialsInvalid })
    .max(maxSocials, profileMessages.tooManySocials)
    .optional(),
  /** 18+: visitors pass an interstitial first (docs/product.md, "Trust and safety"); absent keeps the current value. */
  sensitive: z.boolean({ error: profileMessages.sensitiveInvalid }).optional(),
  /** Search and sharing: the page's title, description and noindex; absent keeps each as it is. */
  ...sharingSaveFields,
  /**
   * The page's version the save was edited from (GET /api/profile's `version`): a page that has moved on
   * since answers 409. Absent, the save is taken as the latest word (the specification's call).
   */
  version: z
    .number({ error: profileMessages.versionInvalid })
    .int(profileMessages.versionInvalid)
    .min(0, profileMessages.versionInvalid)
    .optional(),
});

/** PUT /api/profile with {showBranding} alone. */
export const brandingSchema = z.object({
  showBranding: z.boolean({ error: profileMessages.brandingInvalid }),
});

/** A body carrying showBranding and none of the profile's own fields is the branding toggle. */
export function isBrandingUpdate(body: Record<string, unknown>): boolean {
  return (
    "showBranding" in body &&
    !["username", "displayName", "bio", "avatar", "links", "theme", "socials", ...Object.keys(sharingSaveFields)].some(
      (field) => field in body,
    )
  );
}

/** A hint the page's beacon may send: anything malformed is dropped rather than refusing the click. */
const clickHint = z.string().max(2048).optional().catch(undefined);

/**
 * POST /api/click: a link named by its owner and its position; the page adds its own Referer and
 * utm_source, so the click is attributed to where the visit came from (docs/product.md, "Analytics").
 */
export const clickSchema = z.object({
  username: usernameSchema,
  linkIndex: z
    .number({ error: profileMessages.linkIndexInvalid })
    .int(profileMessages.linkIndexInvalid)
    .min(0, profileMessages.linkIndexInvalid)
    .max(limits.linksMax - 1, profileMessages.linkIndexInvalid),
  referrer: clickHint,
  utmSource: clickHint,
});

export type LinkInput = z.output<typeof linkInputSchema>;
export type ProfileSaveInput = z.infer<typeof profileSaveSchema>;
export type ClickInput = z.infer<typeof clickSchema>;
