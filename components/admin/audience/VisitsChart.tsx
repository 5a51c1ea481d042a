import { formatLongDate, formatNumber } from "../../../lib/format/french-format.ts";
import { COLUMN_LABELS } from "../../../lib/server/audience/audience-labels.ts";
import type { AudiencePeriod } from "../../../lib/server/audience/audience-period.ts";
import type { DayVisits } from "../../../lib/server/audience/audience-report.ts";
import { AdminTable, NumberCell } from "../AdminTable.tsx";
import { DailyChart } from "../DailyChart.tsx";

/** Each day's bar is its page views: the visits at the bottom, the other pages they saw above. */
const SERIES = [
  { key: "entries", label: "Visites (pages d'entrée)", fill: "fill-brand-700", swatch: "bg-brand-700" },
  { key: "others", label: "Autres pages vues", fill: "fill-slate-500", swatch: "bg-slate-500" },
] as const;

/** Visits and page views per day: the chart, and its figures as a table in a disclosure. */
export function VisitsChart({ days, period }: { days: readonly DayVisits[]; period: AudiencePeriod }) {
  const bars = days.map((day) => ({
    day: day.day,
    entries: day.entries,
    others: Math.max(0, day.views - day.entries),
  }));
  const dates = `du ${formatLongDate(period.from)} au ${formatLongDate(period.to)}`;
  return (
    <>
      <DailyChart
        name="Visites par jour"
        days={bars}
        series={SERIES}
        label={`Pages vues par jour ${dates}\u00a0: chaque barre est le nombre de pages vues du jour, sa partie bleu foncé le nombre de visites. Les chiffres sont dans le tableau «\u00a0Les chiffres jour par jour\u00a0».`}
      />
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-brand-700 underline">Les chiffres jour par jour</summary>
        <AdminTable
          label="Tableau des visites par jour"
          caption={`Visites et pages vues par jour ${dates}`}
          columns={[
            { key: "day", header: COLUMN_LABELS.day },
            { key: "views", header: COLUMN_LABELS.views, numeric: true },
            { key: "entries", header: COLUMN_LABELS.entries, numeric: true },
          ]}
        >
          {days.map((day) => (
            <tr key={day.day} className="border-b border-line" data-day={day.day}>
              <td className="p-2">{formatLongDate(day.day)}</td>
              <NumberCell>{formatNumber(day.views)}</NumberCell>
              <NumberCell>{formatNumber(day.entries)}</NumberCell>
            </tr>
          ))}
        </AdminTable>
      </details>
    </>
  );
}
