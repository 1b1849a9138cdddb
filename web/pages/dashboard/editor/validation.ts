// The editor's client-side rules, taken from the shared schemas the API validates with (username from
// the account rules, bio, links, socials and the accent from the profile rules), so both sides give the
// same message.
import type { z } from "zod";
import { usernameSchema } from "#contract/account-schemas";
import { embedUrlProblem } from "#contract/embeds";
import {
  accentTooFaint,
  bioSchema,
  displayNameSchema,
  linkTitleSchema,
  linkUrlSchema,
  profileMessages,
  signupButtonProblem,
  socialUrlProblem,
} from "#contract/profile-schemas";
import { pageDescriptionSchema, pageTitleSchema } from "#contract/search-and-sharing";
import { accentPasses } from "#contract/themes";
import type { FieldMessages } from "../../../forms/useFieldErrors";
import { type Draft, fromLocalInput } from "./draft";
import { type FieldKey, linkField } from "./fields";

function problem(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validateDraft(draft: Draft): FieldMessages<FieldKey> {
  const errors: FieldMessages<FieldKey> = {};
  const add = (field: FieldKey, message: string | null | undefined) => {
    if (message) errors[field] = message;
  };
  add("username", problem(usernameSchema, draft.username));
  add("displayName", problem(displayNameSchema, draft.displayName));
  add("bio", problem(bioSchema, draft.bio));
  const { preset, accent } = draft.theme;
  if (accent && !accentPasses(preset, accent)) add("theme.accent", accentTooFaint(preset, accent));
  add("pageTitle", problem(pageTitleSchema, draft.sharing.pageTitle));
  add("pageDescription", problem(pageDescriptionSchema, draft.sharing.pageDescription));
  for (const social of draft.socials) add(linkField(social.key, "url"), socialUrlProblem(social.url.trim()));
  for (const link of draft.links) {
    add(linkField(link.key, "title"), problem(linkTitleSchema, link.title));
    if (link.kind === "signup") add(linkField(link.key, "buttonText"), signupButtonProblem(link.buttonText.trim()));
    if (link.kind === "header" || link.kind === "signup") continue;
    const urlProblem = problem(linkUrlSchema, link.url);
    add(linkField(link.key, "url"), urlProblem ?? (link.kind === "embed" ? embedUrlProblem(link.url.trim()) : null));
    const starts = fromLocalInput(link.startsAt);
    const ends = fromLocalInput(link.endsAt);
    if (starts !== null && ends !== null && ends <= starts)
      add(linkField(link.key, "endsAt"), profileMessages.endsBeforeStart);
  }
  return errors;
}
