import { UNWANTED_REASONS } from "../../../lib/config/unwanted.ts";
import { formatLongDate, formatNumber } from "../../../lib/format/french-format.ts";
import { reasonLabel, type UnwantedDay } from "../../../lib/server/unwanted/desk.ts";
import { UNWANTED_TEXTS } from "../../../lib/server/unwanted/desk-labels.ts";
import { AdminTable, NumberCell } from "../AdminTable.tsx";

/**
 * The unwanted submissions per Paris day: the days with at least one, newest first, their total
 * and one column per reason met over the period (the others would only hold zeros).
 */
export function UnwantedDailyCounts({ days }: { days: readonly UnwantedDay[] }) {
  const shown = days.filter((day) => day.total > 0);
  const met = new Set(shown.flatMap((day) => Object.keys(day.byReason)));
  // The reasons in their list's order, then any older code.
  const reasons = [...Object.keys(UNWANTED_REASONS), ...[...met].sort()].filter(
    (reason, i, all) => met.has(reason) && all.indexOf(reason) === i,
  );
  return (
    <section aria-labelledby="indesirables-par-jour" className="mt-10">
      <h2 id="indesirables-par-jour" className="text-xl font-semibold text-ink">
        {UNWANTED_TEXTS.countsTitle}
      </h2>
      <p className="body-text mt-2 max-w-prose">{UNWANTED_TEXTS.countsIntro}</p>
      {shown.length === 0 ? (
        <p className="mt-4 text-ink">{UNWANTED_TEXTS.countsNone}</p>
      ) : (
        <AdminTable
          label={UNWANTED_TEXTS.countsLabel}
          caption={UNWANTED_TEXTS.countsCaption}
          columns={[
            UNWANTED_TEXTS.day,
            { key: "total", header: UNWANTED_TEXTS.total, numeric: true },
            ...reasons.map((reason) => ({ key: reason, header: reasonLabel(reason), numeric: true })),
          ]}
        >
          {shown.map((day) => (
            <tr key={day.day} className="border-b border-line" data-day={day.day}>
              <th scope="row" className="p-2 text-left font-normal">
                <time dateTime={day.day}>{formatLongDate(day.day)}</time>
              </th>
              <NumberCell>{formatNumber(day.total)}</NumberCell>
              {reasons.map((reason) => (
                <NumberCell key={reason}>{formatNumber(day.byReason[reason] ?? 0)}</NumberCell>
              ))}
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
