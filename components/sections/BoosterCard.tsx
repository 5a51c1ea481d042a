import { type Booster, COMING_SOON_LABEL } from "../../lib/catalog/boosters.ts";
import { cx } from "./cx.ts";

export function BoosterCard({ booster, level = "h3" }: { booster: Booster; level?: "h2" | "h3" }) {
  const Heading = level;
  const available = booster.status === "available" && booster.url;
  return (
    <article className={cx("card flex h-full flex-col", !available && "bg-surface")} data-booster={booster.id}>
      <div className="flex flex-wrap items-center gap-2">
        {available ? (
          booster.free && <span className="badge bg-accent-50 text-accent-600">Gratuit</span>
        ) : (
          <span className="badge bg-slate-200 text-ink">{COMING_SOON_LABEL}</span>
        )}
      </div>
      <Heading className="card-title mt-4">{booster.title}</Heading>
      <p className="mt-2 flex-1 body-text">{booster.description}</p>
      {available && (
        <a href={booster.url} className="btn btn-primary mt-6 self-start" target="_blank" rel="noopener noreferrer">
          Essayer {booster.title} gratuitement<span className="sr-only"> (nouvel onglet)</span>
        </a>
      )}
    </article>
  );
}
