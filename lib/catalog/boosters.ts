import { SCORE_CLIENT_URL } from "../config/external-links.ts";

export interface Booster {
  id: string;
  title: string;
  description: string;
  /** Available boosters carry their external address; the others are announced. */
  status: "available" | "coming-soon";
  url?: string;
  free: boolean;
}

export const COMING_SOON_LABEL = "Bientôt disponible";

export const BOOSTERS: Booster[] = [
  {
    id: "score-client",
    title: "Score Client",
    description:
      "Analysez gratuitement la fiabilité d'un client ou d'un prospect avant de signer : santé financière, retards de paiement, signaux d'alerte.",
    status: "available",
    url: SCORE_CLIENT_URL,
    free: true,
  },
  {
    id: "business-plan",
    title: "Business plan guidé",
    description:
      "Construisez un business plan solide, étape par étape, avec des prévisions financières prêtes à présenter à votre banque.",
    status: "coming-soon",
    free: false,
  },
  {
    id: "questions-juridiques",
    title: "Questions juridiques",
    description:
      "Posez vos questions de droit des affaires, de contrats ou de statuts, et obtenez des réponses claires de professionnels.",
    status: "coming-soon",
    free: false,
  },
  {
    id: "coaching-pitch-anglais",
    title: "Coaching pitch en anglais",
    description:
      "Préparez votre présentation en anglais avec un coach pour convaincre des clients et des investisseurs internationaux.",
    status: "coming-soon",
    free: false,
  },
];
