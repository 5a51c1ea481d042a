/** The rules of staff accounts, shared by the command line, the sign-in and their tests. */

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** How much of a typed current password a form reads (a longer one is not a password of ours: it is cut, then refused). */
export const TYPED_PASSWORD_MAX_CHARS = 1024;

/**
 * A session lasts a working day (8 h) from sign-in, never extended by use: a back office left open
 * on a shared computer closes by the evening (an absolute timeout, as OWASP advises), and the
 * cookie's lifetime and the session row's agree. Sessions are rows of the store, never a signed
 * cookie alone, so `remove`, `reset-password` and « Se déconnecter » end them at once.
 */
export const STAFF_SESSION_SECONDS = 8 * 60 * 60;

/** An invitation's link is valid 72 hours, for one account. */
export const STAFF_INVITATION_MS = 72 * 60 * 60 * 1000;

/** Why a password is refused, in French; undefined when it is accepted. Lengths count characters, not bytes. */
export function staffPasswordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH)
    return `Mot de passe refusé : il doit compter au moins ${STAFF_PASSWORD_MIN_LENGTH} caractères (il en compte ${length}).`;
  if (length > STAFF_PASSWORD_MAX_LENGTH)
    return `Mot de passe refusé : il doit compter au plus ${STAFF_PASSWORD_MAX_LENGTH} caractères (il en compte ${length}).`;
  return undefined;
}

/** A staff member's address as stored: trimmed and lower-cased; undefined when it is not an address. */
export function staffEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}

/** 5 wrong passwords on one account within 15 minutes lock it for 15 minutes. */
export const STAFF_LOCKOUT = { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** Sign-in attempts per client address (any account, known or not) within 15 minutes. */
export const STAFF_SIGN_IN_LIMIT = { max: 20, windowMs: 15 * 60_000 } as const;

/**
 * The second factor, required of every account: an authenticator app's 6-digit code of each
 * 30-second step (the step before and after accepted, for clocks a little off), each step's code
 * used once; 10 single-use backup codes; a sign-in's challenge open 10 minutes. Wrong codes: 5 per
 * challenge (then the password again), 5 in a row per account lock its second factor 15 minutes.
 */
export const SECOND_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  window: 1,
  backupCodes: 10,
  challengeSeconds: 600,
  accountFailures: 5,
  lockSeconds: 900,
} as const;

/** What the second factor's screens answer, in French. */
export const SECOND_FACTOR_MESSAGES = {
  missing: "Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
  missingBackup: "Saisissez l'un de vos codes de secours.",
  invalid: "Code incorrect. Vérifiez l'heure de votre téléphone et saisissez le code affiché.",
  invalidBackup: "Code de secours incorrect ou déjà utilisé.",
  replayed: "Ce code vient d'être utilisé : attendez le code suivant de votre application (30 secondes au plus).",
  expired: "Votre connexion a expiré : saisissez de nouveau votre adresse e-mail et votre mot de passe.",
  tooMany: "Trop de codes incorrects : saisissez de nouveau votre adresse e-mail et votre mot de passe.",
  locked: "Trop de codes incorrects pour ce compte : réessayez dans 15 minutes.",
  wrongPassword: "Mot de passe incorrect.",
  missingPassword: "Saisissez votre mot de passe.",
  passkeyUnverified: "Votre clé d'accès doit vérifier votre identité (code, empreinte ou visage).",
  passkeyFailed: "La clé d'accès n'a pas été reconnue. Réessayez, ou connectez-vous avec votre mot de passe.",
  passkeyCancelled: "Opération annulée : aucune clé d'accès n'a été utilisée.",
  passkeyUnsupported: "Ce navigateur ne permet pas d'utiliser une clé d'accès.",
} as const;

/** What the sign-in answers, in French. One message for a wrong address, a wrong password and a locked account. */
export const SIGN_IN_MESSAGES = {
  invalid: "Adresse e-mail ou mot de passe incorrect.",
  missing: "Saisissez votre adresse e-mail et votre mot de passe.",
  limited: "Trop de tentatives de connexion depuis votre adresse. Réessayez dans quelques minutes.",
} as const;

/**
 * The prefix of the back office's cookies (`staff.session_token`, `__Secure-` first on https): the
 * middleware tells a signed-out visitor by its absence, before the guard checks the session itself.
 */
export const STAFF_COOKIE_PREFIX = "staff";
export const STAFF_SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?staff\.session_token=[^;]/;

/** The French answers of the back office's route handlers (exports, uploads) to a request they refuse. */
export const ACCESS_MESSAGES = {
  noSession: "Session expirée ou absente : reconnectez-vous au back-office.",
  refused: "Accès refusé : votre rôle ne permet pas d'ouvrir cet écran ni ses exports.",
} as const;
