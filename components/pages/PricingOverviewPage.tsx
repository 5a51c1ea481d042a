import type { Metadata } from "next";
import { priceLabel } from "../../lib/catalog/price-label.ts";
import { PRICING_PAGES } from "../../lib/catalog/pricing-pages.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import type { Plan } from "../../lib/catalog/types.ts";
import { PRODUCT_NAMES, type ProductId } from "../../lib/config/products.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";
import { DialogOpener } from "../forms/DialogOpener.tsx";
import { Hero } from "../sections/Hero.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

const path = "/tarifs";

/** /tarifs's metadata (no price in it: the same whatever is published). */
export const PRICING_OVERVIEW_METADATA: Metadata = pageMetadata({
  title: "Tarifs des applications",
  description: `Comparez les tarifs de nos cinq applications de gestion : formules gratuites ou dès quelques euros par mois, ${TERMS.annualFreeMonths} mois offerts en paiement annuel.`,
  path,
});

/** Order of the overview cards (spec section 2). */
const ORDER: ProductId[] = ["note2frais", "facturepro", "comptapro", "crmpro", "zenfluence"];

/** Whether the product has a free plan. */
const hasFree = (plans: readonly Plan[]) => plans.some((plan) => plan.price === 0);

/** The lowest monthly price of the product's paid plans (undefined when none has a price). */
function lowestPaid(plans: readonly Plan[]): string | undefined {
  const prices = plans.flatMap((plan) => (typeof plan.price === "number" && plan.price > 0 ? [plan.price] : []));
  return prices.length > 0 ? priceLabel(Math.min(...prices)) : undefined;
}

/** /tarifs: the five applications' cards with their lowest price, from `plans` (the catalog's, or the store's published ones). */
export function PricingOverviewPage({ plans }: { plans: Record<ProductId, Plan[]> }) {
  return (
    <>
      <PageGraph trail={[{ name: "Tarifs", path }]} />
      <Hero
        eyebrow="Tarifs"
        title="Des tarifs simples, adaptés aux petites entreprises"
        text={`Chaque application s'essaie gratuitement pendant ${TERMS.trialDays} jours, sans carte bancaire. Vous payez ensuite au mois ou à l'année, avec ${TERMS.annualFreeMonths} mois offerts, et vous restez libre de changer de formule à tout moment.`}
      />

      <section aria-labelledby="tarifs-applications" className="container-page section pt-4">
        <h2 id="tarifs-applications" className="sr-only">
          Nos applications
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ORDER.map((id) => {
            const lowest = lowestPaid(plans[id]);
            return (
              <li key={id}>
                <article className="card flex h-full flex-col" aria-labelledby={`tarif-${id}`}>
                  <h3 id={`tarif-${id}`} className="text-xl font-bold text-ink">
                    {PRODUCT_NAMES[id]}
                  </h3>
                  <p className="mt-2 flex-1 body-text">{PRICING_PAGES[id].cardText}</p>
                  <p className="mt-4 text-sm text-muted">
                    {hasFree(plans[id]) && (
                      <span className="block font-semibold text-accent-600">Formule gratuite disponible</span>
                    )}
                    {lowest ? (
                      <>
                        Formules payantes dès <span className="text-lg font-bold text-ink">{lowest}</span> / mois
                      </>
                    ) : (
                      "Formules sur devis"
                    )}
                  </p>
                  <a
                    href={`/tarifs/${id}`}
                    className="btn btn-secondary mt-6 self-start"
                    aria-describedby={`tarif-${id}`}
                  >
                    Voir les tarifs de {PRODUCT_NAMES[id]}
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 rounded-xl bg-surface p-6 text-center">
          <p className="font-semibold text-ink">Plusieurs applications, une équipe, des besoins particuliers ?</p>
          <p className="mt-2 text-muted">Nous construisons avec vous une offre adaptée à votre organisation.</p>
          <DialogOpener dialog="demo" className="btn btn-primary mt-4">
            Demander une démonstration
          </DialogOpener>
        </div>
      </section>
    </>
  );
}
