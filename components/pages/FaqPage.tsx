import type { Metadata } from "next";
import type { FaqGroup } from "../../lib/catalog/faq.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import { faqPageJsonLd } from "../../lib/seo/json-ld/faq-page.ts";
import { absoluteUrl, pageMetadata } from "../../lib/seo/metadata.ts";
import { FaqAccordion } from "../behaviours/FaqAccordion.tsx";
import { DialogOpener } from "../forms/DialogOpener.tsx";
import { PageIntro } from "../layout/PageIntro.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

const path = "/ressources/faq";
const trail = [{ name: "Questions fréquentes", path }];

/** The questions' page's metadata (no answer in it). */
export const FAQ_METADATA: Metadata = pageMetadata({
  title: "FAQ : essai gratuit, abonnements et support",
  description:
    "Essai gratuit, paiement, changement de formule, résiliation, sécurité et support : les réponses aux questions fréquentes sur les applications Gestio.",
  path,
});

/** /ressources/faq: the questions of `groups` (the catalog's, or the store's published ones) and their FAQPage JSON-LD. */
export function FaqPage({ groups }: { groups: FaqGroup[] }) {
  return (
    <>
      <PageGraph trail={trail} nodes={[faqPageJsonLd(groups, absoluteUrl(path))]} />
      <PageIntro
        eyebrow="Ressources"
        title="Questions fréquentes"
        lead="Essai, abonnement, facturation, sécurité : retrouvez ici les réponses aux questions que nous posent le plus souvent les dirigeants de TPE et les indépendants."
      />

      <div className="container-page grid gap-12 pb-16 lg:grid-cols-[1fr_18rem]">
        <FaqAccordion groups={groups} />

        <aside className="lg:sticky lg:top-24 lg:self-start" aria-labelledby="faq-contact-title">
          <div className="card bg-surface">
            <h2 id="faq-contact-title" className="text-lg font-bold">
              Vous ne trouvez pas votre réponse ?
            </h2>
            <p className="mt-2 text-sm leading-6 text-muted">
              Notre équipe vous répond {TERMS.support.days} {TERMS.support.hours}. Écrivez-nous, nous revenons vers vous
              rapidement.
            </p>
            <DialogOpener dialog="contact" className="btn btn-secondary mt-4 w-full">
              Nous contacter
            </DialogOpener>
          </div>
        </aside>
      </div>
    </>
  );
}
