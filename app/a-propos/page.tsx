import type { Metadata } from "next";
import { PageIntro } from "../../components/layout/PageIntro.tsx";
import { PageGraph } from "../../components/seo/PageGraph.tsx";
import { TERMS } from "../../lib/catalog/terms.ts";
import { TRIAL_LINK } from "../../lib/config/navigation.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

const path = "/a-propos";

export const metadata: Metadata = pageMetadata({
  title: "À propos : notre histoire et nos valeurs",
  description:
    "Gestio conçoit des applications de gestion simples pour les TPE, indépendants et créateurs d'entreprise. Notre histoire, nos valeurs et notre approche.",
  path,
});

const values = [
  {
    title: "Excellence",
    text: "Nous préférons une fonctionnalité qui marche parfaitement à dix qui marchent à moitié. Chaque écran est testé avec des entrepreneurs avant d'être publié, puis amélioré à partir de leurs retours.",
  },
  {
    title: "Simplicité",
    text: "Pas de jargon, pas de formation obligatoire, pas de paramétrage interminable. Si une tâche demande plus de trois clics, nous considérons que c'est à nous de la simplifier, pas à vous de vous adapter.",
  },
  {
    title: "Confiance",
    text: "Des prix affichés clairement, un essai sans carte bancaire, une résiliation possible à tout moment et des données qui vous appartiennent. Nous voulons être choisis chaque mois, pas subis.",
  },
];

const approach = [
  {
    title: "Partir de vos journées",
    text: "Nous observons comment travaillent réellement les artisans, consultants, commerçants et créateurs d'entreprise avant d'écrire la moindre ligne de code.",
  },
  {
    title: "Une application par besoin",
    text: "CRM, notes de frais, comptabilité, devis et factures, marketing d'influence : chaque outil va droit au but, et vous n'activez que ceux dont vous avez besoin.",
  },
  {
    title: "Progresser avec vous",
    text: `Une nouvelle version sort toutes les ${TERMS.updatesEveryWeeks.min} à ${TERMS.updatesEveryWeeks.max} semaines, nourrie par les demandes de nos utilisateurs. Les mises à jour sont incluses et automatiques.`,
  },
  {
    title: "Rester joignables",
    text: `Une équipe basée en France vous répond ${TERMS.support.days} ${TERMS.support.hours}, avec des personnes qui connaissent vos métiers et vos contraintes.`,
  },
];

export default function AboutPage() {
  return (
    <>
      <PageGraph trail={[{ name: "À propos", path }]} />
      <PageIntro
        eyebrow="À propos"
        title="Rendre la gestion d'entreprise simple, enfin"
        lead="Gestio est né d'un constat partagé par des milliers d'entrepreneurs : l'administratif grignote le temps qui devrait revenir aux clients, aux projets et à la vie personnelle."
      />
      <section aria-labelledby="histoire" className="container-page pb-16">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="histoire" className="text-3xl font-bold">
              Notre histoire
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-8 text-muted">
              <p>
                Tout a commencé autour d'une table de cuisine, un dimanche soir, devant une pile de tickets de caisse à
                saisir et des factures à relancer. Comme beaucoup d'indépendants, nous jonglions entre un tableur pour
                les devis, un autre pour la trésorerie, une application de notes et des dossiers papier. Rien ne se
                parlait, et chaque mois la même question revenait : combien d'heures avons-nous encore perdues ?
              </p>
              <p>
                Les logiciels du marché ne nous convenaient pas : trop lourds, trop chers ou pensés pour des directions
                financières de grandes entreprises. Nous avons donc décidé de construire les outils que nous aurions
                aimé avoir : des applications de gestion légères, accessibles depuis n'importe quel appareil, qui font
                une chose et la font bien.
              </p>
            </div>
          </div>
          <div className="space-y-4 text-lg leading-8 text-muted lg:pt-14">
            <p>
              Aujourd'hui, Gestio réunit CRMPro pour suivre vos clients, Note 2 Frais pour vos notes de frais, ComptaPro
              pour une comptabilité sans jargon, FacturePro pour vos devis et factures, ZENfluence pour votre présence
              sur les réseaux sociaux, ainsi qu'un accompagnement à la création d'entreprise.
            </p>
            <p>
              Notre ambition n'a pas changé : vous rendre chaque semaine quelques heures pour ce qui compte vraiment,
              développer votre activité.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="valeurs" className="bg-surface">
        <div className="container-page section">
          <h2 id="valeurs" className="text-3xl font-bold">
            Nos valeurs
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Trois principes guident chacune de nos décisions, du produit au support.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {values.map((value) => (
              <li key={value.title} className="card">
                <h3 className="text-xl font-bold text-brand-700">{value.title}</h3>
                <p className="mt-3 body-text">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="approche" className="container-page section">
        <h2 id="approche" className="text-3xl font-bold">
          Notre approche
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          Des outils conçus avec et pour les entrepreneurs, qui s'adaptent à votre rythme plutôt que l'inverse.
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {approach.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-on-brand"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 body-text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="a-propos-cta" className="bg-brand-700 text-on-brand">
        <div className="container-page section text-center">
          <h2 id="a-propos-cta" className="text-3xl font-bold">
            Essayez par vous-même
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg">
            {TERMS.trialDays} jours d'essai gratuit, sans carte bancaire et sans engagement. Vous jugerez sur pièce.
          </p>
          <a
            href={TRIAL_LINK.href}
            className="btn mt-8 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white"
          >
            {TRIAL_LINK.label}
          </a>
        </div>
      </section>
    </>
  );
}
