import type { Metadata } from "next";
import { AppPicker } from "../../components/behaviours/AppPicker.tsx";
import { DialogOpener } from "../../components/forms/DialogOpener.tsx";
import { Icon } from "../../components/icons/Icon.tsx";
import { PageGraph } from "../../components/seo/PageGraph.tsx";
import { PRICING_PAGES } from "../../lib/catalog/pricing-pages.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import { PRODUCT_APPS } from "../../lib/config/external-links.ts";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

const path = "/essai-gratuit";

export const metadata: Metadata = pageMetadata({
  title: `Essai gratuit de ${TERMS.trialDays} jours, sans carte bancaire`,
  description: `Choisissez votre application Gestio et testez-la gratuitement pendant ${TERMS.trialDays} jours : CRM, notes de frais, comptabilité, facturation ou réseaux sociaux.`,
  path,
});

const promises = ["Sans carte bancaire", "Sans engagement", `${TERMS.trialDays} jours d'essai gratuit`];

/** The picker's cards: plain props, so that the catalog stays on the server. */
const apps = PRODUCT_IDS.map((id) => ({
  id,
  name: PRODUCT_NAMES[id],
  url: PRODUCT_APPS[id],
  text: PRICING_PAGES[id].cardText,
}));

export default function FreeTrialPage() {
  return (
    <>
      <PageGraph trail={[{ name: "Essai gratuit", path }]} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page section">
          <div className="mx-auto max-w-3xl text-center">
            <p className="eyebrow">Essai gratuit</p>
            <h1 className="mt-3 text-display font-extrabold text-ink">
              Essayez gratuitement l'application de votre choix
            </h1>
            <p className="mt-5 text-lg leading-8 text-muted">
              Sélectionnez l'application que vous souhaitez tester, puis créez votre compte en deux minutes. Vous
              profitez de toutes les fonctionnalités pendant {TERMS.trialDays} jours.
            </p>
            <ul className="mt-6 flex flex-wrap justify-center gap-3" aria-label="Nos engagements">
              {promises.map((promise) => (
                <li
                  key={promise}
                  className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm ring-1 ring-line"
                >
                  <Icon name="check" className="h-4 w-4 text-accent-600" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>

          <h2 id="choix-application" className="mt-14 text-center text-2xl font-bold text-ink">
            Choisissez votre application
          </h2>
          <p id="choix-aide" className="mt-2 text-center text-muted">
            Cliquez sur une carte pour la sélectionner, cliquez à nouveau pour la désélectionner.
          </p>
          <AppPicker apps={apps} labelledBy="choix-application" describedBy="choix-aide" />
        </div>
      </section>

      <section aria-labelledby="essai-questions" className="container-page section text-center">
        <h2 id="essai-questions" className="text-2xl font-bold text-ink">
          Vous préférez être accompagné ?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted">
          Un conseiller vous présente les applications en visioconférence et répond à vos questions sur vos besoins.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <DialogOpener dialog="demo" className="btn btn-primary">
            Demander une démonstration
          </DialogOpener>
          <a href="/tarifs" className="btn btn-secondary">
            Voir les tarifs
          </a>
        </div>
      </section>
    </>
  );
}
