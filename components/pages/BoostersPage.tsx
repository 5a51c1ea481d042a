import type { Metadata } from "next";
import type { Booster } from "../../lib/catalog/boosters.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";
import { DialogOpener } from "../forms/DialogOpener.tsx";
import { BoosterCard } from "../sections/BoosterCard.tsx";
import { Hero } from "../sections/Hero.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

/** /boosters's metadata (no booster's text in it: the same whatever is published). */
export const BOOSTERS_METADATA: Metadata = pageMetadata({
  title: "Boosters : Score Client gratuit et services à venir",
  description:
    "Vérifiez gratuitement la fiabilité de vos clients avec Score Client et découvrez nos prochains boosters : business plan, questions juridiques, pitch.",
  path: "/boosters",
});

/** /boosters: the available ones of `boosters` (the catalog's, or the store's published ones), then the coming ones. */
export function BoostersPage({ boosters }: { boosters: Booster[] }) {
  const available = boosters.filter((b) => b.status === "available");
  const comingSoon = boosters.filter((b) => b.status === "coming-soon");
  return (
    <>
      <PageGraph trail={[{ name: "Boosters", path: "/boosters" }]} />
      <Hero
        eyebrow="Boosters"
        title="Des boosters pour sécuriser et développer votre activité"
        text="En complément de nos applications, les boosters vous aident à prendre les bonnes décisions : vérifier un client avant de signer, préparer un financement, trouver une réponse juridique."
      />

      <section aria-labelledby="boosters-disponibles" className="container-page section pt-4">
        <h2 id="boosters-disponibles" className="text-2xl font-bold text-ink">
          Disponible dès maintenant
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {available.map((booster) => (
            <li key={booster.id}>
              <BoosterCard booster={booster} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="boosters-a-venir" className="bg-surface">
        <div className="container-page section">
          <h2 id="boosters-a-venir" className="text-2xl font-bold text-ink">
            Bientôt disponibles
          </h2>
          <p className="mt-3 max-w-2xl text-muted">
            Ces services sont en préparation. Dites-nous lesquels vous intéressent : vos retours orientent nos
            priorités.
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {comingSoon.map((booster) => (
              <li key={booster.id}>
                <BoosterCard booster={booster} />
              </li>
            ))}
          </ul>
          <DialogOpener dialog="contact" className="btn btn-primary mt-10">
            Être informé de leur sortie
          </DialogOpener>
        </div>
      </section>
    </>
  );
}
