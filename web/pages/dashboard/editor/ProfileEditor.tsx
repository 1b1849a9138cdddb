// The profile editor's state (docs/product.md, "Dashboard"), shared by the dashboard's cards: the saved
// profile as the server last described it (the data layer's copy, editor/profile-api.ts), the local
// draft every edit goes to until 'Save changes', the saving state and the save itself. Avatar and e-mail
// changes are immediate server calls, so they update the saved profile directly and never mark the draft
// as changed.
import { useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { messages } from "#contract/messages";
import { profileMessages } from "#contract/profile-schemas";
import type { SharingCardSettings } from "#contract/search-and-sharing";
import type { Theme } from "#contract/themes";
import { failureMessage, fieldErrorsOf } from "../../../api/client";
import { dataOf, failureOf } from "../../../api/queries";
import { useAuth } from "../../../auth/AuthProvider";
import { useToast } from "../../../components/ToastProvider";
import type { ShownFailure } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../../i18n/refusal-words";
import { canEdit, isOwnPrimary, pagesQuery, useCallerPages, useCurrentPage } from "../current-page";
import { loadTexts } from "../dashboard-texts";
import {
  type Draft,
  type DraftLink,
  type DraftSocial,
  draftFromProfile,
  isDirty,
  moveLink,
  moveLinkTo,
  newLinkKey,
  unsavedEdits,
  updateFromDraft,
  withSourcesFrom,
} from "./draft";
import { useEditorForm } from "./editor-form";
import { type FieldKey, fieldForServerError, type LinkPart, linkField, socialField } from "./fields";
import {
  avatarMutationKey,
  isStaleSave,
  type ProfileUpdate,
  profileQuery,
  saveProfile,
  versionAfterOwnWrite,
} from "./profile-api";
import type { Profile } from "./types";
import { useLinkCheckRereads } from "./useLinkCheckRereads";

/**
 * What a row's switches and choices change; showing a link as a player (kind "embed") also takes it out of
 * the spotlight. A tip block's currency and custom amount are choices of its row too.
 */
export type LinkFlags = Partial<
  Pick<DraftLink, "enabled" | "featured" | "sensitive" | "kind" | "currency" | "allowCustom">
>;

export type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready" };

type ProfileEditorState = {
  /** The page being edited: the one the dashboard works on (../current-page.tsx). */
  pageId: string;
  /** A viewer's: the fields show the page and nothing can be saved. */
  readOnly: boolean;
  load: LoadState;
  retryLoad: () => void;
  /** The profile as last loaded or saved; null until it has loaded. */
  saved: Profile | null;
  draft: Draft | null;
  dirty: boolean;
  saving: boolean;
  /** The last save's failure, for the list next to the Save button. */
  failure: ShownFailure | null;
  /**
   * The server's message when the last save was refused because the page changed elsewhere since it was
   * loaded (docs/decisions/053); the draft is kept until the owner loads the latest version.
   */
  stale: string | null;
  /** Loads the latest version in place of the draft, keeping what the draft changed in `leftBehind`. */
  loadLatest: () => Promise<void>;
  /** The edits a stale save could not make, one line each, shown until dismissed. */
  leftBehind: string[] | null;
  dismissLeftBehind: () => void;
  setUsername: (value: string) => void;
  setDisplayName: (value: string) => void;
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
  setLinkFlags: (key: string, flags: LinkFlags) => void;
  setTheme: (theme: Theme) => void;
  /** Search and sharing: the page's title, description, noindex switch or language. */
  setSharing: (change: Partial<SharingCardSettings>) => void;
  addSocial: (social: Omit<DraftSocial, "key">) => string;
  setSocial: (key: string, social: Partial<Omit<DraftSocial, "key">>) => void;
  removeSocial: (key: string) => void;
  touch: (field: FieldKey) => void;
  errorFor: (field: FieldKey) => string | undefined;
  /** Checks and sends the draft; whether the page was saved. */
  save: () => Promise<boolean>;
  discard: () => void;
  /** An avatar upload or clear is under way: a save waits for it. */
  avatarBusy: boolean;
  /** The avatar an upload or clear stored, and the page's version that write answered. */
  setAvatar: (url: string | null, version?: number) => void;
  /** A saved link's new thumbnail (or none), in the saved profile and in the draft's copy of that link. */
  setLinkThumbnail: (linkId: string, url: string | null, version?: number) => void;
  setPendingEmail: (email: string) => void;
};

const ProfileEditorContext = createContext<ProfileEditorState | null>(null);
/** The load's status alone, which changes a few times where the editor's state changes on every keystroke. */
const ProfileLoadStatusContext = createContext<LoadState["status"] | null>(null);

export function ProfileEditorProvider({ children }: { children: ReactNode }) {
  const { user, setUser, refresh } = useAuth();
  const toast = useToast();
  const { t } = useWords();
  const queryClient = useQueryClient();
  const page = useCurrentPage();
  const pageId = page.id;
  const readOnly = !canEdit(page.role);
  const pageProfile = useMemo(() => profileQuery(pageId), [pageId]);
  const profile = useQuery(pageProfile);
  const saved = profile.data ?? null;
  // The draft is the saved profile until the owner edits it; a save or a reload starts it afresh.
  const [edits, setEdits] = useState<Draft | null>(null);
  const fresh = useMemo(() => saved && draftFromProfile(saved), [saved]);
  const draft = edits ?? fresh;
  // What the server learnt since (a hold after the save, a new thumbnail) reaches links being edited too.
  useEffect(() => {
    if (saved) setEdits((current) => current && withSourcesFrom(current, saved));
  }, [saved]);
  const rereadForLinkChecks = useLinkCheckRereads(pageProfile.queryKey);
  const saving = useMutation({
    mutationFn: ({ update, base }: { update: ProfileUpdate; base: Profile }) =>
      dataOf(saveProfile(pageId, update, base)),
  });
  // The avatar call under way, if any: a save waits for it, so the two never cross.
  const avatarBusy = useIsMutating({ mutationKey: avatarMutationKey }) > 0;
  // The state above re-renders the page; this ref also stops a second click in the same tick.
  const savingNow = useRef(false);

  // A 401 means the session ended elsewhere: the session check clears the user and the route guard
  // takes them to /login.
  const { error: loadError } = profile;
  useEffect(() => {
    if (loadError && failureOf(loadError).status === 401) void refresh();
  }, [loadError, refresh]);
  const loadFailure = loadError ? failureOf(loadError) : null;
  const load: LoadState = saved
    ? { status: "ready" }
    : loadFailure && !profile.isFetching
      ? { status: "error", message: t(loadFailure.networkError ? loadTexts.profileNetwork : loadTexts.profileFailed) }
      : { status: "loading" };
  const { refetch } = profile;
  const retryLoad = useCallback(() => {
    setEdits(null);
    void refetch();
  }, [refetch]);

  const { touch, edited, errorFor, submit, submitting, showServerErrors, reset } = useEditorForm(draft);

  // Server errors name links by their position in the request; these are the keys in that order.
  const sentKeys = useRef<string[]>([]);
  const sentSocialKeys = useRef<string[]>([]);
  /** The last save's refusal as the list beside Save shows it. */
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const clearFailure = useCallback(() => setFailure(null), []);
  const [stale, setStale] = useState<string | null>(null);
  const [leftBehind, setLeftBehind] = useState<string[] | null>(null);

  const editDraft = useCallback(
    (change: (draft: Draft) => Draft) =>
      setEdits((current) => {
        const base = current ?? fresh;
        return base ? change(base) : base;
      }),
    [fresh],
  );

  const setUsername = useCallback(
    (value: string) => {
      edited("username");
      editDraft((current) => ({ ...current, username: value }));
    },
    [edited, editDraft],
  );

  const setDisplayName = useCallback(
    (value: string) => {
      edited("displayName");
      editDraft((current) => ({ ...current, displayName: value }));
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
    (key: string, flags: LinkFlags) =>
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

  const setSharing = useCallback(
    (change: Partial<SharingCardSettings>) => {
      if ("pageTitle" in change) edited("pageTitle");
      if ("pageDescription" in change) edited("pageDescription");
      editDraft((current) => ({ ...current, sharing: { ...current.sharing, ...change } }));
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
      if (social.url !== undefined) edited(socialField(key));
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

  /** A fresh start from `profile`: no edits, nothing touched, no failure shown. */
  const startFrom = useCallback(
    (next: Profile) => {
      queryClient.setQueryData(pageProfile.queryKey, next);
      setEdits(null);
      setStale(null);
      reset();
      clearFailure();
    },
    [queryClient, pageProfile, reset, clearFailure],
  );

  const { mutateAsync: sendSave } = saving;
  /** Sends the draft, which passed the rules; what the server stored, or null when it refused (said here). */
  const send = useCallback(
    async (sent: Draft, base: Profile): Promise<Profile | null> => {
      clearFailure();
      setStale(null);
      sentKeys.current = sent.links.map((link) => link.key);
      sentSocialKeys.current = sent.socials.map((social) => social.key);
      try {
        return await sendSave({ update: updateFromDraft(sent, base), base });
      } catch (error) {
        const failure = failureOf(error);
        if (isStaleSave(failure)) {
          setStale(failureMessage(failure, refusalInReadersWords(profileMessages.pageChanged)));
          return null;
        }
        const errors = fieldErrorsOf(failure);
        showServerErrors(errors, (field) => fieldForServerError(field, sentKeys.current, sentSocialKeys.current));
        const why = failureMessage(failure, t(loadTexts.saveFailed));
        setFailure({ message: why, errors, body: failure.error });
        // Named fields say 'Please review the highlighted fields.'; anything else says why here.
        toast.error(errors ? refusalInReadersWords(messages.reviewFields) : why);
        return null;
      }
    },
    [clearFailure, sendSave, showServerErrors, toast, t],
  );

  const save = useCallback(async () => {
    if (!saved || !draft || readOnly || savingNow.current || avatarBusy) return false;
    savingNow.current = true;
    let stored: Profile | null = null;
    try {
      const passed = await submit(async () => {
        stored = await send(draft, saved);
        // From now on the form shows what the server stored (trimmed texts, link ids, kept click counts),
        // in the same render that ends the save.
        if (stored) startFrom(stored);
      });
      if (!passed) toast.error(messages.reviewFields);
    } finally {
      savingNow.current = false;
    }
    const done = stored as Profile | null;
    if (!done) return false;
    // The save is over: edits from now on start with nothing touched and no save tried.
    reset();
    rereadForLinkChecks(saved, done);
    if (done.username !== saved.username) {
      // The switcher names pages by their usernames.
      void queryClient.invalidateQueries({ queryKey: pagesQuery.queryKey });
      // The signed-in user is known by their primary page's username (the API reference): keep it in step.
      if (isOwnPrimary(page) && done.username && done.username !== user?.username) setUser({ username: done.username });
    }
    toast.success(refusalInReadersWords(profileMessages.profileSaved));
    return true;
  }, [
    saved,
    draft,
    readOnly,
    avatarBusy,
    submit,
    send,
    toast,
    startFrom,
    reset,
    rereadForLinkChecks,
    queryClient,
    page,
    user,
    setUser,
  ]);

  const discard = useCallback(() => {
    if (saved) startFrom(saved);
  }, [saved, startFrom]);

  const loadLatest = useCallback(async () => {
    if (!saved || !draft) return;
    const edited = unsavedEdits(draft, saved);
    let latest: Profile;
    try {
      latest = await queryClient.fetchQuery({ ...pageProfile, staleTime: 0 });
    } catch (error) {
      toast.error(t(failureOf(error).networkError ? loadTexts.profileNetwork : loadTexts.profileFailed));
      return;
    }
    startFrom(latest);
    setLeftBehind(edited.length > 0 ? edited : null);
  }, [saved, draft, queryClient, pageProfile, toast, startFrom, t]);
  const dismissLeftBehind = useCallback(() => setLeftBehind(null), []);

  const updateSaved = useCallback(
    (change: (current: Profile) => Partial<Profile>) =>
      queryClient.setQueryData(pageProfile.queryKey, (current) =>
        current ? { ...current, ...change(current) } : current,
      ),
    [queryClient, pageProfile],
  );
  const setAvatar = useCallback(
    (avatar: string | null, version?: number) =>
      updateSaved((current) => ({ avatar, version: versionAfterOwnWrite(current, version) })),
    [updateSaved],
  );
  // The address is the account's: it is shown from the caller's primary page's profile (useAccountProfile).
  const accountPageId = useCallerPages().accountPage.id;
  const accountProfileKey = useMemo(() => profileQuery(accountPageId).queryKey, [accountPageId]);
  const setPendingEmail = useCallback(
    (pendingEmail: string) =>
      queryClient.setQueryData(accountProfileKey, (current) => current && { ...current, pendingEmail }),
    [queryClient, accountProfileKey],
  );
  const setLinkThumbnail = useCallback(
    (linkId: string, url: string | null, version?: number) => {
      // The draft follows the saved link (withSourcesFrom, above).
      queryClient.setQueryData(pageProfile.queryKey, (current) => {
        if (!current) return current;
        const links = current.links.map((link) => {
          if (link.id !== linkId) return link;
          const { thumbnail: _, ...rest } = link;
          return url ? { ...rest, thumbnail: url } : rest;
        });
        return { ...current, links, version: versionAfterOwnWrite(current, version) };
      });
    },
    [queryClient, pageProfile],
  );

  const dirty = useMemo(() => (saved && draft ? isDirty(draft, saved) : false), [saved, draft]);

  const value: ProfileEditorState = {
    pageId,
    readOnly,
    load,
    retryLoad,
    saved,
    draft,
    dirty,
    saving: saving.isPending || submitting,
    failure,
    stale,
    loadLatest,
    leftBehind,
    dismissLeftBehind,
    setUsername,
    setDisplayName,
    setBio,
    setLinkPart,
    setSensitive,
    addLink,
    removeLink,
    moveLink: move,
    moveLinkTo: moveTo,
    setLinkFlags,
    setTheme,
    setSharing,
    addSocial,
    setSocial,
    removeSocial,
    touch,
    errorFor,
    save,
    discard,
    avatarBusy,
    setAvatar,
    setPendingEmail,
    setLinkThumbnail,
  };
  return (
    <ProfileLoadStatusContext.Provider value={load.status}>
      <ProfileEditorContext.Provider value={value}>{children}</ProfileEditorContext.Provider>
    </ProfileLoadStatusContext.Provider>
  );
}

export function useProfileEditor(): ProfileEditorState {
  const state = useContext(ProfileEditorContext);
  if (!state) throw new Error("useProfileEditor must be used inside <ProfileEditorProvider>");
  return state;
}

/**
 * Whether the profile is loading, failed or ready, for what lays the cards out: reading it re-renders
 * only when it changes, so an edit re-renders the cards that show the draft, not every card.
 */
export function useProfileLoadStatus(): LoadState["status"] {
  const status = useContext(ProfileLoadStatusContext);
  if (!status) throw new Error("useProfileLoadStatus must be used inside <ProfileEditorProvider>");
  return status;
}
