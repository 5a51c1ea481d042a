import type { ProductId } from "../config/products.ts";
import type { Testimonial } from "./types.ts";

/** The three fixed testimonials of the home page. */
export const HOME_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "Avant, je passais mes dimanches sur la facturation. Aujourd'hui, mes devis partent en cinq minutes et les relances se font toutes seules.",
    author: "Claire Martin",
    role: "Architecte d'intérieur indépendante, Lyon",
  },
  {
    quote:
      "Mes commerciaux prennent leurs tickets en photo et je valide les notes de frais depuis mon téléphone. Fini les enveloppes de justificatifs en fin de mois !",
    author: "Julien Lefèvre",
    role: "Gérant d'une PME de maintenance, 12 salariés",
  },
  {
    quote:
      "Un seul outil pour mes clients, mes factures et ma comptabilité : mon expert-comptable reçoit des données propres et je sais où j'en suis chaque semaine.",
    author: "Sophie Bernard",
    role: "Fondatrice d'une agence de communication, Nantes",
  },
];

/** Two fixed testimonials per pricing page; ComptaPro has its own quote below. */
export const PRICING_TESTIMONIALS: Record<Exclude<ProductId, "comptapro">, [Testimonial, Testimonial]> = {
  crmpro: [
    {
      quote:
        "Je retrouve tout l'historique d'un client avant de l'appeler. Nous avons gagné trois signatures le premier trimestre grâce aux rappels de relance.",
      author: "Thomas Girard",
      role: "Dirigeant d'une entreprise de rénovation",
    },
    {
      quote:
        "Le pipeline est clair et toute l'équipe l'a adopté en une journée. Nous avons enfin abandonné nos tableurs.",
      author: "Nadia Haddad",
      role: "Responsable commerciale, cabinet de conseil",
    },
  ],
  facturepro: [
    {
      quote:
        "Mes factures sont conformes et partent le jour même. Mes délais de paiement ont baissé de deux semaines depuis que les relances sont automatiques.",
      author: "Marc Dubois",
      role: "Électricien à son compte",
    },
    {
      quote:
        "J'ai commencé avec la formule gratuite, puis je suis passée à Pro quand mon activité a décollé. La transition s'est faite sans rien ressaisir.",
      author: "Émilie Roux",
      role: "Graphiste freelance",
    },
  ],
  note2frais: [
    {
      quote:
        "Je photographie mes tickets au restaurant et tout est prêt pour le comptable. Plus aucun justificatif perdu au fond d'une poche.",
      author: "Karim Benali",
      role: "Consultant indépendant",
    },
    {
      quote:
        "La validation des notes de frais de mes huit techniciens me prend dix minutes par mois, contre une demi-journée auparavant.",
      author: "Isabelle Moreau",
      role: "Directrice administrative, société de services",
    },
  ],
  zenfluence: [
    {
      quote:
        "Nous programmons un mois de publications en une matinée et nous suivons nos influenceurs partenaires au même endroit.",
      author: "Léa Fontaine",
      role: "Créatrice d'une marque de cosmétiques",
    },
    {
      quote:
        "Les rapports de campagne sont prêts à envoyer à nos clients. ZENfluence nous fait gagner une journée par semaine.",
      author: "Antoine Mercier",
      role: "Cofondateur d'une agence social media",
    },
  ],
};

/** ComptaPro shows a single quote with its author. */
export const COMPTAPRO_QUOTE: Testimonial = {
  quote:
    "Je ne suis pas comptable et je n'ai pas envie de le devenir. Avec ComptaPro, je saisis mes recettes et mes dépenses en quelques clics, ma TVA est prête à temps et mon bilan ne me fait plus peur.",
  author: "Pauline Garnier",
  role: "Gérante d'une boutique de décoration, Bordeaux",
};
