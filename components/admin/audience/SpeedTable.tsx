import type { Rating } from "../../../lib/audience/histogram.ts";
import { AUDIENCE_LIMITS, CORE_WEB_VITALS, DEVICE_LABELS } from "../../../lib/config/audience.ts";
import { formatNumber } from "../../../lib/format/french-format.ts";
import {
  COLUMN_LABELS,
  formatMetricValue,
  METRIC_NAMES,
  RATING_LABELS,
  RATING_SYMBOLS,
  SITE_WIDE_LABEL,
} from "../../../lib/server/audience/audience-labels.ts";
import type { CoreWebVital, SpeedFigure, SpeedRow } from "../../../lib/server/audience/audience-speed.ts";
import { AdminTable } from "../AdminTable.tsx";

/** Each rating's colours: dark text on a light tint, at least 4.5:1 (WCAG AA), and always its word and symbol. */
const RATING_TONES: Record<Rating, string> = {
  good: "border-green-700 bg-green-50 text-green-800",
  "needs-improvement": "border-amber-700 bg-amber-50 text-amber-900",
  poor: "border-red-700 bg-red-50 text-red-800",
};

export function RatingBadge({ rating }: { rating: Rating }) {
  return (
    <span
      className={`inline-block rounded border px-1.5 text-xs font-semibold whitespace-nowrap ${RATING_TONES[rating]}`}
    >
      <span aria-hidden="true">{RATING_SYMBOLS[rating]} </span>
      {RATING_LABELS[rating]}
    </span>
  );
}

const share = (fraction: number) => `${formatNumber(fraction * 100)}\u00a0%`;
const measures = (n: number) => (n === 0 ? "aucune mesure" : `${formatNumber(n)}\u00a0mesure${n > 1 ? "s" : ""}`);

function FigureCell({ metric, figure }: { metric: CoreWebVital; figure: SpeedFigure }) {
  if (figure.p75 === undefined || !figure.rating || !figure.shares)
    return (
      <td className="p-2 align-top" data-metric={metric}>
        <span className="text-muted">—</span>
        <span className="block text-xs text-muted">
          {measures(figure.samples)}, {AUDIENCE_LIMITS.minViewsForSpeed} au moins
        </span>
      </td>
    );
  const { shares } = figure;
  return (
    <td className="p-2 align-top" data-metric={metric}>
      <span className="mr-1 font-semibold text-ink tabular-nums">{formatMetricValue(metric, figure.p75)}</span>
      <RatingBadge rating={figure.rating} />
      <span className="mt-1 block text-xs text-muted">
        {share(shares.good)}&nbsp;bon · {share(shares["needs-improvement"])}&nbsp;à&nbsp;améliorer ·{" "}
        {share(shares.poor)}&nbsp;mauvais
      </span>
      <span className="block text-xs text-muted">{measures(figure.samples)}</span>
    </td>
  );
}

/** Speed at the 75th percentile per page (or the whole site) and device class, one cell per Core Web Vital. */
export function SpeedTable({ rows, label, caption }: { rows: readonly SpeedRow[]; label: string; caption: string }) {
  return (
    <AdminTable
      label={label}
      caption={caption}
      columns={[
        { key: "page", header: COLUMN_LABELS.page },
        { key: "device", header: COLUMN_LABELS.device },
        ...CORE_WEB_VITALS.map((metric) => ({
          key: metric,
          header: (
            <>
              {metric}
              <span className="block text-xs font-normal text-muted">{METRIC_NAMES[metric]}</span>
            </>
          ),
        })),
      ]}
      className="min-w-[56rem]"
    >
      {rows.map((row) => (
        <tr
          key={`${row.path ?? ""} ${row.device}`}
          className="border-b border-line"
          data-speed-page={row.path ?? SITE_WIDE_LABEL}
          data-device={row.device}
        >
          <td className="p-2 align-top break-all">{row.path ?? SITE_WIDE_LABEL}</td>
          <td className="p-2 align-top">{DEVICE_LABELS[row.device]}</td>
          {CORE_WEB_VITALS.map((metric) => (
            <FigureCell key={metric} metric={metric} figure={row.figures[metric]} />
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}
