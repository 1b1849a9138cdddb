// The editor's client-side rules, taken from the shared schemas the API validates with (username from
// the account rules, bio, socials and the accent from the profile rules, each link as the save's schema
// judges what the save would send of it), so both sides give the same message.
import type { z } from "zod";
import { usernameSchema } from "#contract/account-schemas";
import {
  accentTooFaint,
  bioSchema,
  displayNameSchema,
  linkInputSchema,
  socialUrlProblem,
} from "#contract/profile-schemas";
import { pageDescriptionSchema, pageTitleSchema } from "#contract/search-and-sharing";
import { accentPasses } from "#contract/themes";
import type { FieldMessages } from "../../../forms/useFieldErrors";
import { type Draft, linkSent } from "./draft";
import { type FieldKey, type LinkPart, linkField } from "./fields";

const linkParts = new Set<PropertyKey>([
  "title",
  "url",
  "startsAt",
  "endsAt",
  "buttonText",
  "amounts",
  "currency",
] satisfies LinkPart[]);

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
    const judged = linkInputSchema.safeParse(linkSent(link));
    for (const { path, message } of judged.error?.issues ?? []) {
      const part = path[0];
      if (part !== undefined && linkParts.has(part)) add(linkField(link.key, part as LinkPart), message);
    }
  }
  return errors;
}
