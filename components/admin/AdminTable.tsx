import type { ReactNode } from "react";
import { ScrollRegion } from "./ScrollRegion.tsx";

/**
 * A back-office table: in a region that scrolls sideways on a small screen (named `label`), with
 * a caption for screen readers and one header cell per column. `children` are its body's rows.
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
  columns: readonly string[];
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
              <th key={column} scope="col" className="p-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
