// The frame of the admin area's lists: a scrolling wrap, a caption for assistive tech and a row of
// column headers; the rows are the caller's. A column whose header is visually hidden (the actions of
// a row, whose buttons say what they do) is given as { hidden: "Actions" }.
import type { ReactNode } from "react";

export type AdminColumn = string | { hidden: string };

type Props = {
  caption: string;
  columns: readonly AdminColumn[];
  /** Set while a newer page is loading, so assistive tech knows the rows are about to change. */
  busy?: boolean;
  children: ReactNode;
};

export function AdminTable({ caption, columns, busy, children }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
