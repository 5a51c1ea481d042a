import { TERMS } from "./terms.ts";
import type { Feature } from "./types.ts";

/** The texts of /a-propos, in page order: plain data, so that the store can publish others over them. */
export interface AboutContent {
  eyebrow: string;
  title: string;
  lead: string;
  historyTitle: string;
  /** The story's paragraphs, under its title. */
  history: string[];
  /** The paragraphs of the second column: Gestio today. */
  today: string[];
  valuesTitle: string;
  valuesLead: string;
  values: Feature[];
  approachTitle: string;
  approachLead: string;
  /** Numbered in this order. */
  approach: Feature[];
  ctaTitle: string;
  ctaText: string;
}

/** Default French texts of /a-propos (the ones quoting the commercial terms follow TERMS). */
export const ABOUT: AboutContent = {
  eyebrow: "À propos",
  title: "Rendre la gestion d'entreprise simple, enfin",
  lead: "Gestio est né d'un constat partagé par des milliers d'entrepreneurs : l'administratif grignote le temps qui devrait revenir aux clients, aux projets et à la vie personnelle.",
  historyTitle: "Notre histoire",
  history: [
    "Tout a commencé autour d'une table de cuisine, un dimanche soir, devant une pile de tickets de caisse à saisir et des factures à relancer. Comme beaucoup d'indépendants, nous jonglions entre un tableur pour les devis, un autre pour la trésorerie, une application de notes et des dossiers papier. Rien ne se parlait, et chaque mois la même question revenait : combien d'heures avons-nous encore perdues ?",
    "Les logiciels du marché ne nous convenaient pas : trop lourds, trop chers ou pensés pour des directions financières de grandes entreprises. Nous avons donc décidé de construire les outils que nous aurions aimé avoir : des applications de gestion légères, accessibles depuis n'importe quel appareil, qui font une chose et la font bien.",
  ],
  today: [
    "Aujourd'hui, Gestio réunit CRMPro pour suivre vos clients, Note 2 Frais pour vos notes de frais, ComptaPro pour une comptabilité sans jargon, FacturePro pour vos devis et factures, ZENfluence pour votre présence sur les réseaux sociaux, ainsi qu'un accompagnement à la création d'entreprise.",
    "Notre ambition n'a pas changé : vous rendre chaque semaine quelques heures pour ce qui compte vraiment, développer votre activité.",
  ],
  valuesTitle: "Nos valeurs",
  valuesLead: "Trois principes guident chacune de nos décisions, du produit au support.",
  values: [
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
  ],
  approachTitle: "Notre approche",
  approachLead: "Des outils conçus avec et pour les entrepreneurs, qui s'adaptent à votre rythme plutôt que l'inverse.",
  approach: [
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
  ],
  ctaTitle: "Essayez par vous-même",
  ctaText: `${TERMS.trialDays} jours d'essai gratuit, sans carte bancaire et sans engagement. Vous jugerez sur pièce.`,
};
