import type { LeadProof } from "../../config/unwanted.ts";

/** The answers of « Ce n'est pas un indésirable », shown on « Indésirables » (`?message=`). */
export const UNWANTED_DESK_MESSAGES = {
  "indesirable-delivre":
    "C'est noté\u00a0: la demande est enregistrée parmi les demandes reçues et ses envois partent comme pour toute demande.",
  "indesirable-deja-inscrit":
    "Cette adresse était déjà inscrite à la newsletter\u00a0: l'indésirable est retiré, rien n'a été ajouté.",
  "indesirable-inconnu":
    "Cet indésirable n'est plus dans la liste\u00a0: il a déjà été délivré, effacé, ou supprimé au bout de 30\u00a0jours. Rien n'a été fait.",
} as const;
export type UnwantedDeskMessage = keyof typeof UNWANTED_DESK_MESSAGES;

/** How a stored lead proved it came from a person, as the leads desk says it. */
export const PROOF_LABELS: Record<LeadProof, string> = {
  pow: "Vérification anti-robot réussie dans le navigateur",
  timing: "Envoyée sans JavaScript (sans preuve de travail)",
  released: "Sortie des indésirables",
};

/** The texts of the « Indésirables » screen. */
export const UNWANTED_TEXTS = {
  title: "Indésirables",
  intro:
    "Les envois qui n'ont pas passé les vérifications anti-robot (champ caché rempli, vérification absente ou invalide, formulaire rempli trop vite, lien dans un nom) ne partent ni vers Brevo ni vers l'équipe commerciale\u00a0: ils sont gardés ici 30\u00a0jours, puis effacés. Si l'un d'eux vient d'une vraie personne, «\u00a0Ce n'est pas un indésirable\u00a0» l'enregistre comme une demande normale.",
  empty:
    "Aucun indésirable à vérifier\u00a0: les envois retenus par les vérifications anti-robot apparaissent ici pendant 30\u00a0jours.",
  emptyFiltered: "Aucun indésirable à vérifier pour cette raison.",
  listLabel: "Liste des indésirables",
  listCaption: "Indésirables des 30 derniers jours, les plus récents d'abord",
  pagerLabel: "Pages de la liste des indésirables",
  release: "Ce n'est pas un indésirable",
  seeLead: "Voir la demande enregistrée",
  filterLegend: "Filtrer la liste",
  reasonLabel: "Raison",
  allReasons: "Toutes les raisons",
  filterButton: "Afficher",
  countsTitle: "Indésirables par jour",
  countsIntro: "Les 30 derniers jours, heure de Paris. Les jours sans indésirable ne sont pas listés.",
  countsNone: "Aucun indésirable ces 30 derniers jours.",
  countsLabel: "Indésirables par jour et par raison",
  countsCaption: "Nombre d'indésirables par jour (heure de Paris) et par raison, les jours les plus récents d'abord",
  day: "Jour",
  total: "Total",
  columns: ["Reçu le", "Formulaire", "Raison", "Nom", "Entreprise", "E-mail", "Début du message", "Action"],
} as const;
