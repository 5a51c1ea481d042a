import { formatLongDate, formatNumber } from "../../../lib/format/french-format.ts";
import type { AudiencePeriod } from "../../../lib/server/audience/audience-period.ts";
import type { Headline, HeadlineFigure } from "../../../lib/server/audience/audience-report.ts";

const NBSP = "\u00a0";

/** The headline figures, in the order and words of the screen, and how each value is written. */
const FIGURES: readonly { key: keyof Headline; label: string; value: (n: number) => string; points?: true }[] = [
  { key: "entries", label: "Visites", value: (n) => formatNumber(n) },
  { key: "views", label: "Pages vues", value: (n) => formatNumber(n) },
  { key: "viewsPerVisit", label: "Pages vues par visite", value: (n) => formatNumber(n, 1) },
  { key: "leads", label: "Demandes", value: (n) => formatNumber(n) },
  { key: "conversion", label: "Taux de conversion", value: (n) => `${formatNumber(n, 1)}${NBSP}%`, points: true },
];

/** « +12 % », « −3,5 points », « = »: a change with its sign in words and an arrow beside it (never colour alone). */
function Change({ figure, points }: { figure: HeadlineFigure; points: boolean }) {
  if (figure.change === undefined) return <span className="text-muted">pas de comparaison possible</span>;
  const change = figure.change;
  const size = formatNumber(Math.abs(change), 1);
  const unit = points ? `${NBSP}point${Math.abs(change) >= 2 ? "s" : ""}` : `${NBSP}%`;
  if (change === 0) return <span className="text-muted">stable</span>;
  const up = change > 0;
  return (
    <span className={up ? "text-success" : "text-danger"}>
      <span aria-hidden="true">{up ? "▲" : "▼"} </span>
      {up ? "+" : "−"}
      {size}
      {unit}
    </span>
  );
}

/**
 * The period's headline figures as Plausible shows them: each value, and its change against the
 * previous period of the same length (in %, in points for the conversion rate).
 */
export function HeadlineFigures({ headline, previous }: { headline: Headline; previous: AudiencePeriod }) {
  return (
    <>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-audience-headline>
        {FIGURES.map(({ key, label, value, points }) => {
          const figure = headline[key];
          return (
            <div key={key} className="card" data-figure={key}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-2xl font-bold text-ink">{figure.value === undefined ? "—" : value(figure.value)}</dd>
              <dd className="text-sm">
                <Change figure={figure} points={points === true} />
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-sm text-muted">
        Évolution par rapport à la période précédente de même durée, du {formatLongDate(previous.from)} au{" "}
        {formatLongDate(previous.to)}.
      </p>
    </>
  );
}
