// The page switcher in the dashboard's header (docs/decisions/067): the pages the caller owns, then the ones they are
// a member of with their role and owner, as a labelled select that changes `?page=` on the section shown
// (the frame asks first when the draft has unsaved edits), and "New page", a dialog asking for the new
// page's username under the signup's rules, which opens the new page once it is made. A free account sees
// the Pro offer in the dialog instead of the form.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { newPageSchema, type PageListItem } from "#contract/pages";
import { apiRoutes, failureMessage, fieldErrorsOf } from "../../api/client";
import { send } from "../../api/queries";
import { useModal } from "../../components/ConfirmDialog";
import { UsernameField } from "../../components/fields/UsernameField";
import { useToast } from "../../components/ToastProvider";
import { useAppForm, useControlledField } from "../../forms/app-form";
import { useFormSubmit } from "../../forms/form-submit";
import { useWords } from "../../i18n/I18nProvider";
import { pageSearch, pagesQuery, useCallerPages, useCurrentPage } from "./current-page";
import { newPageTexts, switcherTexts } from "./pages-texts";
import { ProOffer } from "./subscription/ProOffer";
import { subscriptionQuery } from "./subscription/useSubscription";

/** Where a switch leaves the focus: on the switcher, drawn anew for the page it switched to. */
type SwitchState = { focusSwitcher?: boolean };

export function PageSwitcher() {
  const page = useCurrentPage();
  const { pages } = useCallerPages();
  const { t } = useWords();
  const navigate = useNavigate();
  const location = useLocation();
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [creating, setCreating] = useState(false);
  const owned = pages.filter((item) => item.role === "owner");
  const shared = pages.filter((item) => item.role !== "owner");
  const focusSwitcher = (location.state as SwitchState | null)?.focusSwitcher === true;
  useEffect(() => {
    if (focusSwitcher) select.current?.focus();
  }, [focusSwitcher]);

  const open = (target: Pick<PageListItem, "id" | "primary" | "role">) =>
    navigate({ pathname: location.pathname, search: pageSearch(target) }, { state: { focusSwitcher: true } });

  const label = (item: PageListItem) =>
    item.role === "owner"
      ? item.primary
        ? t(switcherTexts.primary, { username: item.username })
        : `@${item.username}`
      : t(switcherTexts.membership, { username: item.username, role: item.role, owner: item.owner.username });

  return (
    <div className="page-switcher">
      <label className="page-switcher__label" htmlFor={selectId}>
        {t(switcherTexts.label)}
      </label>
      <select
        ref={select}
        id={selectId}
        className="page-switcher__select"
        value={page.id}
        onChange={(event) => {
          const target = pages.find((item) => item.id === event.target.value);
          if (target) open(target);
        }}
      >
        <optgroup label={t(switcherTexts.yourPages)}>
          {owned.map((item) => (
            <option key={item.id} value={item.id}>
              {label(item)}
            </option>
          ))}
        </optgroup>
        {shared.length > 0 && (
          <optgroup label={t(switcherTexts.sharedPages)}>
            {shared.map((item) => (
              <option key={item.id} value={item.id}>
                {label(item)}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <button type="button" className="button button--small" onClick={() => setCreating(true)}>
        {t(switcherTexts.newPage)}
      </button>
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          open({ id, primary: false, role: "owner" });
        }}
      />
    </div>
  );
}

function NewPageDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const ref = useModal(open);
  const titleId = useId();
  const { t } = useWords();
  const plan = useQuery({ ...subscriptionQuery, enabled: open });
  return (
    <dialog
      ref={ref}
      className="modal-app new-page-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-app__title">
        {t(newPageTexts.title)}
      </h2>
      {/* Drawn while open only, so each opening starts with an empty field. */}
      {/* The plan decides what is offered; should it not be read, the server's answer to the form does. */}
      {open &&
        !plan.isPending &&
        (plan.data?.isPro === false ? (
          <>
            <ProOffer message={t(newPageTexts.proOnly)} />
            <div className="modal-app__actions">
              <button type="button" className="button" onClick={onClose}>
                {t(newPageTexts.close)}
              </button>
            </div>
          </>
        ) : (
          <NewPageForm onCancel={onClose} onCreated={onCreated} />
        ))}
    </dialog>
  );
}

function NewPageForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (id: string) => void }) {
  const { t } = useWords();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useAppForm({ idPrefix: "new-page", defaultValues: { username: "" }, schema: newPageSchema });
  const username = useControlledField(form, "username");
  const { busy, onSubmit } = useFormSubmit(form, {
    send: (values) => send(apiRoutes.pages.$post({ json: { username: values.username.trim() } })),
    fallback: t(newPageTexts.failed),
    // A refusal that names no field (Pro only, the limit, a name taken) is about the one field there is.
    onFailure: (failure) => {
      if (fieldErrorsOf(failure)) return;
      const message =
        failure.status === 403 ? t(newPageTexts.proOnly) : failureMessage(failure, t(newPageTexts.failed));
      form.setError("username", { type: "server", message }, { shouldFocus: true });
    },
    onSuccess: async (created) => {
      toast.success(t(newPageTexts.created));
      await queryClient.invalidateQueries({ queryKey: pagesQuery.queryKey });
      onCreated(created.id);
    },
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="muted">{t(newPageTexts.intro)}</p>
      <UsernameField disabled={busy} {...username} />
      <div className="modal-app__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t(newPageTexts.cancel)}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t(newPageTexts.creating) : t(newPageTexts.create)}
        </button>
      </div>
    </form>
  );
}
