import { FaqAccordion } from "../../../components/behaviours/FaqAccordion.tsx";
import { DialogOpener } from "../../../components/forms/DialogOpener.tsx";
import { PageIntro } from "../../../components/layout/PageIntro.tsx";
import { PageGraph } from "../../../components/seo/PageGraph.tsx";
import { FAQ_GROUPS } from "../../../lib/catalog/faq.ts";
import { TERMS } from "../../../lib/catalog/terms.ts";
import { faqPageJsonLd } from "../../../lib/seo/json-ld/faq-page.ts";
import { absoluteUrl, pageMetadata } from "../../../lib/seo/metadata.ts";

const path = "/ressources/faq";
const trail = [{ name: "Questions fréquentes", path }];

export const metadata = pageMetadata({
  title: "FAQ : essai gratuit, abonnements et support",
  description:
    "Essai gratuit, paiement, changement de formule, résiliation, sécurité et support : les réponses aux questions fréquentes sur les applications Gestio.",
  path,
});

export default function FaqPage() {
  return (
    <>
      <PageGraph trail={trail} nodes={[faqPageJsonLd(FAQ_GROUPS, absoluteUrl(path))]} />
      <PageIntro
        eyebrow="Ressources"
        title="Questions fréquentes"
        lead="Essai, abonnement, facturation, sécurité : retrouvez ici les réponses aux questions que nous posent le plus souvent les dirigeants de TPE et les indépendants."
      />

      <div className="container-page grid gap-12 pb-16 lg:grid-cols-[1fr_18rem]">
        <FaqAccordion groups={FAQ_GROUPS} />

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
