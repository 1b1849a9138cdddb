// "Bring your page from another service" (docs/guides/page-import.md), in the dashboard's Your data card
// and the empty links card: the owner pastes the address of their Linktree, LinkStack, LittleLink,
// Beacons or any page of links; the server reads it and answers what it found, which is shown with a
// tick box for each item; "Add to my page" or "Replace my page" sends what stays ticked. Nothing is saved
// before that press. Both calls are mutations of the data layer, and the saved profile they answer is
// the editor's from then on. Both go to the page the address names (`?page=`), the primary page without one.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { englishOf } from "#contract/i18n/define";
import { limits } from "#contract/limits";
import {
  type ImportApplyInput,
  type ImportedLink,
  importFromUrlSchema,
  type PageImportPreview,
  pageImportSourceNames,
  type RefusedItem,
} from "#contract/page-import";
import { socialPlatforms } from "#contract/socials";
import { apiRoutes, pathParams } from "../../../api/client";
import { send, shownError } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInReadersWords, refusalInWords } from "../../../i18n/refusal-words";
import { useCurrentPage } from "../current-page";
import { useProfileEditor } from "../editor/ProfileEditor";
import { profileQuery, toProfile } from "../editor/profile-api";
import { setFirstRunMark } from "../first-run/first-run-storage";
import { pageImportWords as texts } from "./page-import-texts";

/** The card's English, word for word (docs/guides/page-import.md). */
export const pageImportTexts = englishOf(texts);

type Heading = "h2" | "h3";

/** Where the first-run checklist's step leads: the one on the empty links card (links/LinksCard.tsx). */
export const bringYourPageAnchor = "bring-your-page";

/** The import's two calls, under the id of the page the dashboard works on (./current-page.tsx). */
function importCalls(pageId: string) {
  const routes = apiRoutes.pages[":pageId"].import;
  const param = pathParams({ pageId });
  return {
    read: (json: { url: string }) => routes["from-url"].$post({ param, json }),
    apply: (json: ImportApplyInput) => routes.apply.$post({ param, json }),
  };
}

export function BringYourPage({ heading: Heading = "h3" }: { heading?: Heading }) {
  const titleId = useId();
  const { t } = useWords();
  const [found, setFound] = useState<PageImportPreview | null>(null);
  // A group, not a landmark: a new owner meets it twice (the empty links card and Your data), and a
  // page's landmarks each need a name of their own.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would take the heading for its legend and hold the form's own fieldsets
    <div className="page-import" role="group" aria-labelledby={titleId}>
      <Heading id={titleId}>{t(texts.title)}</Heading>
      <p className="muted">{t(texts.intro)}</p>
      {found ? <FoundOnPage found={found} onDone={() => setFound(null)} /> : <AddressForm onFound={setFound} />}
    </div>
  );
}

function AddressForm({ onFound }: { onFound: (found: PageImportPreview) => void }) {
  const idPrefix = `page-import${useId()}`;
  const { t } = useWords();
  const calls = importCalls(useCurrentPage().id);
  const form = useAppForm({ idPrefix, defaultValues: { url: "" }, schema: importFromUrlSchema });
  // A page whose every link a save refuses says which and why.
  const [refused, setRefused] = useState<RefusedItem[]>([]);
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ url }) => {
      setRefused([]);
      return send(calls.read({ url: url.trim() }));
    },
    fallback: t(texts.readFailed),
    onSuccess: onFound,
    onFailure: (answer) =>
      setRefused(Array.isArray(answer.error.refused) ? (answer.error.refused as RefusedItem[]) : []),
  });
  return (
    <form className="form page-import__address" noValidate onSubmit={onSubmit}>
      <FormAlert message={failure?.message}>
        {refused.length > 0 && (
          <ul className="page-import__refused">
            {refused.map((item) => (
              <li key={`${item.title} ${item.url}`}>
                {t(texts.refusedItem, { title: item.title, url: item.url, reason: refusalInReadersWords(item.reason) })}
              </li>
            ))}
          </ul>
        )}
      </FormAlert>
      <FormField
        label={t(texts.address)}
        type="url"
        inputMode="url"
        placeholder="https://linktr.ee/yourname"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={limits.linkUrlMax}
        disabled={busy}
        {...form.field("url")}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t(texts.reading) : t(texts.find)}
      </button>
    </form>
  );
}

type Mode = "merge" | "replace";

