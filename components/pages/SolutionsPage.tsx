import type { Metadata } from "next";
import type { Solution } from "../../lib/catalog/solutions.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import { TRIAL_LINK } from "../../lib/config/navigation.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";
import { DialogOpener } from "../forms/DialogOpener.tsx";
import { CallToAction } from "../sections/CallToAction.tsx";
import { Hero } from "../sections/Hero.tsx";
import { SolutionCard } from "../sections/SolutionCard.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

const path = "/solutions";

/** /solutions's metadata (no solution's text in it: the same whatever is published). */
export const SOLUTIONS_METADATA: Metadata = pageMetadata({
  title: "Nos solutions de gestion pour TPE et indépendants",
  description:
    "CRM, notes de frais, comptabilité, devis et factures, création d'entreprise, réseaux sociaux : découvrez les six solutions Gestio pour piloter votre activité.",
  path,
});

/** /solutions: the cards of `solutions` (the catalog's, or the store's published ones) and their quick links. */
export function SolutionsPage({ solutions }: { solutions: Solution[] }) {
  return (
    <>
      <PageGraph trail={[{ name: "Solutions", path }]} />
      <Hero
        eyebrow="Nos solutions"
        title="Six solutions pour gérer toute votre entreprise"
        text="Commencez par l'application qui vous fait gagner le plus de temps, ajoutez les autres quand vous en avez besoin : elles partagent vos données et s'utilisent avec le même compte."
      >
        <DialogOpener dialog="demo" className="btn btn-primary">
          Demander une démonstration
        </DialogOpener>
        <DialogOpener dialog="contact" className="btn btn-secondary">
          Nous contacter
        </DialogOpener>
      </Hero>

      <nav aria-label="Accès rapide aux solutions" className="border-y border-line bg-white">
        <ul className="container-page flex flex-wrap gap-2 py-4">
          {solutions.map((solution) => (
            <li key={solution.id}>
              <a
                href={`#${solution.id}`}
                className="inline-flex rounded-full border border-line px-4 py-2 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700"
              >
                {solution.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="solutions-liste" className="container-page section">
        <h2 id="solutions-liste" className="sr-only">
          Toutes nos solutions
        </h2>
        <div className="grid gap-8 md:grid-cols-2">
          {solutions.map((solution) => (
            <SolutionCard key={solution.id} solution={solution} variant="full" />
          ))}
        </div>
      </section>

      <CallToAction
        id="solutions-cta"
        title="Vous ne savez pas par où commencer ?"
        text={`Un conseiller vous présente les applications adaptées à votre activité en trente minutes. Ou testez-les librement pendant ${TERMS.trialDays} jours, sans carte bancaire.`}
      >
        <DialogOpener dialog="demo" className="btn bg-white text-brand-700 hover:bg-brand-50">
          Demander une démonstration
        </DialogOpener>
        <a href={TRIAL_LINK.href} className="btn btn-secondary">
          {TRIAL_LINK.label}
        </a>
      </CallToAction>
    </>
  );
}
