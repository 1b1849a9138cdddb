// Bringing a page from another service (docs/guides/page-import.md): the address to read, what reading it
// found, the owner's choice to apply, the limits of the read and what each refusal says. What was found
// is judged by the profile save's own rules (profile-schemas.ts) before it is shown, and again when it
// is applied, so an import can add nothing a save could not.
import { z } from "zod";
import { limits } from "./limits";
import { bioSchema, displayNameSchema, linkInputSchema, profileMessages, socialSchema } from "./profile-schemas";
import { maxSocials, type Social } from "./socials";

/** What a page was recognised as: four services by their own markup or data, anything else as a web page. */
export const pageImportSources = ["linktree", "linkstack", "littlelink", "beacons", "html"] as const;
export type PageImportSource = (typeof pageImportSources)[number];

/** How the dashboard names where a page was found. */
export const pageImportSourceNames: Record<PageImportSource, string> = {
  linktree: "Linktree",
  linkstack: "LinkStack",
  littlelink: "LittleLink",
  beacons: "Beacons",
  html: "a web page",
};

/** The read of another service's page: the bytes, the time and the redirects it may take. */
export const pageImportLimits = {
  pageMaxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
} as const;

/** A link or a section title found on the page, as it would be added. */
export type ImportedLink = { title: string; url: string; kind: "link" | "header" };

/** POST /api/import/from-url's answer: what the page holds, each item already passing a save's rules. */
export type PageImportPreview = {
  source: PageImportSource;
  /** The name the page shows, its bio and the address of its avatar (absolute, or null). */
  profile: { displayName: string; bio: string; avatarUrl: string | null };
  links: ImportedLink[];
  socials: Social[];
  /** What the owner should know: items left out and why, a bio shortened, a page read generically. */
  warnings: string[];
};

/** An item of the page the rules refused, with the reason, when none of its links can be added. */
export type RefusedItem = { title: string; url: string; reason: string };

const megabytes = pageImportLimits.pageMaxBytes / (1024 * 1024);
const seconds = pageImportLimits.timeoutMs / 1000;

export const pageImportMessages = {
  urlRequired: "Paste the address of your page.",
  urlTooLong: `The address can be at most ${limits.linkUrlMax} characters.`,
  urlInvalid: "Enter the page's full address, like https://linktr.ee/yourname.",
  urlNotHttps: "The address must start with https://.",
  urlCredentials: "The address can't include a user name or password.",
  urlPrivate: "The address must be a public page on the internet, not a private or local one.",
  unreachable: "That page couldn't be reached. Check the address and try again.",
  notHtml: "That address isn't a web page.",
  tooLarge: `That page is larger than ${megabytes} MB, more than a page of links ever is.`,
  tooSlow: `That page took longer than ${seconds} seconds to load.`,
  tooManyRedirects: `That address sends visitors on more than ${pageImportLimits.maxRedirects} times.`,
  redirectLoop: "That address sends visitors round in a loop.",
  unreadable: "That page couldn't be read as a web page.",
  noLinks: "We found no links on that page.",
  allRefused: "None of the links on that page can be added.",
  avatarLeftOut: "The page's avatar is not at an address we can read, so it is left out.",
  bioShortened: `The bio was shortened to ${limits.bioMax} characters.`,
  bioLeftOut: "The bio is left out:",
  readGenerically: "This page was read as a plain web page, not a page of a service we know: check what was found.",
  modeInvalid: 'mode must be "merge" or "replace".',
  kindInvalid: "kind must be link or header.",
  avatarUrlInvalid: "avatarUrl must be the address of an image.",
  nothingChosen: "Choose at least one thing to bring over.",
  added: "Added to your page.",
  replaced: "Your page was replaced.",
} as const;

/** The page answered a status that is not a page. */
export const pageStatusRefused = (status: number) => `That page answered with an error (HTTP ${status}).`;

/** A redirect led to an address the rules refuse: where, and why. */
export const redirectRefused = (location: string, reason: string) =>
  `That page sends visitors on to ${location}, which can't be read: ${reason}`;

/** The avatar found on the page could not be fetched when applying: why, in a sentence of its own. */
export const avatarNotFetched = (reason: string) => `The avatar couldn't be brought over. ${reason}`;

/** Why the avatar could not be fetched, when its address itself was fine. */
export const avatarFetchReasons = {
  timeout: `It took longer than ${seconds} seconds to load.`,
  failed: "It couldn't be fetched from its address.",
} as const;

/** An item of the page the rules leave out, in the warnings of a preview. */
export const itemLeftOut = ({ title, url, reason }: RefusedItem) =>
  `Left out “${title}”${url ? ` (${url})` : ""}: ${reason}`;

/** A merge that would take the page past a count: what it holds, what the import adds, what to untick. */
export function overLimit(what: "links" | "social icons", limit: number, held: number, adding: number): string {
  const untick = held + adding - limit;
  return `Your page can have at most ${limit} ${what}: it has ${held} and this would add ${adding}. Untick ${untick} and try again.`;
}

/** POST /api/import/from-url. */
export const importFromUrlSchema = z.object({
  url: z
    .string({ error: pageImportMessages.urlRequired })
    .trim()
    .min(1, pageImportMessages.urlRequired)
    .max(limits.linkUrlMax, pageImportMessages.urlTooLong),
});

/** One found link or section title: another kind is refused first, then the save's own link rules apply. */
const importedLinkSchema = z
  .preprocess((link, ctx) => {
    const kind = (link as { kind?: unknown } | null)?.kind;
    if (kind !== undefined && kind !== "link" && kind !== "header") {
      ctx.addIssue({ code: "custom", path: ["kind"], message: pageImportMessages.kindInvalid, input: kind });
    }
    return link;
  }, linkInputSchema)
  .transform(
    (link): ImportedLink =>
      link.kind === "header"
        ? { kind: "header", title: link.title, url: "" }
        : { kind: "link", title: link.title, url: link.url ?? "" },
  );

/**
 * POST /api/import/apply: what the owner kept ticked. Absent displayName, bio or avatarUrl leave the page's own; the
 * links and social icons are added ("merge") or take the place of the page's ("replace").
 */
export const importApplySchema = z.object({
  mode: z.enum(["merge", "replace"], { error: pageImportMessages.modeInvalid }),
  displayName: displayNameSchema.optional(),
  bio: bioSchema.optional(),
  avatarUrl: z
    .string({ error: pageImportMessages.avatarUrlInvalid })
    .trim()
    .min(1, pageImportMessages.avatarUrlInvalid)
    .max(limits.linkUrlMax, pageImportMessages.avatarUrlInvalid)
    .optional(),
  links: z
    .array(importedLinkSchema, { error: profileMessages.linksInvalid })
    .max(limits.linksMax, profileMessages.tooManyLinks),
  socials: z
    .array(socialSchema, { error: profileMessages.socialsInvalid })
    .max(maxSocials, profileMessages.tooManySocials),
});

export type ImportApplyInput = z.infer<typeof importApplySchema>;
