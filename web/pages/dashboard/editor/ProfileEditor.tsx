// The profile editor's state (docs/product.md, "Dashboard"), shared by the dashboard's cards: the saved
// profile as the server last described it, the local draft every edit goes to until 'Save changes',
// the saving state and the save itself. Avatar and e-mail changes are immediate server calls, so they
// update the saved profile directly and never mark the draft as changed.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { messages } from "#contract/messages";
import { profileMessages } from "#contract/profile-messages";
import type { Theme } from "#contract/themes";
import type { FieldError } from "#contract/types";
import { failureMessage } from "../../../api/client";
import { useAuth } from "../../../auth/AuthProvider";
import { useToast } from "../../../components/ToastProvider";
import { useDeferredRules } from "../../../forms/useDeferredRules";
import { useFieldErrors } from "../../../forms/useFieldErrors";
import { type ShownFailure, useFormFailure } from "../../../forms/useFormFailure";
import {
  type Draft,
  type DraftLink,
  type DraftSocial,
  draftFromProfile,
  isDirty,
  moveLink,
  moveLinkTo,
  newLinkKey,
  updateFromDraft,
} from "./draft";
import { editorRules } from "./editor-rules";
import {
  type FieldKey,
  fieldForServerError,
  fieldInputId,
  fieldsInPageOrder,
  type LinkPart,
  linkField,
} from "./fields";
import { saveProfile } from "./profile-api";
import type { Profile } from "./types";
import { type LoadState, useFirstProfile, useProfileLoad } from "./useProfileLoad";

export const saveMessages = { saved: profileMessages.profileSaved, failed: "Save failed" } as const;

export type AvatarRequest = "upload" | "clear" | null;

type ProfileEditorState = {
  load: LoadState;
  retryLoad: () => void;
  /** The profile as last loaded or saved; null until it has loaded. */
  saved: Profile | null;
  draft: Draft | null;
  dirty: boolean;
  saving: boolean;
  /** The last save's failure, for the list next to the Save button. */
  failure: ShownFailure | null;
  setUsername: (value: string) => void;
  setBio: (value: string) => void;
  setLinkPart: (key: string, part: LinkPart, value: string) => void;
  /** Marks the page (key null) or one link 18+ (docs/product.md, "Trust and safety"). */
  setSensitive: (key: string | null, value: boolean) => void;
  addLink: (link: DraftLink) => void;
  removeLink: (key: string) => void;
  moveLink: (key: string, by: -1 | 1) => void;
  /** A drag and drop: the link goes to the place of the one it was dropped on. */
  moveLinkTo: (key: string, overKey: string) => void;
  /** Visibility and the spotlight; turning one link's spotlight on turns every other one's off. */
  setLinkFlags: (key: string, flags: Partial<Pick<DraftLink, "enabled" | "featured">>) => void;
  setTheme: (theme: Theme) => void;
  addSocial: (social: Omit<DraftSocial, "key">) => string;
  setSocial: (key: string, social: Partial<Omit<DraftSocial, "key">>) => void;
  removeSocial: (key: string) => void;
  touch: (field: FieldKey) => void;
  errorFor: (field: FieldKey) => string | undefined;
  save: () => Promise<void>;
  discard: () => void;
  /** The avatar call under way, if any; a save waits for it, so the two never cross. */
  avatarRequest: AvatarRequest;
  setAvatarRequest: (request: AvatarRequest) => void;
  setAvatar: (url: string | null) => void;
  setPendingEmail: (email: string) => void;
};

const ProfileEditorContext = createContext<ProfileEditorState | null>(null);

