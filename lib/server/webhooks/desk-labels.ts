import type { AttemptEntry, DeliveryStatus } from "./delivery-log.ts";
import type { DisabledReason } from "./endpoints.ts";
import { WEBHOOK_POLICY } from "./policy.ts";

/** What the webhooks desk calls a delivery's state. */
export const WEBHOOK_DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  pending: "En attente",
  done: "Reçu",
  failed: "Échec",
};

export const DISABLED_REASON_LABELS: Record<DisabledReason, string> = {
  gone: "Désactivé\u00a0: le CRM a répondu 410 (Gone), il ne veut plus de ces évènements.",
  staff: "Désactivé par un administrateur.",
};

function statusMeaning(status: number): string {
  if (status >= 200 && status < 300) return "reçu";
  if (status >= 300 && status < 400) return "redirection non suivie";
  if (status === 410) return "le CRM ne veut plus de ces évènements (Gone)";
  if (status === 429) return "trop de requêtes, réessayé plus tard";
  if (status === 401 || status === 403) return "refusé (signature ou accès)";
  if (status < 500) return "refusé par le CRM";
  return "erreur du CRM";
}

/** A technical code (an attempt's error, a delivery's last error) in French; an unknown one as it is. */
function errorMeaning(code: string): string {
  if (code === "timeout") return `Pas de réponse en ${WEBHOOK_POLICY.timeoutMs / 1000}\u00a0secondes`;
  if (code === "interrupted") return "Interrompu par l'arrêt du serveur";
  if (code === "address-refused") return "Adresse refusée (réseau privé, ou pas en https)";
  if (code === "expired") return "Abandonné au bout de 30\u00a0jours sans envoi";
  if (code === "payload erased") return "Contenu effacé (RGPD ou 30\u00a0jours)\u00a0: rien à envoyer";
  const network = /^network (.+)$/.exec(code);
  if (network) return `CRM injoignable (${network[1]})`;
  const answered = /^(?:http|redirect) (\d{3})$/.exec(code);
  if (answered) return `${answered[1]}\u00a0: ${statusMeaning(Number(answered[1]))}`;
  return code;
}

/** One attempt as the endpoint's page says it: « 200 : reçu », « 302 : redirection non suivie », « Pas de réponse… ». */
export function attemptOutcome(attempt: Pick<AttemptEntry, "statusCode" | "error">): string {
  if (attempt.statusCode !== null) return `${attempt.statusCode}\u00a0: ${statusMeaning(attempt.statusCode)}`;
  return errorMeaning(attempt.error ?? "");
}

/** A delivery's last error, in French, or null. */
export function deliveryError(lastError: string | null): string | null {
  return lastError ? errorMeaning(lastError) : null;
}

/** The webhooks desk's one-line answers (`?message=`), part of the back office's DESK_MESSAGES. */
export const WEBHOOK_DESK_MESSAGES = {
  "webhook-ajoute":
    "Point de réception ajouté : copiez son secret ci-dessous dans votre CRM, qui vérifiera ainsi la signature de chaque évènement.",
  "webhook-evenements": "Évènements enregistrés : ils valent pour les prochains évènements.",
  "webhook-aucun-evenement": "Cochez au moins un évènement : rien n'a été changé.",
  "webhook-desactive":
    "Point de réception désactivé : ses envois en attente sont gardés et repartiront s'il est réactivé.",
  "webhook-reactive": "Point de réception réactivé : ses envois en attente repartent dans quelques secondes.",
  "webhook-supprime": "Point de réception supprimé, avec l'historique de ses envois.",
  "webhook-inconnu": "Ce point de réception n'existe plus : il a peut-être été supprimé.",
  "webhook-confirmation":
    "Cochez la case de confirmation pour supprimer ce point de réception : rien n'a été supprimé.",
  "webhook-secret-renouvele":
    "Nouveau secret créé : l'ancien signe encore les envois pendant 24 heures, le temps de mettre à jour votre CRM.",
  "webhook-test-envoye":
    "Évènement de test envoyé : il part dans quelques secondes ; son résultat s'affiche dans les envois ci-dessous.",
  "webhook-test-impossible":
    "Ce point de réception est désactivé : réactivez-le pour lui envoyer un évènement de test.",
  "webhook-renvoye": "Envoi relancé : il repart dans quelques secondes, avec le même identifiant.",
  "webhook-renvoi-en-cours": "Cet envoi est en cours : attendez sa réponse avant de le renvoyer.",
  "webhook-renvoi-efface":
    "Le contenu de cet envoi a été effacé (demande effacée, ou envoi de plus de 30 jours) : il ne peut plus être renvoyé.",
  "webhook-renvoi-desactive": "Ce point de réception est désactivé : réactivez-le pour renvoyer cet envoi.",
  "webhook-envoi-inconnu": "Cet envoi n'existe plus : rien n'a été renvoyé.",
} as const;
