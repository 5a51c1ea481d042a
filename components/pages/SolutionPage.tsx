import type { Metadata } from "next";
import type { Solution } from "../../lib/catalog/solutions.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import { TRIAL_LINK } from "../../lib/config/navigation.ts";
import { PRODUCT_NAMES } from "../../lib/config/products.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";
import { solutionCard } from "../../lib/seo/og/solution-card.ts";
import { DialogOpener } from "../forms/DialogOpener.tsx";
import { CallToAction } from "../sections/CallToAction.tsx";
import { FeatureGrid } from "../sections/FeatureGrid.tsx";
import { Hero } from "../sections/Hero.tsx";
import { SectionHeading } from "../sections/SectionHeading.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

/** A solution's page's metadata: its SEO texts and its card are the solution's own. */
export function solutionMetadata(solution: Solution): Metadata {
  return pageMetadata({
    title: solution.seoTitle,
    description: solution.seoDescription,
    path: solution.detailsUrl,
    ogCard: solutionCard(solution),
  });
}

/** /solutions/{slug}: the texts of `solution` (the catalog's, or the store's published ones). */
export function SolutionPage({ solution }: { solution: Solution }) {
  const productName = solution.productId ? PRODUCT_NAMES[solution.productId] : undefined;
  const pricingUrl = solution.productId ? `/tarifs/${solution.productId}` : undefined;
  const trail = [
    { name: "Solutions", path: "/solutions" },
    { name: solution.title, path: solution.detailsUrl },
  ];

  return (
    <>
      <PageGraph trail={trail} />
      <Hero eyebrow={solution.subtitle ?? solution.title} title={solution.seoTitle} text={solution.longDescription}>
        {pricingUrl ? (
          <>
            <a href={TRIAL_LINK.href} className="btn btn-primary">
              {TRIAL_LINK.label}
            </a>
            <a href={pricingUrl} className="btn btn-secondary">
              Voir les tarifs de {productName}
            </a>
          </>
        ) : (
          <>
            <DialogOpener dialog="contact" className="btn btn-primary">
              Être accompagné
            </DialogOpener>
            <a href={TRIAL_LINK.href} className="btn btn-secondary">
              Essayer nos applications
            </a>
          </>
        )}
      </Hero>

      <section aria-labelledby="pour-qui" className="container-page section">
        <SectionHeading id="pour-qui" title="Pour qui ?" text={solution.description} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {solution.audience.map((who) => (
            <li key={who} className="card leading-7 text-ink">
              {who}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fonctionnalites" className="bg-surface">
        <div className="container-page section">
          <SectionHeading id="fonctionnalites" title="Les fonctionnalités clés" text={solution.highlight} />
          <FeatureGrid items={solution.features} columns={4} />
          {solution.externalUrl && (
            <p className="mt-10">
              <a
                href={solution.externalUrl}
                className="font-semibold text-brand-700 underline underline-offset-4"
                target="_blank"
                rel="noopener noreferrer"
              >
                Découvrir le site de {productName}
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </p>
          )}
        </div>
      </section>

      <CallToAction
        id="solution-cta"
        title={pricingUrl ? `Essayez ${productName} gratuitement` : "Lancez votre entreprise avec les bons outils"}
        text={`${TERMS.trialDays} jours d'essai gratuit, sans carte bancaire et sans engagement. Vous gardez vos données si vous continuez.`}
      >
        <a href={TRIAL_LINK.href} className="btn bg-white text-brand-700 hover:bg-brand-50">
          {TRIAL_LINK.label}
        </a>
        {pricingUrl ? (
          <a href={pricingUrl} className="btn btn-secondary">
            Voir les tarifs
          </a>
        ) : (
          <DialogOpener dialog="contact" className="btn btn-secondary">
            Nous contacter
          </DialogOpener>
        )}
      </CallToAction>
    </>
  );
}
