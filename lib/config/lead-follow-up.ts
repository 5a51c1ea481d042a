import { ARTICLE_MESSAGES } from "../content/articles/article-rules.ts";
import type { SubmissionType } from "../server/submissions/submission-store.ts";

/**
 * The follow-up of a lead from its arrival to its outcome: statuses, the reasons a lead is lost,
 * the limits of what staff type, and the French words of the desk. One module, read by the store,
 * the actions and the screens.
 */
export const LEAD_STATUSES = ["nouvelle", "contactee", "qualifiee", "gagnee", "perdue"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  nouvelle: "Nouvelle",
  contactee: "Contactée",
  qualifiee: "Qualifiée",
  gagnee: "Gagnée",
  perdue: "Perdue",
};

/** The outcomes: a lead there is closed (no longer « à relancer »). */
export const CLOSED_STATUSES: readonly LeadStatus[] = ["gagnee", "perdue"];

export const LOST_REASONS = {
  prix: "Prix jugé trop élevé",
  concurrent: "A choisi une autre solution",
  "sans-reponse": "Sans réponse après plusieurs relances",
  "pas-de-besoin": "Pas de besoin pour l'instant",
  "hors-cible": "Hors de notre cible",
  autre: "Autre",
} as const;
export type LostReason = keyof typeof LOST_REASONS;

/** Sign-ups to the newsletter are not called back: only these forms are followed. */
export const FOLLOWED_TYPES: readonly SubmissionType[] = ["contact", "demo", "automation"];
export const isFollowedType = (type: SubmissionType): boolean => FOLLOWED_TYPES.includes(type);

export const NOTE_MAX_LENGTH = 5000;
export const LOST_DETAIL_MAX_LENGTH = 200;

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
/** A stored status as the desk reads it: « Nouvelle » for anything this version does not know. */
export const leadStatusOf = (value: unknown): LeadStatus => (isLeadStatus(value) ? value : "nouvelle");
export const isLostReason = (value: unknown): value is LostReason =>
  typeof value === "string" && Object.hasOwn(LOST_REASONS, value);

/** The answers of the follow-up's actions (`?message=` on the lead's page), in French. */
export const FOLLOW_UP_MESSAGES = {
  "demande-prise": "Vous êtes maintenant responsable de cette demande.",
  "deja-prise": "Cette demande a déjà un responsable : rien n'a été changé.",
  "responsable-change": "Le responsable de la demande a été changé.",
  "responsable-inconnu": "Choisissez un membre de l'équipe commerciale dans la liste : rien n'a été changé.",
  "statut-change": "Le statut de la demande a été enregistré.",
  "statut-inconnu": "Choisissez un statut dans la liste : rien n'a été changé.",
  "raison-manquante": "Indiquez pourquoi la demande est perdue : rien n'a été changé.",
  "raison-autre-manquante": "Précisez la raison « Autre » en quelques mots : rien n'a été changé.",
  "raison-trop-longue": `La raison est limitée à ${LOST_DETAIL_MAX_LENGTH} caractères : rien n'a été changé.`,
  "relance-enregistree": "La date de relance a été enregistrée.",
  "relance-retiree": "La date de relance a été retirée.",
  "relance-invalide": "Saisissez une date et une heure de relance valides : rien n'a été changé.",
  "note-ajoutee": "La note a été ajoutée à l'historique de la demande.",
  "hors-perimetre":
    "Cette demande est suivie par un autre membre de l'équipe : seul un administrateur peut la réattribuer.",
  "non-suivie": "Les inscriptions à la newsletter ne font pas l'objet d'un suivi commercial.",
  "horaires-enregistres": "Les horaires d'ouverture ont été enregistrés.",
  "regles-enregistrees": "Les règles d'attribution ont été enregistrées.",
  "canal-enregistre": "Le canal de discussion a été enregistré.",
  "canal-retire": "Le canal de discussion a été retiré : les annonces ne partent plus que par e-mail.",
} as const;
export type FollowUpMessage = keyof typeof FOLLOW_UP_MESSAGES;

/** What a note's form answers, in French, with what was typed kept. */
export const NOTE_ERRORS = {
  empty: "Saisissez le texte de la note.",
  tooLong: (length: number) =>
    `La note compte ${length.toLocaleString("fr-FR")} caractères : elle est limitée à ${NOTE_MAX_LENGTH.toLocaleString("fr-FR")}. Raccourcissez-la ; votre texte est conservé ci-dessous.`,
  notAllowed: FOLLOW_UP_MESSAGES["hors-perimetre"],
  unknown: "Cette demande n'existe plus : elle a peut-être été effacée. Votre note n'a pas été enregistrée.",
  sessionEnded: ARTICLE_MESSAGES.sessionEnded,
} as const;