/** Every item of a preview by a key of its own: the avatar, the name, the bio, each link and each icon. */
function itemKeys(found: PageImportPreview): string[] {
  return [
    ...(found.profile.avatarUrl ? ["avatar"] : []),
    ...(found.profile.displayName ? ["displayName"] : []),
    ...(found.profile.bio ? ["bio"] : []),
    ...found.links.map((_, index) => `link:${index}`),
    ...found.socials.map((_, index) => `social:${index}`),
  ];
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** An address as the owner reads it: without the scheme and a lone trailing slash. */
const readable = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

function FoundOnPage({ found, onDone }: { found: PageImportPreview; onDone: () => void }) {
  const { pageId, dirty, saved, retryLoad } = useProfileEditor();
  const calls = importCalls(pageId);
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useWords();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(itemKeys(found)));
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const apply = useMutation({
    mutationFn: (mode: Mode) =>
      send(
        calls.apply({
          mode,
          ...(ticked.has("displayName") ? { displayName: found.profile.displayName } : {}),
          ...(ticked.has("bio") ? { bio: found.profile.bio } : {}),
          ...(ticked.has("avatar") && found.profile.avatarUrl ? { avatarUrl: found.profile.avatarUrl } : {}),
          links: found.links.filter((_, index) => ticked.has(`link:${index}`)),
          socials: found.socials.filter((_, index) => ticked.has(`social:${index}`)),
        }),
      ),
    onSuccess: (answer) => {
      setConfirmingReplace(false);
      // The answer is the saved profile: the editor starts again from it.
      queryClient.setQueryData(profileQuery(pageId).queryKey, toProfile(answer));
      retryLoad();
      setFirstRunMark("imported", answer.username);
      toast.success(answer.msg);
      onDone();
    },
    onError: () => setConfirmingReplace(false),
  });
  const error = shownError(apply.error, t(texts.applyFailed));
  const busy = apply.isPending;
  const nothingTicked = ticked.size === 0;
  const hasOwn = Boolean(saved?.displayName || saved?.bio || saved?.avatar);

  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const box = (key: string) => ({
    type: "checkbox" as const,
    checked: ticked.has(key),
    disabled: busy,
    onChange: () => toggle(key),
  });

  return (
    <div className="page-import__found">
      <FoundStatus source={pageImportSourceNames[found.source]} name={found.profile.displayName} />
      {found.warnings.length > 0 && (
        <ul className="page-import__warnings">
          {found.warnings.map((warning) => (
            <li key={warning}>{refusalInWords(t, warning)}</li>
          ))}
        </ul>
      )}
      {(found.profile.avatarUrl || found.profile.displayName || found.profile.bio) && (
        <fieldset className="page-import__group">
          <legend>{t(texts.profile)}</legend>
          {found.profile.avatarUrl && (
            <label className="page-import__item">
              <input {...box("avatar")} /> <span>{t(texts.avatar)}</span>{" "}
              <span className="muted">{t(texts.fromHost, { host: hostOf(found.profile.avatarUrl) })}</span>
            </label>
          )}
          {found.profile.displayName && (
            <label className="page-import__item">
              <input {...box("displayName")} /> <span>{t(texts.displayName)}</span>{" "}
              <span className="muted" dir="auto">
                {found.profile.displayName}
              </span>
            </label>
          )}
          {found.profile.bio && (
            <label className="page-import__item">
              <input {...box("bio")} /> <span>{t(texts.bio)}</span>{" "}
              <span className="muted page-import__bio">{found.profile.bio}</span>
            </label>
          )}
        </fieldset>
      )}
      {found.links.length > 0 && (
        <fieldset className="page-import__group">
          <legend>{t(texts.links)}</legend>
          <ul className="page-import__list">
            {found.links.map((link, index) => (
              // Section titles may repeat; the place is what names an item of a preview, which never reorders.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as found, never reordered
              <li key={index} className={link.kind === "header" ? "page-import__section" : undefined}>
                <FoundLink link={link} box={box(`link:${index}`)} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {found.socials.length > 0 && (
        <fieldset className="page-import__group">
          <legend>{t(texts.socials)}</legend>
          <ul className="page-import__list">
            {found.socials.map((social, index) => (
              <li key={social.url}>
                <label className="page-import__item">
                  <input {...box(`social:${index}`)} /> <span>{socialPlatforms[social.platform].label}</span>{" "}
                  <span className="muted">{readable(social.url.replace(/^mailto:/, ""))}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {hasOwn && <p className="field__hint">{t(texts.keepsOwn)}</p>}
      {dirty && (
        <p className="page-import__unsaved" role="alert">
          {t(texts.unsaved)}
        </p>
      )}
      <FormAlert message={error?.message} errors={error?.errors} />
      <div className="page-import__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || dirty || nothingTicked}
          onClick={() => apply.mutate("merge")}
        >
          {busy && apply.variables === "merge" ? t(texts.adding) : t(texts.add)}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || dirty || nothingTicked}
          onClick={() => setConfirmingReplace(true)}
        >
          {t(texts.replace)}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onDone}>
          {t(texts.startOver)}
        </button>
      </div>
      <ConfirmDialog
        open={confirmingReplace}
        title={t(texts.replaceTitle)}
        confirmLabel={t(texts.replace)}
        cancelLabel={t(texts.cancel)}
        busy={busy}
        busyLabel={t(texts.replacing)}
        danger
        onConfirm={() => apply.mutate("replace")}
        onCancel={() => setConfirmingReplace(false)}
      >
        <p>{t(texts.replaceBody)}</p>
      </ConfirmDialog>
    </div>
  );
}

/** What was read and from where: the display name found in bold wherever the language puts it. */
function FoundStatus({ source, name }: { source: string; name: string }) {
  const { t } = useWords();
  if (!name) return <p role="status">{t(texts.foundOn, { source })}</p>;
  const [before, after] = t(texts.foundOnNamed, { source, name: "\u0000" }).split("\u0000");
  return (
    <p role="status">
      {before}
      <strong dir="auto">{name}</strong>
      {after}
    </p>
  );
}

type Box = { type: "checkbox"; checked: boolean; disabled: boolean; onChange: () => void };

function FoundLink({ link, box }: { link: ImportedLink; box: Box }) {
  const { t } = useWords();
  if (link.kind === "header") {
    return (
      <label className="page-import__item">
        <input {...box} /> <span>{t(texts.section, { title: link.title })}</span>
      </label>
    );
  }
  return (
    <label className="page-import__item">
      <input {...box} /> <span>{link.title}</span> <span className="muted">{readable(link.url)}</span>
    </label>
  );
}
