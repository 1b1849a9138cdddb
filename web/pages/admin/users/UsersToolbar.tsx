// The users list's controls (docs/product.md, "Roles"): search by e-mail, username or page name, the Pro / Verified /
// Suspended filters, sort field and direction, and the page size. The search box is a small form, so
// a search runs on Enter or the button rather than on every keystroke.
import { useId } from "react";
import { adminLists } from "#contract/limits";
import { useAppForm } from "../../../forms/app-form";
import { useWords } from "../../../i18n/I18nProvider";
import { type PageSize, parsePageSize } from "../page-size-storage";
import type { SortDir, SortField, UsersView } from "../useAdminQueryState";
import { TriStateFilter } from "./TriStateFilter";
import { usersTexts } from "./users-texts";

const sortTexts = {
  createdAt: usersTexts.sortCreatedAt,
  email: usersTexts.sortEmail,
  username: usersTexts.sortUsername,
} satisfies Record<SortField, unknown>;
const directionTexts = { desc: usersTexts.descending, asc: usersTexts.ascending } satisfies Record<SortDir, unknown>;

type Props = {
  view: UsersView;
  onChange: (patch: Partial<UsersView>) => void;
  onPageSize: (size: PageSize) => void;
};

export function UsersToolbar({ view, onChange, onPageSize }: Props) {
  const { t } = useWords();
  // Back/forward or a shared link changes q under the box; the box follows.
  const form = useAppForm({ idPrefix: useId(), defaultValues: { q: view.q }, values: { q: view.q } });
  const search = form.handleSubmit(({ q }) => onChange({ q: q.trim() }));
  const query = form.field("q");

  return (
    <div className="admin-toolbar">
      <form className="admin-search" aria-label={t(usersTexts.search)} onSubmit={search}>
        <label className="visually-hidden" htmlFor={query.id}>
          {t(usersTexts.search)}
        </label>
        <input
          id={query.id}
          name={query.name}
          ref={query.ref}
          onChange={query.onChange}
          onBlur={query.onBlur}
          className="field__input"
          type="search"
          placeholder={t(usersTexts.searchPlaceholder)}
        />
        <button type="submit" className="button button--small">
          {t(usersTexts.searchButton)}
        </button>
      </form>

      <fieldset className="admin-toolbar__group">
        <legend className="visually-hidden">{t(usersTexts.filters)}</legend>
        <TriStateFilter label={t(usersTexts.pro)} value={view.pro} onChange={(pro) => onChange({ pro })} />
        <TriStateFilter
          label={t(usersTexts.verified)}
          value={view.verified}
          onChange={(verified) => onChange({ verified })}
        />
        <TriStateFilter
          label={t(usersTexts.suspended)}
          value={view.suspended}
          onChange={(suspended) => onChange({ suspended })}
        />
      </fieldset>

      <div className="admin-toolbar__group">
        <label className="admin-select">
          <span>{t(usersTexts.sortBy)}</span>
          <select
            className="field__input"
            value={view.sortBy}
            onChange={(event) => onChange({ sortBy: event.target.value as SortField })}
          >
            {adminLists.userSortFields.map((field) => (
              <option key={field} value={field}>
                {t(sortTexts[field])}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-select">
          <span>{t(usersTexts.order)}</span>
          <select
            className="field__input"
            value={view.sortDir}
            onChange={(event) => onChange({ sortDir: event.target.value as SortDir })}
          >
            {adminLists.sortDirections.map((direction) => (
              <option key={direction} value={direction}>
                {t(directionTexts[direction])}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-select">
          <span>{t(usersTexts.perPage)}</span>
          <select
            className="field__input"
            value={view.pageSize}
            onChange={(event) => {
              const size = parsePageSize(event.target.value);
              if (size) onPageSize(size);
            }}
          >
            {adminLists.userPageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
