import { formatNumber, formatPercent } from "../../../lib/format/french-format.ts";
import type { SearchFigures } from "../../../lib/server/seo/search-performance.ts";

/** A change against the period compared with, signed: « +12 », « −3 », or nothing without one. */
function change(now: number, before: number | undefined, digits = 0): string {
  if (before === undefined) return "";
  const delta = Math.round((now - before) * 10 ** digits) / 10 ** digits;
  if (delta === 0) return " (=)";
  return ` (${delta > 0 ? "+" : "−"}${formatNumber(Math.abs(delta), digits)})`;
}

/** The four figures of a page or a query, each with its change when the export compared two periods. */
export function SearchFiguresCells({ figures }: { figures: SearchFigures }) {
  const { current, previous } = figures;
  return (
    <>
      <td className="p-2 whitespace-nowrap">
        {formatNumber(current.clicks)}
        {change(current.clicks, previous?.clicks)}
      </td>
      <td className="p-2 whitespace-nowrap">
        {formatNumber(current.impressions)}
        {change(current.impressions, previous?.impressions)}
      </td>
      <td className="p-2 whitespace-nowrap">{formatPercent(Math.round(current.ctr * 10) / 10)}</td>
      <td className="p-2 whitespace-nowrap">
        {formatNumber(current.position, 1)}
        {change(current.position, previous?.position, 1)}
      </td>
    </>
  );
}

export const SEARCH_FIGURE_COLUMNS = ["Clics", "Impressions", "CTR", "Position moyenne"] as const;
