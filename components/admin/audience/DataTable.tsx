import type { ReactNode } from "react";
import { ScrollRegion } from "../ScrollRegion.tsx";

export interface DataColumn {
  key: string;
  header: ReactNode;
  /** Figures are aligned right, as in a spreadsheet. */
  numeric?: boolean;
  /** The column the rows are sorted by, and how (`aria-sort`). */
  sort?: "ascending" | "descending";
}

/**
 * One of the audience desk's tables: AdminTable's frame (a named region that scrolls sideways on
 * a small screen, a caption for screen readers) with headers that may be links and say the order.
 */
export function DataTable({
  label,
  caption,
  columns,
  className = "",
  children,
}: {
  label: string;
  caption: string;
  columns: readonly DataColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table className={`w-full border-collapse text-left text-sm ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-line text-ink">
            {columns.map((column) => (
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
