// One breakdown as a small table: a name column and one or two figures, most viewed first.
import type { ReactNode } from "react";

export type BreakdownRow = { key: string; name: ReactNode; cells: string[] };

export function BreakdownTable({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: [name: string, ...figures: string[]];
  rows: BreakdownRow[];
  empty: string;
}) {
  const id = `analytics-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="analytics-breakdown" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={column} scope="col" className={i > 0 ? "is-figure" : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                {row.cells.map((cell, i) => (
                  // Figures of one row never repeat a column, so the column index is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is the column
                  <td key={i} className="is-figure">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
