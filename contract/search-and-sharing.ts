// Search and sharing (docs/product.md, "Making the page yours"): the page's own title and description for
// search results and link previews, the switch that hides the page from search engines, and the language
// of the page's own words (contract/i18n/locales.ts). The rules and messages of the profile fields, and the head text the public page and the dashboard's
// preview both show: an empty title or description falls back to the name and the bio.
import { z } from "zod";
import { defineMessages } from "./i18n/define";
import { pageLanguageSchema } from "./i18n/language-schemas";
import type { PageLanguage } from "./i18n/locales";
import { limits } from "./limits";
import { hasControlCharacter, showsNothing, withoutDirectionControls } from "./visible-text";

export const sharingMessages = {
  pageTitleInvalid: "Page title must be text.",
  pageTitleTooLong: `Page title must be at most ${limits.pageTitleMax} characters.`,
  pageTitleControlCharacters: "Page title can't contain control characters.",
  pageDescriptionInvalid: "Page description must be text.",
  pageDescriptionTooLong: `Page description must be at most ${limits.pageDescriptionMax} characters.`,
  pageDescriptionControlCharacters: "Page description can't contain control characters.",
  noindexInvalid: "noindex must be true or false.",
} as const;

/** The dashboard's words for the settings. */
export const sharingTexts = defineMessages({
  heading: { id: "app.sharing.heading", defaultMessage: "Search and sharing" },
  pageTitleLabel: { id: "app.sharing.pageTitleLabel", defaultMessage: "Page title" },
  pageDescriptionLabel: { id: "app.sharing.pageDescriptionLabel", defaultMessage: "Page description" },
  noindexLabel: { id: "app.sharing.noindexLabel", defaultMessage: "Hide my page from search engines" },
  defaultsHint: {
    id: "app.sharing.defaultsHint",
    defaultMessage: "Left empty, the title is your name and the description your bio.",
  },
  noindexHint: {
    id: "app.sharing.noindexHint",
    defaultMessage: "Search engines are asked not to list your page; anyone with the address can still open it.",
  },
  languageLabel: { id: "app.sharing.languageLabel", defaultMessage: "Language of the page's own words" },
  languageAuto: { id: "app.sharing.languageAuto", defaultMessage: "Each visitor's language" },
  languageHint: {
    id: "app.sharing.languageHint",
    defaultMessage:
      "The report link, the sign-up block's messages, the notices and the footer speak it; your own texts are never translated.",
  },
  snippet: { id: "app.sharing.snippet", defaultMessage: "As a search result shows it" },
});

/** One line of text: a title or description is read as a line, so line breaks are refused too. */
function lineProblem(text: string, max: number, tooLong: string, control: string): string | null {
  if (text.length > max) return tooLong;
  if (hasControlCharacter(text)) return control;
  return null;
}

export function pageTitleProblem(title: string): string | null {
  const { pageTitleTooLong, pageTitleControlCharacters } = sharingMessages;
  return lineProblem(title, limits.pageTitleMax, pageTitleTooLong, pageTitleControlCharacters);
}

export function pageDescriptionProblem(description: string): string | null {
  const { pageDescriptionTooLong, pageDescriptionControlCharacters } = sharingMessages;
  return lineProblem(description, limits.pageDescriptionMax, pageDescriptionTooLong, pageDescriptionControlCharacters);
}

/** Text that shows nothing is no title at all, so the default takes its place. */
const emptyWhenBlank = (text: string) => (showsNothing(text) ? "" : text);

const sharingText = (invalid: string, problemOf: (value: string) => string | null) =>
  z
    .string({ error: invalid })
    .overwrite(withoutDirectionControls)
    .trim()
    .overwrite(emptyWhenBlank)
    .superRefine((value, ctx) => {
      const problem = problemOf(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const pageTitleSchema = sharingText(sharingMessages.pageTitleInvalid, pageTitleProblem);
export const pageDescriptionSchema = sharingText(sharingMessages.pageDescriptionInvalid, pageDescriptionProblem);
export const noindexSchema = z.boolean({ error: sharingMessages.noindexInvalid });

/** The fields as a profile save takes them; each absent one keeps its stored value. */
export const sharingSaveFields = {
  pageTitle: pageTitleSchema.optional(),
  pageDescription: pageDescriptionSchema.optional(),
  noindex: noindexSchema.optional(),
  language: pageLanguageSchema.optional(),
};

export type SharingSettings = { pageTitle: string; pageDescription: string; noindex: boolean };

/** The settings of the dashboard's "Search and sharing" card: the above and the language of the page's words. */
export type SharingCardSettings = SharingSettings & { language: PageLanguage };

/** The longest default description: search engines cut about here. */
const summaryMax = 160;

/**
 * What the page's head says: the owner's title and description, or the display name with the handle
 * and the bio (one line, cut) where they left them empty.
 */
export function pageHeadText(
  page: Pick<SharingSettings, "pageTitle" | "pageDescription"> & { username: string; displayName: string; bio: string },
  appName: string,
): { title: string; description: string } {
  const who = page.displayName ? `${page.displayName} (@${page.username})` : `@${page.username}`;
  const title = page.pageTitle || `${who} | ${appName}`;
  if (page.pageDescription) return { title, description: page.pageDescription };
  const bio = page.bio.replace(/\s+/g, " ").trim();
  if (!bio) return { title, description: `${who} on ${appName}` };
  return { title, description: bio.length > summaryMax ? `${bio.slice(0, summaryMax - 3)}…` : bio };
}

/** The share card's picture, as link previews show it large (worker/share-cards/). */
export const shareCardSize = { width: 1200, height: 630 } as const;
