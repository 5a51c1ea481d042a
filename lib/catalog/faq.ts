import { PUBLISHER } from "../config/legal.ts";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../config/products.ts";
import { formatPercent } from "../format/french-format.ts";
import { TERMS } from "./terms.ts";

/**
 * Questions of /ressources/faq. The page and its FAQPage JSON-LD both render from this
 * list, and every commercial fact is read from TERMS so the FAQ cannot drift from the CGV.
 */
export interface FaqItem {
  /** Stable anchor, unique across groups. */
  id: string;
  question: string;
  /** Plain text (no markup): shown on the page and published as is in the JSON-LD. */
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

const list = new Intl.ListFormat("fr-FR", { style: "long", type: "conjunction" });
const productNames = list.format(PRODUCT_IDS.map((id) => PRODUCT_NAMES[id]));
const paymentMethods = list.format(TERMS.paymentMethods);
const support = `${TERMS.support.days} ${TERMS.support.hours}`;
const updates = `${TERMS.updatesEveryWeeks.min} à ${TERMS.updatesEveryWeeks.max} semaines`;
const trial = `${TERMS.trialDays} jours`;
const card = TERMS.trialNeedsCard ? "avec carte bancaire" : "sans carte bancaire";

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: "general",
    title: "Général",
    items: [
      {
        id: "quest-ce-que-gestio",
        question: "Qu'est-ce que Gestio ?",
        answer: `Gestio réunit des applications de gestion pensées pour les TPE, les indépendants et les créateurs d'entreprise : ${productNames}, ainsi qu'un accompagnement à la création d'entreprise. Chaque application couvre un besoin précis, et toutes partagent la même simplicité d'utilisation.`,
      },
      {
        id: "pour-qui",
        question: "À qui s'adressent vos applications ?",
        answer:
          "Aux entrepreneurs qui veulent passer moins de temps sur l'administratif : micro-entrepreneurs, freelances, artisans, commerçants, professions libérales, TPE et PME, ainsi qu'aux porteurs de projet qui créent leur société. Aucune compétence comptable ou technique n'est nécessaire.",
      },
      {
        id: "essai-gratuit",
        question: "Comment fonctionne l'essai gratuit ?",
        answer: `Chaque application s'essaie gratuitement pendant ${trial}, ${card} et sans engagement. Vous choisissez l'application sur la page « Essai gratuit », vous créez votre compte en quelques minutes et vous accédez à toutes les fonctionnalités. À la fin de l'essai, vous décidez librement de souscrire ou non.`,
      },
      {
        id: "plusieurs-applications",
        question: "Puis-je utiliser plusieurs applications en même temps ?",
        answer:
          "Oui. Vous pouvez commencer par l'application qui répond à votre besoin le plus urgent, puis en ajouter d'autres au fil de votre activité. Chaque application dispose de sa propre formule : vous ne payez que ce que vous utilisez.",
      },
      {
        id: "installation",
        question: "Faut-il installer un logiciel ?",
        answer:
          "Non. Nos applications fonctionnent dans votre navigateur, sur ordinateur, tablette ou smartphone. Il suffit d'une connexion internet : pas d'installation, pas de mise à jour à faire vous-même.",
      },
    ],
  },
  {
    id: "abonnements-facturation",
    title: "Abonnements et facturation",
    items: [
      {
        id: "moyens-de-paiement",
        question: "Quels moyens de paiement acceptez-vous ?",
        answer: `Vous pouvez régler par ${paymentMethods}. Une facture est disponible dans votre espace à chaque échéance.`,
      },
      {
        id: "paiement-annuel",
        question: "Le paiement annuel est-il avantageux ?",
        answer: `Oui : en choisissant la facturation annuelle, vous bénéficiez de ${TERMS.annualFreeMonths} mois offerts, soit 12 mois d'utilisation pour le prix de ${12 - TERMS.annualFreeMonths}.`,
      },
      {
        id: "changer-de-formule",
        question: "Puis-je changer de formule en cours d'abonnement ?",
        answer: `Oui, à tout moment depuis votre espace. Le passage à une formule supérieure est ${TERMS.upgrade} : vous ne payez que la différence pour la période restante. Le passage à une formule inférieure prend effet ${TERMS.downgrade}.`,
      },
      {
        id: "resiliation",
        question: "Comment résilier mon abonnement ?",
        answer: `Vous pouvez résilier ${TERMS.cancellation}. Vous continuez donc à utiliser l'application jusqu'au terme de la période déjà payée, puis l'abonnement s'arrête sans autre démarche.`,
      },
      {
        id: "donnees-apres-resiliation",
        question: "Que deviennent mes données après une résiliation ?",
        answer: `Vos données sont conservées ${TERMS.dataRetentionDaysAfterCancellation} jours après la résiliation. Pendant ce délai, vous pouvez les exporter ou réactiver votre compte ; passé ce délai, elles sont définitivement supprimées.`,
      },
      {
        id: "prix-ttc",
        question: "Vos prix sont-ils affichés HT ou TTC ?",
        answer: TERMS.pricesIncludeTax
          ? "Les prix sont indiqués en euros toutes taxes comprises (TTC). La facturation est mensuelle ou annuelle et se renouvelle automatiquement, comme le précisent nos conditions générales de vente."
          : "Les prix sont indiqués en euros hors taxes (HT).",
      },
    ],
  },
  {
    id: "technique",
    title: "Technique",
    items: [
      {
        id: "securite-des-donnees",
        question: "Mes données sont-elles en sécurité ?",
        answer:
          "Les échanges entre votre navigateur et nos applications sont chiffrés (HTTPS), l'accès aux données est limité aux personnes habilitées et des sauvegardes sont réalisées régulièrement. Vos données vous appartiennent : nous ne les revendons jamais.",
      },
      {
        id: "disponibilite",
        question: "Vos applications sont-elles toujours disponibles ?",
        answer: `Nous visons une disponibilité de ${formatPercent(TERMS.availabilityTarget)} de nos services. Les opérations de maintenance sont planifiées en dehors des heures de bureau autant que possible et annoncées à l'avance sur le site.`,
      },
      {
        id: "mises-a-jour",
        question: "À quelle fréquence les applications évoluent-elles ?",
        answer: `Une nouvelle version est publiée toutes les ${updates}. Les mises à jour sont incluses dans votre abonnement et s'appliquent automatiquement, sans interruption de votre travail.`,
      },
      {
        id: "support",
        question: "Comment joindre le support ?",
        answer: `Notre équipe vous répond ${support}, par e-mail à ${PUBLISHER.email} ou via le formulaire de contact. Les abonnés aux formules supérieures bénéficient d'un support prioritaire.`,
      },
      {
        id: "appareils",
        question: "Sur quels appareils puis-je utiliser vos applications ?",
        answer:
          "Sur tout appareil équipé d'un navigateur récent (Chrome, Firefox, Safari ou Edge) : ordinateur, tablette ou smartphone. Vos données sont synchronisées, vous retrouvez donc le même travail partout.",
      },
    ],
  },
];
