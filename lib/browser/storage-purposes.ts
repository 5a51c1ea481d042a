import { STORAGE_KEYS, type StorageKey, THROTTLE_KEY_PREFIX } from "./storage.ts";
import { TIMINGS } from "./timings.ts";

const CONSENT_VALIDITY = `${TIMINGS.consentValidityMonths} mois`;

/**
 * What each browser-stored value is for, in the words of the privacy policy. Typed on
 * StorageKey: a new key cannot be added to storage.ts without being declared here.
 */
export interface StoragePurpose {
  key: string;
  purpose: string;
  duration: string;
}

const PURPOSES: Record<StorageKey, Omit<StoragePurpose, "key">> = {
  [STORAGE_KEYS.cookieConsent]: {
    purpose: "Votre choix en matière de cookies : tout accepter ou uniquement les cookies essentiels.",
    duration: `${CONSENT_VALIDITY}, puis votre choix vous est à nouveau demandé`,
  },
  [STORAGE_KEYS.cookiePreferences]: {
    purpose: "Le détail de ce choix par catégorie (essentiels, mesure d'audience, marketing).",
    duration: CONSENT_VALIDITY,
  },
  [STORAGE_KEYS.cookieStats]: {
    purpose: "Des compteurs anonymes des choix effectués dans ce navigateur et la date de la dernière mise à jour.",
    duration: "Jusqu'à ce que vous effaciez les données du site",
  },
  [STORAGE_KEYS.cookieConsentDate]: {
    purpose: "La date de votre choix en matière de cookies, pour vous le redemander à son échéance.",
    duration: CONSENT_VALIDITY,
  },
  [STORAGE_KEYS.maintenanceSettings]: {
    purpose: "L'état de maintenance du site (activé ou non, message affiché, heure de retour prévue).",
    duration: "Jusqu'à la fin de la maintenance",
  },
  [STORAGE_KEYS.hasSeenPreRegistrationPopup]: {
    purpose: "Le fait que vous ayez fermé la fenêtre de pré-inscription, pour ne plus l'afficher.",
    duration: "Jusqu'à ce que vous effaciez les données du site",
  },
  [STORAGE_KEYS.adminPagesData]: {
    purpose: "Des textes de la page d'accueil personnalisés depuis l'outil d'administration du site.",
    duration: "Jusqu'à ce que vous effaciez les données du site",
  },
  [STORAGE_KEYS.audienceOptOut]: {
    purpose:
      "Votre opposition à la mesure d'audience\u00a0: tant qu'elle est enregistrée, vos visites ne sont plus comptées.",
    duration: "Jusqu'à ce que vous la retiriez ou effaciez les données du site",
  },
  [STORAGE_KEYS.audienceEntry]: {
    purpose:
      "Avec votre accord pour la mesure d'audience\u00a0: la page par laquelle vous êtes arrivé sur le site, sa provenance (moteur de recherche, réseau social, site, accès direct) et la campagne éventuelle, jointes à une demande envoyée pendant la visite.",
    duration: "La visite (effacée à la fermeture de l'onglet)",
  },
};

/** Rows of the privacy policy's table, in the order of STORAGE_KEYS, then the throttle keys. */
export const STORAGE_PURPOSES: StoragePurpose[] = [
  ...Object.values(STORAGE_KEYS).map((key) => ({ key, ...PURPOSES[key] })),
  {
    key: `${THROTTLE_KEY_PREFIX}…`,
    purpose:
      "L'heure du dernier envoi de chaque formulaire (contact, démonstration, automatisation, lettre d'information), pour éviter les envois répétés à moins d'une minute d'intervalle.",
    duration: "Remplacée à chaque nouvel envoi",
  },
];
