import { isNewsletterSignupStatus } from "../config/newsletter.ts";

/** Every French message the forms show or the functions answer (spec sections 5 and 8). */
export const FIELD_MESSAGES = {
  firstNameRequired: "Le prénom est requis",
  firstNameTooLong: "Le prénom est trop long",
  firstNameInvalid: "Le prénom contient des caractères non autorisés",
  lastNameRequired: "Le nom est requis",
  lastNameTooLong: "Le nom est trop long",
  lastNameInvalid: "Le nom contient des caractères non autorisés",
  companyRequired: "L'entreprise est requise",
  companyTooLong: "Le nom de l'entreprise est trop long",
  emailInvalid: "Email invalide",
  emailTooLong: "L'email est trop long",
  phoneInvalid: "Numéro de téléphone invalide",
  phoneTooLong: "Le numéro de téléphone est trop long",
  messageRequired: "Le message est requis",
  messageTooLong: "Le message est trop long",
  interestedInRequired: "Sélectionnez au moins une application",
  newsletterEmpty: "Veuillez saisir votre adresse email",
  newsletterInvalid: "Veuillez saisir une adresse email valide",
} as const;

/** The generic length check of spec section 5. */
export function tooLongMessage(field: string): string {
  return `${field} dépasse la longueur maximale`;
}

export interface ToastText {
  title: string;
  description: string;
}

export const TOASTS = {
  validationError: { title: "Erreur de validation", description: "Les données soumises ne sont pas valides." },
  throttled: { title: "Erreur", description: "Trop de tentatives. Veuillez attendre avant de réessayer." },
  contactSuccess: { title: "Message envoyé !", description: "Nous vous recontacterons dans les plus brefs délais." },
  contactFailure: { title: "Erreur", description: "Un problème est survenu. Veuillez réessayer plus tard." },
  demoSuccess: {
    title: "Demande envoyée !",
    description: "Nous vous contacterons pour planifier votre démo personnalisée.",
  },
  demoFailure: { title: "Erreur", description: "Un problème est survenu. Veuillez réessayer plus tard." },
  automationSuccess: {
    title: "Inscription réussie !",
    description: "Nous vous recontacterons bientôt pour vous présenter nos solutions d'automatisation.",
  },
  automationFailure: { title: "Erreur", description: "Une erreur est survenue. Veuillez réessayer." },
  newsletterEmpty: { title: "Erreur", description: FIELD_MESSAGES.newsletterEmpty },
  newsletterInvalid: { title: "Erreur", description: FIELD_MESSAGES.newsletterInvalid },
  // The site confirms each address (issue 55): the sign-up is done once the e-mail's link is followed.
  newsletterSuccess: {
    title: "Plus qu'une étape\u00a0!",
    description:
      "Vérifiez votre boîte de réception\u00a0: cliquez sur le lien de l'e-mail que nous venons de vous envoyer pour confirmer votre inscription.",
  },
  newsletterAlreadySubscribed: {
    title: "Déjà inscrit(e)",
    description: "Cette adresse est déjà inscrite à la newsletter. Aucun nouvel e-mail ne vous a été envoyé.",
  },
  newsletterAlreadySent: {
    title: "E-mail déjà envoyé",
    description:
      "Un e-mail de confirmation a déjà été envoyé à cette adresse\u00a0: vérifiez votre boîte de réception (et vos courriers indésirables), puis cliquez sur son lien.",
  },
  newsletterBusy: {
    title: "Réessayez plus tard",
    description:
      "Nous ne pouvons pas envoyer d'e-mail de confirmation pour le moment. Veuillez réessayer dans une heure.",
  },
  newsletterFailure: { title: "Erreur", description: "Une erreur s'est produite. Veuillez réessayer." },
} as const satisfies Record<string, ToastText>;

/**
 * The newsletter's answer as the visitor reads it, from the `status` the function adds to the spec's
 * `{ success: true }` when the answer is not the usual one (lib/config/newsletter.ts); without one
 * (the confirmation e-mail is on its way, or Brevo's mode), the e-mail to confirm is the next step.
 */
export function newsletterAnswerToast(data: unknown): ToastText {
  const status = typeof data === "object" && data !== null ? (data as { status?: unknown }).status : undefined;
  if (!isNewsletterSignupStatus(status)) return TOASTS.newsletterSuccess;
  return {
    "confirmation-sent": TOASTS.newsletterSuccess,
    "already-confirmed": TOASTS.newsletterAlreadySubscribed,
    "already-sent": TOASTS.newsletterAlreadySent,
    busy: TOASTS.newsletterBusy,
  }[status];
}

/**
 * A form of a page opened before a deployment, whose server action that deployment removed: the
 * failure toast's text instead of the form's own (with JavaScript; without, lib/security/stale-form-answer.ts).
 */
export const STALE_PAGE_MESSAGE =
  "Le site vient d'être mis à jour pendant votre visite\u00a0: copiez ce que vous avez saisi, rechargez la page, puis envoyez à nouveau le formulaire.";

/** The same, without JavaScript: the page the middleware answers with (lib/security/stale-form-answer.ts). */
export const STALE_FORM_TEXTS = {
  title: "Votre envoi n'a pas été pris en compte",
  explanation:
    "Le site a été mis à jour pendant que vous remplissiez ce formulaire : rien n'a été envoyé. Voici ce que vous aviez saisi, pour le renvoyer depuis la page à jour.",
  back: "Revenir au formulaire",
} as const;

export const SUBMITTING_LABEL = "Envoi en cours...";
export const NEWSLETTER_SUBMITTING_LABEL = "...";

/** Answers of the functions server (JSON `{ error }`), also shown to visitors as is. */
export const SERVER_ERRORS = {
  throttled: "Trop de tentatives. Veuillez attendre avant de réessayer.",
  invalid: "Les données soumises ne sont pas valides.",
  unauthorized: "Clé d'accès manquante ou invalide.",
  notFound: "Fonction introuvable.",
  methodNotAllowed: "Méthode non autorisée.",
  payloadTooLarge: "La requête est trop volumineuse.",
  unsupportedMediaType: "Le contenu doit être envoyé au format JSON.",
  malformedJson: "Le contenu JSON est mal formé.",
  internal: "Une erreur interne est survenue. Veuillez réessayer plus tard.",
  originNotAllowed: "Origine non autorisée.",
} as const;
