import { PRODUCT_APPS } from "../config/external-links.ts";
import type { ProductId } from "../config/products.ts";
import { type Plan, plan } from "./types.ts";

/** Plans and prices of spec section 9, in euros TTC per month. */
export const PLANS: Record<ProductId, Plan[]> = {
  note2frais: [
    plan({
      title: "Free",
      description: "Pour l'indépendant qui veut en finir avec les tickets perdus.",
      price: 0,
      features: [
        "1 utilisateur",
        "Photo des justificatifs depuis votre mobile",
        "Calcul automatique des indemnités kilométriques",
        "Export PDF et Excel de vos notes de frais",
      ],
      ctaText: "Créer mon compte gratuit",
      ctaLink: PRODUCT_APPS.note2frais,
    }),
    plan({
      title: "Pro",
      description: "Pour les équipes qui soumettent et valident leurs notes de frais.",
      price: 5.9,
      features: [
        "À partir de 2 utilisateurs",
        "Profils Admin et Utilisateurs",
        "Circuit de validation par le responsable",
        "Export comptable de toutes les dépenses",
        "Support par e-mail et téléphone",
      ],
      ctaLink: PRODUCT_APPS.note2frais,
    }),
  ],
  facturepro: [
    plan({
      title: "Free",
      description: "Pour démarrer votre activité avec des devis et factures conformes.",
      price: 0,
      features: [
        "Jusqu'à 3 clients actifs",
        "10 documents par mois",
        "Devis et factures à vos couleurs",
        "Mentions légales obligatoires incluses",
      ],
      ctaText: "Créer mon compte gratuit",
      ctaLink: PRODUCT_APPS.facturepro,
    }),
    plan({
      title: "Pro",
      description: "Pour facturer sans limite et être payé plus vite.",
      price: 6.9,
      features: [
        "À partir de 4 clients ou plus de 10 documents par mois",
        "Clients et documents illimités",
        "Transformation d'un devis en facture en un clic",
        "Relances automatiques des impayés",
        "Suivi des paiements et export comptable",
      ],
      ctaLink: PRODUCT_APPS.facturepro,
    }),
    plan({
      title: "Corporate",
      description: "Pour les structures à plusieurs entités ou aux volumes importants.",
      price: "Sur devis",
      features: [
        "Tout le pack Pro",
        "Plusieurs sociétés et plusieurs utilisateurs",
        "Modèles de documents sur mesure",
        "Accompagnement dédié à la mise en place",
      ],
      ctaText: "Demander un devis",
      ctaLink: { dialog: "demo", product: "facturepro" },
    }),
  ],
  comptapro: [
    plan({
      title: "Start",
      description: "Indépendants et micro-entrepreneurs.",
      price: 5.99,
      features: [
        "Saisie simplifiée des recettes et des dépenses",
        "Notes de frais",
        "Suivi de trésorerie",
        "Export des données comptables",
        "Aide en ligne",
      ],
      ctaLink: PRODUCT_APPS.comptapro,
    }),
    plan({
      title: "Pro",
      description: "TPE et PME.",
      price: 12.99,
      popular: true,
      features: [
        "Tout le pack Start",
        "Gestion de la TVA",
        "Suivi des immobilisations",
        "Bilans",
        "Support prioritaire",
      ],
      ctaLink: PRODUCT_APPS.comptapro,
    }),
    plan({
      title: "Business",
      description: "Groupes et dirigeants de plusieurs sociétés.",
      price: "Nous contacter",
      features: [
        "Multi-société",
        "Accès multi-utilisateurs",
        "Intégration avec toute la gamme d'applications",
        "Support dédié",
        "Formation personnalisée",
      ],
      ctaText: "Nous contacter",
      ctaLink: { dialog: "demo", product: "comptapro" },
    }),
  ],
  crmpro: [
    plan({
      title: "Start",
      description: "Pour organiser vos contacts et ne plus oublier une relance.",
      price: 5.99,
      features: [
        "Fichier clients et prospects centralisé",
        "Historique des échanges par contact",
        "Rappels et tâches de relance",
        "Import de vos contacts existants",
      ],
      ctaLink: PRODUCT_APPS.crmpro,
    }),
    plan({
      title: "Pro",
      description: "Pour piloter vos ventes et suivre chaque opportunité.",
      price: 12.99,
      features: [
        "Tout le pack Start",
        "Pipeline de ventes visuel",
        "Modèles d'e-mails et suivi des ouvertures",
        "Tableaux de bord commerciaux",
        "Support prioritaire",
      ],
      ctaLink: PRODUCT_APPS.crmpro,
    }),
    plan({
      title: "Business",
      description: "Pour les équipes commerciales aux besoins spécifiques.",
      price: "Sur devis",
      features: [
        "Tout le pack Pro",
        "Utilisateurs et équipes illimités",
        "Droits d'accès par profil",
        "Intégration avec FacturePro et ComptaPro",
        "Accompagnement dédié",
      ],
      ctaText: "Demander un devis",
      ctaLink: { dialog: "demo", product: "crmpro" },
    }),
  ],
  zenfluence: [
    plan({
      title: "Starter",
      description: "Pour gérer seul vos réseaux sociaux et vos premières collaborations.",
      price: 9.9,
      features: [
        "Jusqu'à 5 connexions sociales",
        "Calendrier éditorial et programmation des publications",
        "Recherche d'influenceurs par thématique",
        "Statistiques de vos comptes",
      ],
      ctaLink: PRODUCT_APPS.zenfluence,
    }),
    plan({
      title: "Pro",
      description: "Pour travailler à deux sur vos campagnes d'influence.",
      price: 24.9,
      features: [
        "Tout le pack Starter",
        "1 collaborateur invité",
        "Suivi des campagnes et des contrats d'influenceurs",
        "Rapports de performance à partager",
      ],
      ctaLink: PRODUCT_APPS.zenfluence,
    }),
    plan({
      title: "Business",
      description: "Pour les équipes marketing et les agences.",
      price: 49.9,
      features: [
        "Tout le pack Pro",
        "5 utilisateurs",
        "Validation des publications avant diffusion",
        "Support prioritaire",
      ],
      ctaLink: PRODUCT_APPS.zenfluence,
    }),
  ],
};

/** Yearly price of a monthly plan: 12 months minus the months offered (spec section 9). */
export function annualPrice(monthly: number, freeMonths: number): number {
  return Math.round(monthly * (12 - freeMonths) * 100) / 100;
}
