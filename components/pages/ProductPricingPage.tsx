import type { Metadata } from "next";
import { PRICING_PAGES, pricingSeo } from "../../lib/catalog/pricing-pages.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import type { Plan, Testimonial } from "../../lib/catalog/types.ts";
import { PRODUCT_APPS } from "../../lib/config/external-links.ts";
import { TRIAL_LINK } from "../../lib/config/navigation.ts";
import { PRODUCT_NAMES, type ProductId } from "../../lib/config/products.ts";
import { SITE } from "../../lib/config/site.ts";
import { productOffersJsonLd } from "../../lib/seo/json-ld/product-offers.ts";
import { absoluteUrl, pageMetadata } from "../../lib/seo/metadata.ts";
import { pricingCard } from "../../lib/seo/og/pricing-card.ts";
import { DialogOpener } from "../forms/DialogOpener.tsx";
import { CallToAction } from "../sections/CallToAction.tsx";
import { cx } from "../sections/cx.ts";
import { FeatureGrid } from "../sections/FeatureGrid.tsx";
import { Hero } from "../sections/Hero.tsx";
import { PlanCard } from "../sections/PlanCard.tsx";
import { SectionHeading } from "../sections/SectionHeading.tsx";
import { Testimonials } from "../sections/Testimonials.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

/** A product's pricing page's metadata: its SEO texts quote `plans`' prices. */
export function productPricingMetadata(id: ProductId, plans: readonly Plan[]): Metadata {
  const seo = pricingSeo(id, plans);
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    path: `/tarifs/${id}`,
    ogCard: pricingCard(id),
  });
}

/** /tarifs/{id}: the product's plans from `plans` (the catalog's, or the store's published ones), their Product JSON-LD. */
export function ProductPricingPage({
  id,
  plans,
  testimonials,
}: {
  id: ProductId;
  plans: Plan[];
  testimonials: Testimonial[];
}) {
  const page = PRICING_PAGES[id];
  const name = PRODUCT_NAMES[id];
  const path = `/tarifs/${id}`;
  const trail = [
    { name: "Tarifs", path: "/tarifs" },
    { name, path },
  ];
  const product = productOffersJsonLd({
    name,
    description: pricingSeo(id, plans).description,
    pageUrl: absoluteUrl(path),
    brand: SITE.name,
    plans,
  });

  return (
    <>
      <PageGraph trail={trail} nodes={[product]} />
      <Hero
        eyebrow={`Tarifs ${name}`}
        title={page.heroTitle}
        text={page.heroText}
        after={
          <p className="mt-6 text-sm font-medium text-ink">
            {TERMS.trialDays} jours d'essai gratuit, sans carte bancaire · Paiement annuel&nbsp;:{" "}
            {TERMS.annualFreeMonths} mois offerts
          </p>
        }
      >
        <a href="#formules" className="btn btn-primary">
          Voir les formules
        </a>
        <DialogOpener dialog="demo" product={id} className="btn btn-secondary">
          Demander une démonstration
        </DialogOpener>
      </Hero>

      <section aria-labelledby="avantages" className="container-page section">
        <SectionHeading id="avantages" title={page.benefitsTitle} />
        <FeatureGrid items={page.benefits} />
      </section>

      <section aria-labelledby="public" className="bg-surface">
        <div className="container-page section">
          <SectionHeading id="public" title={page.audienceTitle} />
          <FeatureGrid items={page.audience} />
        </div>
      </section>

      <section aria-labelledby="formules" id="formules" className="container-page section scroll-mt-20">
        <SectionHeading
          id="formules-titre"
          title={`Les formules ${name}`}
          text={`Tous les prix sont en euros TTC par mois, sans engagement. En paiement annuel, ${TERMS.annualFreeMonths} mois sont offerts.`}
          center
        />
        <div
          className={cx("mt-12 grid gap-8", plans.length === 2 ? "mx-auto max-w-4xl md:grid-cols-2" : "lg:grid-cols-3")}
        >
          {plans.map((plan, index) => (
            <PlanCard key={plan.title} plan={plan} id={`formule-${index + 1}`} />
          ))}
        </div>
        <p className="mt-8 text-center text-sm text-muted">
          Essai gratuit de {TERMS.trialDays} jours sans carte bancaire. Passage à une formule supérieure immédiat et au
          prorata, passage à une formule inférieure à la prochaine période de facturation.
        </p>
      </section>

      <Testimonials
        id="temoignages"
        title={id === "comptapro" ? "Ils ont simplifié leur comptabilité" : `Ils utilisent ${name}`}
        items={testimonials}
      />

      <CallToAction id="cta-final" title={page.ctaTitle} text={page.ctaText}>
        {id === "comptapro" ? (
          <a
            href={PRODUCT_APPS.comptapro}
            className="btn bg-white text-brand-700 hover:bg-brand-50"
            target="_blank"
            rel="noopener noreferrer"
          >
            Créer mon compte gratuitement<span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : (
          <a href={TRIAL_LINK.href} className="btn bg-white text-brand-700 hover:bg-brand-50">
            {TRIAL_LINK.label}
          </a>
        )}
        <DialogOpener dialog="demo" product={id} className="btn btn-secondary">
          Demander une démonstration
        </DialogOpener>
      </CallToAction>
    </>
  );
}
