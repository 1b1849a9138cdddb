// The editor's client-side rules, taken from the shared schemas the API validates with (username from
// the account rules, bio and links from the profile rules), so both sides give the same message.
import { type $ZodType, safeParse } from "zod/v4/core";
import { usernameSchema } from "#contract/account-schemas";
import { bioSchema, linkTitleSchema, linkUrlSchema } from "#contract/profile-schemas";
import type { FieldMessages } from "../../../forms/useFieldErrors";
import type { Draft } from "./draft";
import { type FieldKey, linkField } from "./fields";

function problem(schema: $ZodType, value: string): string | undefined {
  const result = safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validateDraft(draft: Draft): FieldMessages<FieldKey> {
  const errors: FieldMessages<FieldKey> = {};
  const add = (field: FieldKey, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  add("username", problem(usernameSchema, draft.username));
  add("bio", problem(bioSchema, draft.bio));
  for (const link of draft.links) {
    add(linkField(link.key, "title"), problem(linkTitleSchema, link.title));
    add(linkField(link.key, "url"), problem(linkUrlSchema, link.url));
  }
  return errors;
}

/** The fields in the order they appear on the page, to focus the first one that needs attention. */
export function fieldsInPageOrder(draft: Draft): FieldKey[] {
  return [
    "username",
    "bio",
    ...draft.links.flatMap((link) => [linkField(link.key, "title"), linkField(link.key, "url")]),
  ];
}
