import { formatNumber } from "../../../lib/format/french-format.ts";
import { COLUMN_LABELS } from "../../../lib/server/audience/audience-labels.ts";
import type { PageRow } from "../../../lib/server/audience/audience-report.ts";
import { nextSort, type PageSort, type PageSortKey } from "../../../lib/server/audience/audience-sort.ts";
import { type AdminColumn, AdminTable, NumberCell } from "../AdminTable.tsx";
import { formatRate } from "./rates.ts";

const COLUMNS: readonly { key: PageSortKey; label: string; numeric: boolean }[] = [
  { key: "page", label: COLUMN_LABELS.page, numeric: false },
  { key: "vues", label: COLUMN_LABELS.views, numeric: true },
  { key: "entrees", label: COLUMN_LABELS.entries, numeric: true },
  { key: "demandes", label: COLUMN_LABELS.leads, numeric: true },
  { key: "conversion", label: COLUMN_LABELS.conversion, numeric: true },
  { key: "gagnees", label: COLUMN_LABELS.won, numeric: true },
  { key: "part-gagnee", label: COLUMN_LABELS.wonShare, numeric: true },
];

const ORDER_WORDS = { asc: "croissant", desc: "décroissant" } as const;

/**
 * The pages of the period, sorted by a link in each column's header (a GET parameter: no script).
 * The sorted column says its order (`aria-sort`, and an arrow beside its name); following its link
 * again reverses it.
 */
export function PagesTable({
  rows,
  sort,
  sortLink,
}: {
  rows: readonly PageRow[];
  sort: PageSort;
  /** The address of the screen sorted so. */
  sortLink: (sort: PageSort) => string;
}) {
  const columns: AdminColumn[] = COLUMNS.map((column) => {
    const current = sort.key === column.key;
    const next = nextSort(sort, column.key);
    return {
      key: column.key,
      numeric: column.numeric,
      ...(current ? { sort: sort.order === "asc" ? "ascending" : "descending" } : {}),
      header: (
        <a href={sortLink(next)} className="link-inline underline">
          {column.label}
          {current && <span aria-hidden="true">{sort.order === "asc" ? " ▲" : " ▼"}</span>}
          <span className="sr-only">
            {current ? ` (trié, ordre ${ORDER_WORDS[sort.order]})` : ""}&nbsp;: trier par ordre{" "}
            {ORDER_WORDS[next.order]}
          </span>
        </a>
      ),
    };
  });
  return (
    <AdminTable
      label="Tableau des pages"
      caption="Pages vues, visites, demandes, conversion, demandes gagnées et part gagnée par page"
      columns={columns}
      className="min-w-[52rem]"
    >
      {rows.map((row) => (
        <tr key={row.path} className="border-b border-line" data-page={row.path}>
          <td className="p-2 break-all">{row.path}</td>
          <NumberCell>{formatNumber(row.views)}</NumberCell>
          <NumberCell>{formatNumber(row.entries)}</NumberCell>
          <NumberCell>{formatNumber(row.leads)}</NumberCell>
          <NumberCell>{formatRate(row.conversion)}</NumberCell>
          <NumberCell>{formatNumber(row.won)}</NumberCell>
          <NumberCell>{formatRate(row.wonShare)}</NumberCell>
        </tr>
      ))}
    </AdminTable>
  );
}
