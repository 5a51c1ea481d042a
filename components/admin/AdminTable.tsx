import type { ReactNode } from "react";
import { ScrollRegion } from "./ScrollRegion.tsx";

/** A column given more than its title: a header that may be a link, figures aligned right, the order it sorts by. */
export interface AdminColumn {
  key: string;
  header: ReactNode;
  /** Figures are aligned right, as in a spreadsheet. */
  numeric?: boolean;
  /** The column the rows are sorted by, and how (`aria-sort`). */
  sort?: "ascending" | "descending";
}

const columnOf = (column: string | AdminColumn): AdminColumn =>
  typeof column === "string" ? { key: column, header: column } : column;

/**
 * A back-office table: in a region that scrolls sideways on a small screen (named `label`), with
 * a caption for screen readers and one header cell per column (a title, or an AdminColumn).
 * `children` are its body's rows.
 */
export function AdminTable({
  label,
  caption,
  columns,
  className = "",
  children,
}: {
  label: string;
  caption: string;
  columns: readonly (string | AdminColumn)[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table className={`w-full border-collapse text-left text-sm ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-line text-ink">
            {columns.map(columnOf).map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort}
                className={`p-2 align-bottom ${column.numeric ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A cell of a figure, aligned right. */
export function NumberCell({ children }: { children: ReactNode }) {
  return <td className="p-2 text-right tabular-nums">{children}</td>;
}