export function ProfileEditorProvider({ children }: { children: ReactNode }) {
  const { user, setUser } = useAuth();
  const toast = useToast();
  const first = useFirstProfile();
  const [saved, setSaved] = useState<Profile | null>(first.profile);
  const [draft, setDraft] = useState<Draft | null>(() => first.profile && draftFromProfile(first.profile));
  const [saving, setSaving] = useState(false);
  // The state above re-renders the page; this ref also stops a second click in the same tick.
  const savingNow = useRef(false);
  const [avatarRequest, setAvatarRequest] = useState<AvatarRequest>(null);

  const onLoaded = useCallback((profile: Profile) => {
    setSaved(profile);
    setDraft(draftFromProfile(profile));
  }, []);
  const { state: load, retry: retryLoad } = useProfileLoad(onLoaded, first);

  const rules = useDeferredRules(editorRules, draft);
  const { touch: touchField, edited, errorFor, checkForSubmit, showServerErrors, reset } = useFieldErrors(rules.errors);
  // The rules are fetched on the first edit (below) or the first field left, whichever comes first.
  const { ensure: ensureRules } = rules;
  const touch = useCallback(
    (field: FieldKey) => {
      void ensureRules();
      touchField(field);
    },
    [ensureRules, touchField],
  );

  // Server errors name links by their position in the request; these are the keys in that order.
  const sentKeys = useRef<string[]>([]);
  const sentSocialKeys = useRef<string[]>([]);
  const applyServerErrors = useCallback(
    (errors: FieldError[] | undefined) =>
      showServerErrors(errors, (field) => fieldForServerError(field, sentKeys.current, sentSocialKeys.current)),
    [showServerErrors],
  );
  const { failure, report, clear: clearFailure } = useFormFailure(applyServerErrors);

  const editDraft = useCallback(
    (change: (draft: Draft) => Draft) => {
      void ensureRules();
      setDraft((current) => (current ? change(current) : current));
    },
    [ensureRules],
  );

  const setUsername = useCallback(
    (value: string) => {
      edited("username");
      editDraft((current) => ({ ...current, username: value }));
    },
    [edited, editDraft],
  );

  const setBio = useCallback(
    (value: string) => {
      edited("bio");
      editDraft((current) => ({ ...current, bio: value }));
    },
    [edited, editDraft],
  );

  const setLinkPart = useCallback(
    (key: string, part: LinkPart, value: string) => {
      edited(linkField(key, part));
      editDraft((current) => ({
        ...current,
        links: current.links.map((link) => (link.key === key ? { ...link, [part]: value } : link)),
      }));
    },
    [edited, editDraft],
  );

  const setSensitive = useCallback(
    (key: string | null, value: boolean) =>
      editDraft((current) =>
        key === null
          ? { ...current, sensitive: value }
          : {
              ...current,
              links: current.links.map((link) => (link.key === key ? { ...link, sensitive: value } : link)),
            },
      ),
    [editDraft],
  );

  const addLink = useCallback(
    (link: DraftLink) => editDraft((current) => ({ ...current, links: [...current.links, link] })),
    [editDraft],
  );

  const removeLink = useCallback(
    (key: string) => editDraft((current) => ({ ...current, links: current.links.filter((link) => link.key !== key) })),
    [editDraft],
  );

  const move = useCallback(
    (key: string, by: -1 | 1) =>
      editDraft((current) => {
        const index = current.links.findIndex((link) => link.key === key);
        return { ...current, links: moveLink(current.links, index, by) };
      }),
    [editDraft],
  );

  const moveTo = useCallback(
    (key: string, overKey: string) =>
      editDraft((current) => {
        const from = current.links.findIndex((link) => link.key === key);
        const to = current.links.findIndex((link) => link.key === overKey);
        return { ...current, links: moveLinkTo(current.links, from, to) };
      }),
    [editDraft],
  );

  const setLinkFlags = useCallback(
    (key: string, flags: Partial<Pick<DraftLink, "enabled" | "featured">>) =>
      editDraft((current) => ({
        ...current,
        links: current.links.map((link) => {
          if (link.key === key) return { ...link, ...flags };
          return flags.featured ? { ...link, featured: false } : link;
        }),
      })),
    [editDraft],
  );

  const setTheme = useCallback(
    (theme: Theme) => {
      edited("theme.accent");
      editDraft((current) => ({ ...current, theme }));
    },
    [edited, editDraft],
  );

  const addSocial = useCallback(
    (social: Omit<DraftSocial, "key">) => {
      const key = newLinkKey();
      editDraft((current) => ({ ...current, socials: [...current.socials, { key, ...social }] }));
      return key;
    },
    [editDraft],
  );

  const setSocial = useCallback(
    (key: string, social: Partial<Omit<DraftSocial, "key">>) => {
      if (social.url !== undefined) edited(linkField(key, "url"));
      editDraft((current) => ({
        ...current,
        socials: current.socials.map((item) => (item.key === key ? { ...item, ...social } : item)),
      }));
    },
    [edited, editDraft],
  );

  const removeSocial = useCallback(
    (key: string) =>
      editDraft((current) => ({ ...current, socials: current.socials.filter((item) => item.key !== key) })),
    [editDraft],
  );

  const resetTo = useCallback(
    (profile: Profile) => {
      setSaved(profile);
      setDraft(draftFromProfile(profile));
      reset();
      clearFailure();
    },
    [reset, clearFailure],
  );

  const save = useCallback(async () => {
    if (!saved || !draft || savingNow.current || avatarRequest) return;
    savingNow.current = true;
    const errors = await rules.errorsOnceLoaded(draft);
    savingNow.current = false;
    if (!checkForSubmit(fieldsInPageOrder(draft), fieldInputId, errors)) {
      toast.error(messages.reviewFields);
      return;
    }
    clearFailure();
    savingNow.current = true;
    setSaving(true);
    sentKeys.current = draft.links.map((link) => link.key);
    sentSocialKeys.current = draft.socials.map((social) => social.key);
    const result = await saveProfile(updateFromDraft(draft, saved), saved);
    savingNow.current = false;
    setSaving(false);
    if (!result.ok) {
      report(result, saveMessages.failed);
      // Field errors already raised 'Please review the highlighted fields.'; anything else says why here.
      const { errors } = result.error;
      const named = Array.isArray(errors) && errors.some((item) => typeof item?.message === "string" && item.message);
      if (!named) toast.error(failureMessage(result, saveMessages.failed));
      return;
    }
    // From now on the form shows what the server stored (trimmed texts, link ids, kept click counts).
    resetTo(result.data);
    // The signed-in user is known by username (the API reference): keep it in step with a renamed account.
    if (result.data.username && result.data.username !== user?.username) setUser({ username: result.data.username });
    toast.success(saveMessages.saved);
  }, [
    saved,
    draft,
    avatarRequest,
    rules.errorsOnceLoaded,
    checkForSubmit,
    toast,
    clearFailure,
    report,
    resetTo,
    user,
    setUser,
  ]);

  const discard = useCallback(() => {
    if (saved) resetTo(saved);
  }, [saved, resetTo]);

  const setAvatar = useCallback((url: string | null) => {
    setSaved((current) => (current ? { ...current, avatar: url } : current));
  }, []);

  const setPendingEmail = useCallback((email: string) => {
    setSaved((current) => (current ? { ...current, pendingEmail: email } : current));
  }, []);

  const dirty = useMemo(() => (saved && draft ? isDirty(draft, saved) : false), [saved, draft]);

  const value: ProfileEditorState = {
    load,
    retryLoad,
    saved,
    draft,
    dirty,
    saving,
    failure,
    setUsername,
    setBio,
    setLinkPart,
    setSensitive,
    addLink,
    removeLink,
    moveLink: move,
    moveLinkTo: moveTo,
    setLinkFlags,
    setTheme,
    addSocial,
    setSocial,
    removeSocial,
    touch,
    errorFor,
    save,
    discard,
    avatarRequest,
    setAvatarRequest,
    setAvatar,
    setPendingEmail,
  };
  return <ProfileEditorContext.Provider value={value}>{children}</ProfileEditorContext.Provider>;
}

export function useProfileEditor(): ProfileEditorState {
  const state = useContext(ProfileEditorContext);
  if (!state) throw new Error("useProfileEditor must be used inside <ProfileEditorProvider>");
  return state;
}
