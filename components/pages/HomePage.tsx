import type { Metadata } from "next";
import { AUTOMATIONS } from "../../lib/catalog/automations.ts";
import type { Booster } from "../../lib/catalog/boosters.ts";
import { REASONS, HOME_CONTENT as T } from "../../lib/catalog/home.ts";
import type { Solution } from "../../lib/catalog/solutions.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import type { Testimonial } from "../../lib/catalog/types.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";
import { HomeTextOverrides } from "../behaviours/HomeTextOverrides.tsx";
import { overridableText } from "../behaviours/overridable-text.ts";
import { DialogOpener } from "../forms/DialogOpener.tsx";
import { BoosterCard } from "../sections/BoosterCard.tsx";
import { CallToAction } from "../sections/CallToAction.tsx";
import { FeatureGrid } from "../sections/FeatureGrid.tsx";
import { Hero } from "../sections/Hero.tsx";
import { SectionHeading } from "../sections/SectionHeading.tsx";
import { SolutionCard } from "../sections/SolutionCard.tsx";
import { Testimonials } from "../sections/Testimonials.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

/** The home page's metadata (no solution, booster or testimonial in it: the same whatever is published). */
export const HOME_METADATA: Metadata = pageMetadata({
  title: "Applications de gestion pour TPE et indépendants",
  description: `CRM, notes de frais, comptabilité, devis, factures et réseaux sociaux : les applications simples des TPE et indépendants. Essai gratuit de ${TERMS.trialDays} jours sans carte.`,
  path: "/",
});

/**
 * The home page: the product solutions of `solutions`, the `boosters` and the `testimonials` (the
 * catalog's, or the store's published ones); its texts stay HOME_CONTENT, overridden in the browser.
 */
export function HomePage({
  solutions,
  boosters,
  testimonials,
}: {
  solutions: Solution[];
  boosters: Booster[];
  testimonials: Testimonial[];
}) {
  const products = solutions.filter((s) => s.productId);
  return (
    <>
      {/* Before every marked text: the stored overrides are applied as the texts arrive, before the first paint. */}
      <HomeTextOverrides />
      <PageGraph />
      <Hero
        title={T["main-title"]}
        titleKey="main-title"
        subtitle={T["sub-title"]}
        subtitleKey="sub-title"
        text={T["hero-description"]}
        textKey="hero-description"
        aside={
          // Decorative, shown from 1024 px: a cached file rather than 2 KB of shapes in the HTML and the payload.
          // biome-ignore lint/performance/noImgElement: a static SVG, nothing for an image optimiser to do
          <img
            src="/illustrations/dashboard.svg"
            width={480}
            height={360}
            alt=""
            className="h-auto w-full drop-shadow-xl"
          />
        }
      >
        <a href="/essai-gratuit" className="btn btn-primary" {...overridableText("hero-button")}>
          {T["hero-button"]}
        </a>
        <a href="/solutions" className="btn btn-secondary" {...overridableText("hero-secondary-button")}>
          {T["hero-secondary-button"]}
        </a>
      </Hero>

      <section aria-labelledby="solutions-titre" className="container-page section">
        <SectionHeading
          id="solutions-titre"
          title={T["solutions-title"]}
          titleKey="solutions-title"
          text={T["solutions-description"]}
          textKey="solutions-description"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {products.map((solution) => (
            <li key={solution.id}>
              <SolutionCard solution={solution} />
            </li>
          ))}
          <li>
            <div className="card flex h-full flex-col border-dashed bg-brand-50">
              <h3 className="text-xl font-bold text-ink">Une question, un besoin particulier&nbsp;?</h3>
              <p className="mt-3 flex-1 body-text">
                Notre équipe vous aide à choisir les applications adaptées à votre activité et répond sous un jour
                ouvré.
              </p>
              <DialogOpener dialog="contact" className="btn btn-primary mt-6 self-start">
                Contactez-nous
              </DialogOpener>
            </div>
          </li>
        </ul>
      </section>

      <section aria-labelledby="automatisation-titre" className="bg-surface">
        <div className="container-page section">
          <SectionHeading
            id="automatisation-titre"
            title={T["automation-title"]}
            titleKey="automation-title"
            subtitle={T["automation-subtitle"]}
            subtitleKey="automation-subtitle"
            text={T["automation-description"]}
            textKey="automation-description"
          />
          <p
            className="mt-6 max-w-3xl border-l-4 border-accent-600 pl-4 text-lg font-medium text-ink"
            {...overridableText("automation-mission")}
          >
            {T["automation-mission"]}
          </p>
          <FeatureGrid items={AUTOMATIONS} columns={4} />
          <DialogOpener dialog="automation" className="btn btn-primary mt-10">
            Automatiser mes tâches
          </DialogOpener>
        </div>
      </section>

      <section aria-labelledby="boosters-titre" className="container-page section">
        <SectionHeading
          id="boosters-titre"
          title={T["boosters-title"]}
          titleKey="boosters-title"
          text={T["boosters-description"]}
          textKey="boosters-description"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {boosters.map((booster) => (
            <li key={booster.id}>
              <BoosterCard booster={booster} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="avantages-titre" className="bg-surface">
        <div className="container-page section">
          <SectionHeading
            id="avantages-titre"
            title={T["features-title"]}
            titleKey="features-title"
            text={T["features-description"]}
            textKey="features-description"
          />
          <FeatureGrid items={REASONS} />
        </div>
      </section>

      <CallToAction
        id="cta-titre"
        title={T["cta-title"]}
        titleKey="cta-title"
        text={T["cta-description"]}
        textKey="cta-description"
      >
        <a
          href="/essai-gratuit"
          className="btn bg-white text-brand-700 hover:bg-brand-50"
          {...overridableText("cta-button")}
        >
          {T["cta-button"]}
        </a>
      </CallToAction>

      <Testimonials
        id="temoignages-titre"
        title={T["testimonials-title"]}
        titleKey="testimonials-title"
        text={T["testimonials-description"]}
        textKey="testimonials-description"
        items={testimonials}
      />
    </>
  );
}
