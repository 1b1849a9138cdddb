// The editor's client rules as deferred rules (forms/useDeferredRules.ts): the module that holds them
// is fetched the first time the owner edits or leaves a field, and a save waits for it.
import type { DeferredRules } from "../../../forms/useDeferredRules";
import type { Draft } from "./draft";
import type { FieldKey } from "./fields";

type EditorRules = typeof import("./validation");

export const editorRules: DeferredRules<EditorRules, Draft | null, FieldKey> = {
  load: () => import("./validation"),
  validate: (rules, draft) => (draft ? rules.validateDraft(draft) : {}),
};
