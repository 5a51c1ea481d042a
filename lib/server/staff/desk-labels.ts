import { FOLLOW_UP_MESSAGES } from "../../config/lead-follow-up.ts";
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from "../../config/staff-policy.ts";
import {
  ARTICLE_IMAGE_LIMITS,
  ARTICLE_IMAGE_MESSAGES,
  ARTICLE_MESSAGES,
} from "../../content/articles/article-rules.ts";
import type { Channel, JobStatus, SubmissionType } from "../submissions/submission-store.ts";
import { UNWANTED_DESK_MESSAGES } from "../unwanted/desk-labels.ts";
import { WEBHOOK_DESK_MESSAGES } from "../webhooks/desk-labels.ts";

/** What the back office calls each kind of submission, outbox channel and delivery state. */
export const TYPE_LABELS: Record<SubmissionType, string> = {
  contact: "Contact",
  demo: "Démo",
  newsletter: "Newsletter",
  automation: "Automatisation",
};

export const CHANNEL_LABELS: Record<Channel, string> = {
  "sales-email": "E-mail à l'équipe commerciale",
  "brevo-automation": "Brevo (automatisation)",
  "brevo-newsletter": "Brevo (newsletter)",
  "announce-email": "Annonce par e-mail",
  "announce-chat": "Annonce dans le canal de discussion",
  "newsletter-confirm": "E-mail de confirmation (newsletter)",
  "brevo-newsletter-remove": "Brevo (désinscription newsletter)",
};

export const DELIVERY_LABELS = {
  none: "Aucun envoi",
  pending: "En attente",
  sent: "Envoyé",
  failed: "Échec",
} as const;

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { pending: "En attente", done: "Envoyé", failed: "Échec" };

/**
 * A delivery's technical reason (lib/server/delivery: never personal data) as staff read it, in
 * French; an unknown one is shown as it is.
 */
export function deliveryReason(error: string | null): string | null {
  if (!error) return null;
  const rules: [RegExp, (...groups: string[]) => string][] = [
    [/^Brevo unreachable \((.+)\)$/, (code) => `Brevo injoignable (${code})`],
    [/^Brevo HTTP (\d{3})(?: (\S+))?$/, (status, code) => `Brevo a répondu ${status}${code ? ` (${code})` : ""}`],
    [/^SMTP (.+)$/, (code) => `Le serveur d'e-mail a refusé l'envoi (code ${code})`],
    [/^chat HTTP (\d{3})$/, (status) => `Le canal de discussion a répondu ${status}`],
    [/^chat unreachable \((.+)\)$/, (name) => `Canal de discussion injoignable (${name})`],
    [/^unexpected (.+)$/, (name) => `Erreur inattendue (${name})`],
  ];
  for (const [pattern, say] of rules) {
    const match = pattern.exec(error);
    if (match) return say(...match.slice(1).map((group) => group ?? ""));
  }
  return error;
}

/** An image refused by the article editor's upload (its reason from the articles' rules): nothing changed. */
const unchanged = (reason: string) => `${reason} Rien n'a été changé.`;

