import type { Metadata } from "next";
import { DialogOpener } from "../../components/forms/DialogOpener.tsx";
import { CallToAction } from "../../components/sections/CallToAction.tsx";
import { Hero } from "../../components/sections/Hero.tsx";
import { SolutionCard } from "../../components/sections/SolutionCard.tsx";
import { PageGraph } from "../../components/seo/PageGraph.tsx";
import { SOLUTIONS } from "../../lib/catalog/solutions.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import { TRIAL_LINK } from "../../lib/config/navigation.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

const path = "/solutions";

export const metadata: Metadata = pageMetadata({
  title: "Nos solutions de gestion pour TPE et indépendants",
  description:
    "CRM, notes de frais, comptabilité, devis et factures, création d'entreprise, réseaux sociaux : découvrez les six solutions Gestio pour piloter votre activité.",
  path,
});

export default function SolutionsPage() {
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
          {SOLUTIONS.map((solution) => (
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
          {SOLUTIONS.map((solution) => (
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
