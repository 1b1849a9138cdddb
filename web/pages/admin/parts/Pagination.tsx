// Previous / Next paging for an admin list, with where you are ("Page 2 of 7, 130 users"). A list that speaks the
// reader's language gives the line's words (`words`); one that is still English gives its noun.
import { countWithNoun } from "../../../format/written-forms";

/** The paging line in the reader's words: the buttons' names and where the list is. */
export type PagingWords = {
  previous: string;
  next: string;
  where: (at: { page: number; pages: number; total: number }) => string;
};

type Counted =
  | {
      /** What the list counts, in the singular and the plural: { one: "report", other: "reports" }. */
      noun: { one: string; other: string };
      words?: never;
    }
  | { words: PagingWords; noun?: never };

export type PaginationProps = Counted & {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

export function Pagination({ label, page, pageSize, total, noun, words, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const where = words
    ? words.where({ page, pages, total })
    : `Page ${page} of ${pages} · ${countWithNoun(total, noun)}`;
  return (
    <nav className="admin-pagination" aria-label={label}>
      <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words?.previous ?? "Previous"}
      </button>
      <span className="admin-pagination__where" aria-live="polite">
        {where}
      </span>
      <button type="button" className="button button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words?.next ?? "Next"}
      </button>
    </nav>
  );
}
