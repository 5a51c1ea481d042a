import type { SolutionCard as Solution } from "../../lib/catalog/types.ts";
import { cx } from "./cx.ts";

/** A solution: compact (home grid) or full (the /solutions page, with its anchor and long description). */
export function SolutionCard({ solution, variant = "compact" }: { solution: Solution; variant?: "compact" | "full" }) {
  const full = variant === "full";
  const titleId = `${full ? "" : "apercu-"}${solution.id}-titre`;
  return (
    <article
      id={full ? solution.id : undefined}
      aria-labelledby={titleId}
      className={cx("card flex h-full flex-col", full && "scroll-mt-24")}
    >
      {solution.subtitle && <p className="eyebrow">{solution.subtitle}</p>}
      <h3 id={titleId} className={cx("mt-2 font-bold text-ink", full ? "text-2xl" : "text-xl")}>
        {solution.title}
      </h3>
      <p className="mt-3 body-text">{solution.description}</p>
      {full && <p className="mt-3 leading-7 text-ink">{solution.longDescription}</p>}
      <p className="pill mt-4">{solution.highlight}</p>
      <div className="mt-6 flex flex-1 flex-wrap items-end gap-3">
        <a href={solution.detailsUrl} className="btn btn-secondary" aria-describedby={titleId}>
          En savoir plus
        </a>
        {full && solution.externalUrl && (
          <a
            href={solution.externalUrl}
            className="btn btn-ghost"
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            Accéder au site<span className="sr-only"> (nouvel onglet)</span>
          </a>
        )}
      </div>
    </article>
  );
}