/** The one-line answers of the back office's actions, shown on the screen they lead to (`?message=`). */
export const DESK_MESSAGES = {
  "demande-effacee": "La demande a été effacée, ainsi que ses envois en attente.",
  "personne-effacee": "Les demandes de cette personne ont été effacées, ainsi que leurs envois en attente.",
  "personne-inconnue": "Aucune demande n'est enregistrée pour cette adresse : rien n'a été effacé.",
  "demande-inconnue": "Cette demande n'existe plus : elle a peut-être déjà été effacée.",
  "confirmation-manquante": "Cochez la case de confirmation pour effacer.",
  "adresse-invalide": "Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.",
  relancee: "L'envoi est relancé : il part dans quelques secondes.",
  "relance-impossible": "Cet envoi ne peut pas être relancé : il est déjà parti ou en cours d'envoi.",
  "role-modifie": "Rôle modifié : il s'applique dès la prochaine page ouverte par ce compte.",
  "sessions-fermees": "Sessions fermées : ce compte devra se reconnecter.",
  "compte-desactive": "Compte désactivé : ses sessions sont fermées et il ne peut plus se connecter.",
  "compte-reactive": "Compte réactivé : il peut de nouveau se connecter.",
  "compte-supprime": "Compte supprimé, ainsi que ses sessions.",
  "compte-inconnu": "Ce compte n'existe plus : il a peut-être déjà été supprimé.",
  "dernier-administrateur":
    "C'est le dernier compte administrateur actif : donnez d'abord ce rôle à un autre compte. Rien n'a été changé.",
  "desactivation-soi-meme": "Vous ne pouvez pas désactiver votre propre compte : rien n'a été changé.",
  "reinitialisation-soi-meme":
    "Vous ne pouvez pas réinitialiser votre propre second facteur : demandez-le à un autre administrateur. Rien n'a été changé.",
  "second-facteur-reinitialise":
    "Second facteur réinitialisé : ses sessions sont fermées ; à sa prochaine connexion, ce compte configurera une nouvelle application d'authentification.",
  "role-inconnu": "Choisissez un rôle dans la liste : rien n'a été changé.",
  "mot-de-passe-change": "Mot de passe changé : vos autres sessions sont fermées.",
  "mot-de-passe-actuel-faux": "Le mot de passe actuel est incorrect : rien n'a été changé.",
  "mot-de-passe-refuse": `Le nouveau mot de passe doit compter entre ${STAFF_PASSWORD_MIN_LENGTH} et ${STAFF_PASSWORD_MAX_LENGTH} caractères : rien n'a été changé.`,
  "mots-de-passe-differents": "Les deux saisies du nouveau mot de passe diffèrent : rien n'a été changé.",
  "session-fermee": "Session fermée : l'appareil qui l'utilisait devra se reconnecter.",
  "session-inconnue": "Cette session est déjà fermée.",
  "invitation-annulee": "Invitation annulée : son lien n'ouvre plus rien.",
  "invitation-inconnue": "Cette invitation n'est plus en attente : elle a peut-être déjà été acceptée ou annulée.",
  "invitation-inutilisable": "Ce lien d'invitation ne permet plus de créer un compte.",
  "compte-cree": "Votre compte est créé : connectez-vous avec votre adresse e-mail et le mot de passe choisi.",
  deconnecte: "Vous êtes déconnecté.",
  "connexion-expiree": "Votre connexion a expiré : saisissez de nouveau votre adresse e-mail et votre mot de passe.",
  "cle-acces-supprimee": "Clé d'accès supprimée : elle ne permet plus de vous connecter.",
  "cle-acces-inconnue": "Cette clé d'accès n'existe plus : elle a peut-être déjà été supprimée.",
  "maintenance-activee":
    "La maintenance est activée : d'ici 10 secondes, chaque page publique affiche l'écran de maintenance.",
  "maintenance-levee": "La maintenance est levée : d'ici 10 secondes, le site est de nouveau ouvert à tous.",
  "maintenance-date-passee": "La date de retour prévue doit être dans le futur : rien n'a été enregistré.",
  "maintenance-date-invalide": "La date de retour prévue n'est pas valide : rien n'a été enregistré.",
  "textes-enregistres":
    "Textes enregistrés : d'ici une minute au plus, chaque visiteur de la page d'accueil les reçoit.",
  "texte-retabli": "Le texte d'origine est rétabli : d'ici une minute au plus, chaque visiteur le reçoit.",
  "texte-trop-long": "Un texte dépasse sa longueur maximale : rien n'a été enregistré.",
  "maintenance-message-long": "Le message compte au plus 300 caractères : rien n'a été enregistré.",
  "seo-enregistre":
    "Modifications enregistrées : d'ici 10 secondes, chaque visiteur et chaque moteur de recherche les reçoit dans la page.",
  "seo-retabli": "La valeur d'origine est rétablie : d'ici 10 secondes, chaque visiteur la reçoit.",
  "redirection-enregistree":
    "Redirection enregistrée : d'ici 10 secondes, chaque visiteur et chaque moteur de recherche la suit.",
  "redirection-supprimee": "Redirection supprimée : d'ici 10 secondes, l'ancienne adresse n'est plus redirigée.",
  "redirection-inconnue": "Cette redirection n'existe plus : elle a peut-être déjà été supprimée.",
  "redirection-raccourcie": "Redirection raccourcie : elle mène directement à l'adresse finale d'ici 10 secondes.",
  "redirection-non-raccourcie":
    "Cette redirection n'a pas été modifiée : sa nouvelle adresse n'est plus redirigée, ou l'adresse finale n'existe plus. Modifiez-la dans le formulaire.",
  "import-illisible": "Le fichier à importer n'a pas pu être relu : recommencez l'import.",
  "redirections-importees": "Import terminé : d'ici 10 secondes, les redirections ajoutées et modifiées sont suivies.",
  "import-partiel":
    "Rien n'a été importé : des lignes sont refusées. Vérifiez le fichier de nouveau, puis cochez « Importer sans les lignes refusées » pour importer les autres.",
  "performances-importees": "Import terminé : les chiffres de la Search Console sont à jour.",
  "article-cree": "Brouillon enregistré. Il reste invisible du public tant qu'il n'est pas publié.",
  "article-enregistre": "Article enregistré. La version précédente est gardée dans l'historique.",
  "article-publie": "Article publié.",
  "article-programme": "Article programmé : il sera publié à la date choisie, sans autre action.",
  "article-depublie": "Article dépublié : son adresse n'est plus accessible au public.",
  "article-supprime": "Article supprimé, avec son historique.",
  "article-inconnu": "Cet article n'existe plus : il a peut-être été supprimé.",
  "article-modifie-entre-temps":
    "Cet article a été modifié par quelqu'un d'autre entre-temps : rien n'a été changé. Vérifiez la version actuelle ci-dessous, puis recommencez.",
  "version-restauree": "Version restaurée. La version remplacée est gardée dans l'historique.",
  "date-programmation-invalide": "Indiquez une date et une heure de publication valides : rien n'a été programmé.",
  "date-programmation-passee": "La date de publication programmée doit être dans le futur : rien n'a été programmé.",
  "contenu-enregistre":
    "Brouillon enregistré. Le public voit toujours la version publiée tant que vous ne publiez pas.",
  "contenu-publie": "Publié : d'ici 10 secondes, chaque page qui le montre est à jour pour tous les visiteurs.",
  "contenu-programme": "Publication programmée : elle aura lieu à la date choisie, sans autre action.",
  "contenu-abandonne": "Brouillon et programmation abandonnés : la version publiée reste en ligne.",
  "contenu-origine":
    "Le texte d'origine est dans le brouillon : vérifiez-le dans l'aperçu, puis publiez-le pour le remettre en ligne.",
  "version-contenu-restauree":
    "Version remise dans le brouillon : vérifiez-la dans l'aperçu, puis publiez-la. La version publiée n'a pas changé.",
  "version-inconnue": "Cette version n'est plus gardée : rien n'a été changé.",
  "relecture-demandee":
    "Relecture demandée : les administrateurs la voient dans « Contenu du site ». Le public voit toujours la version publiée.",
  "relecture-renvoyee": "Brouillon renvoyé avec votre commentaire : son auteur le lit sur le contenu.",
  "commentaire-relecture":
    "Écrivez un commentaire de 1 000 caractères au plus pour renvoyer le brouillon : rien n'a été changé.",
  "relecture-reglee": "Réglage de relecture enregistré.",
  "partage-cree":
    "Lien d'aperçu créé : copiez-le ci-dessous et envoyez-le. Il montre le brouillon, jamais la page publiée.",
  "partage-duree": "Choisissez une durée de 1, 3 ou 7 jours : aucun lien n'a été créé.",
  "partage-desactive": "Lien désactivé : il indique désormais qu'il n'est plus valable.",
  "main-prise":
    "Vous avez pris la main : la personne qui modifiait ce contenu en est informée, et sa saisie reste sur son écran.",
  "partage-inconnu": "Ce lien n'existe pas ou est déjà désactivé.",
  "contenu-inconnu": "Ce contenu n'existe pas : choisissez-en un dans la liste.",
  "stockage-indisponible": "Le stockage ne répond pas : rien n'a été changé. Réessayez dans un instant.",
  "contenu-modifie-entre-temps":
    "Ce contenu a été modifié par quelqu'un d'autre entre-temps : rien n'a été changé. Vérifiez la version actuelle ci-dessous, puis recommencez.",
  "image-enregistree": "Image de couverture enregistrée, avec ses versions AVIF, WebP et JPEG.",
  "image-vide": unchanged(ARTICLE_IMAGE_MESSAGES.empty),
  "image-format": unchanged(ARTICLE_IMAGE_MESSAGES.notImage),
  "image-trop-lourde": unchanged(`L'image pèse plus de ${ARTICLE_IMAGE_LIMITS.maxBytes / 1024 / 1024} Mo.`),
  "image-trop-grande": unchanged(`L'image dépasse ${ARTICLE_IMAGE_LIMITS.maxPixels / 1_000_000} millions de pixels.`),
  "image-illisible": unchanged(ARTICLE_IMAGE_MESSAGES.unreadable),
  "image-non-enregistree": unchanged(
    "L'image n'a pas pu être enregistrée pour le moment : réessayez dans quelques minutes.",
  ),
  "image-texte-alternatif": unchanged(ARTICLE_MESSAGES.coverAlt(0).replace(/ \(0 saisis\)/, "")),
  ...FOLLOW_UP_MESSAGES,
  ...WEBHOOK_DESK_MESSAGES,
  ...UNWANTED_DESK_MESSAGES,
} as const;
export type DeskMessage = keyof typeof DESK_MESSAGES;

export function deskMessage(raw: unknown): string | undefined {
  return typeof raw === "string" && raw in DESK_MESSAGES ? DESK_MESSAGES[raw as DeskMessage] : undefined;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The columns of a submission in the leads list: the person's name, company and address, as submitted. */
export function leadSummary(fields: Record<string, unknown>): { name: string; company: string; email: string } {
  return {
    name: [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" "),
    company: text(fields.company),
    email: text(fields.email),
  };
}
