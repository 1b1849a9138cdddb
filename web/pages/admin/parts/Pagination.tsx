// Previous / Next paging for an admin list, with where you are ("Page 2 of 7, 130 users").
import { countWithNoun } from "../../../format/written-forms";

export type PaginationProps = {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** What the list counts, in the singular and the plural: { one: "report", other: "reports" }. */
  noun: { one: string; other: string };
  onPage: (page: number) => void;
};

export function Pagination({ label, page, pageSize, total, noun, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pagination" aria-label={label}>
      <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="admin-pagination__where" aria-live="polite">
        Page {page} of {pages} · {countWithNoun(total, noun)}
      </span>
      <button type="button" className="button button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
