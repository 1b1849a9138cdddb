// The editor's client rules as one zod schema over the form's values (react-hook-form with its zod resolver,
// docs/decisions/056), taken from the shared schemas the API validates with — the username from the account
// rules, bio, socials and the accent from the profile rules, each link as the save's schema judges what the
// save would send of it — so both sides give the same message. The values name links and socials by their
// stable keys (./fields.ts), so each message lands on its item wherever the item has moved.
import { z } from "zod";
import { usernameSchema } from "#contract/account-schemas";
import {
  accentTooFaint,
  bioSchema,
  displayNameSchema,
  linkInputSchema,
  socialUrlProblem,
} from "#contract/profile-schemas";
import { pageDescriptionSchema, pageTitleSchema } from "#contract/search-and-sharing";
import { accentPasses, type Theme } from "#contract/themes";
import { type Draft, type DraftLink, type DraftSocial, linkSent } from "./draft";
import { linkParts } from "./fields";

/** The form's values: the draft's texts, its links and socials keyed by their stable keys. */
export type EditorValues = Pick<Draft, "username" | "displayName" | "bio" | "theme"> & {
  pageTitle: string;
  pageDescription: string;
  links: Record<string, DraftLink>;
  socials: Record<string, DraftSocial>;
};

export function editorValues(draft: Draft): EditorValues {
  return {
    username: draft.username,
    displayName: draft.displayName,
    bio: draft.bio,
    theme: draft.theme,
    pageTitle: draft.sharing.pageTitle,
    pageDescription: draft.sharing.pageDescription,
    links: Object.fromEntries(draft.links.map((link) => [link.key, link])),
    socials: Object.fromEntries(draft.socials.map((social) => [social.key, social])),
  };
}

/** A row, judged as the save will judge what it sends of it; each message on the part it is about. */
const linkRules = z.custom<DraftLink>().superRefine((link, context) => {
  for (const { path, message } of linkInputSchema.safeParse(linkSent(link)).error?.issues ?? []) {
    const part = path[0];
    if (typeof part === "string" && (linkParts as readonly string[]).includes(part)) {
      context.addIssue({ code: "custom", path: [part], message });
    }
  }
});

const socialRules = z.custom<DraftSocial>().superRefine((social, context) => {
  const problem = socialUrlProblem(social.url.trim());
  if (problem) context.addIssue({ code: "custom", path: ["url"], message: problem });
});

/** The button colour must stand out from the theme's background (docs/product.md, "Making the page yours"). */
const themeRules = z.custom<Theme>().superRefine(({ preset, accent }, context) => {
  if (accent && !accentPasses(preset, accent)) {
    context.addIssue({ code: "custom", path: ["accent"], message: accentTooFaint(preset, accent) });
  }
});

export const editorSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  bio: bioSchema,
  theme: themeRules,
  pageTitle: pageTitleSchema,
  pageDescription: pageDescriptionSchema,
  links: z.record(z.string(), linkRules),
  socials: z.record(z.string(), socialRules),
});
