/**
 * IndexNow (https://www.indexnow.org/documentation): the key's shape, the protocol's limits and
 * what each answer of the endpoint means, in French for the SEO desk. Edge-safe: the Worker and
 * the middleware read the key's shape here too.
 */

/** The shared endpoint (Bing, Yandex, Seznam, Naver, Yep share what it receives). */
export const INDEXNOW_DEFAULT_ENDPOINT = "https://api.indexnow.org/indexnow";

/** 8 to 128 characters: letters, digits and dashes (the protocol's rule). */
export const INDEXNOW_KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

export const INDEXNOW_LIMITS = {
  /** At most this many addresses in one POST (the protocol's bound). */
  urlsPerSubmission: 10_000,
  /** Submissions kept for the desk. */
  submissionsKept: 100,
} as const;

/** The key file's path: `/{key}.txt`. */
export function indexNowKeyFilePath(key: string): string {
  return `/${key}.txt`;
}

/** What became of a submission. */
export type IndexNowOutcome = "sent" | "retry" | "key-refused" | "address-refused" | "bad-request";

/** How an answer (HTTP status, or none for a network error) is settled. */
export function indexNowOutcome(status: number | null): IndexNowOutcome {
  if (status === 200 || status === 202) return "sent";
  if (status === 403) return "key-refused";
  if (status === 422) return "address-refused";
  if (status === 400) return "bad-request";
  // 429, 5xx, a network error, and any other answer: kept and sent again later.
  return "retry";
}

/** The outcomes the desk raises as an alert (the team has something to fix). */
export const INDEXNOW_ALERT_OUTCOMES: readonly IndexNowOutcome[] = ["key-refused", "address-refused", "bad-request"];

/** The meaning of an answer, in French, for the desk. */
export function indexNowMeaning(status: number | null): string {
  switch (status) {
    case null:
      return "Point d’accès injoignable\u00a0: les adresses seront renvoyées plus tard.";
    case 200:
      return "Adresses reçues.";
    case 202:
      return "Adresses reçues\u00a0; la clé sera vérifiée par le moteur.";
    case 400:
      return "Requête refusée (format non valide)\u00a0: ces adresses ne seront pas renvoyées.";
    case 403:
      return "Clé refusée\u00a0: vérifiez INDEXNOW_KEY et le fichier de clé. Les adresses seront renvoyées plus tard.";
    case 422:
      return "Adresses refusées\u00a0: elles n’appartiennent pas au domaine du site ou la clé ne correspond pas.";
    case 429:
      return "Trop de requêtes\u00a0: les adresses seront renvoyées plus tard.";
    default:
      return status >= 500
        ? "Erreur du point d’accès\u00a0: les adresses seront renvoyées plus tard."
        : "Réponse inattendue\u00a0: les adresses seront renvoyées plus tard.";
  }
}

/** Paths never sent: the back office, and the pages' share images (not pages). */
export function indexNowEligiblePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    path !== "/admin" &&
    !path.startsWith("/admin/") &&
    !/\/(opengraph|twitter)-image$/.test(path)
  );
}

/** An endpoint on this machine (the tests' stand-in): the only one allowed without https. */
export function isLoopbackEndpoint(url: URL): boolean {
  return ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/**
 * The key file's body when `pathname` is `/{key}.txt` of the key set (INDEXNOW_KEY), else
 * undefined (the path answers 404 like any unknown one). The middleware answers it, under `next
 * start` and in the Worker alike.
 */
export function indexNowKeyFileBody(pathname: string, key: string | undefined): string | undefined {
  if (!key || !INDEXNOW_KEY_PATTERN.test(key)) return undefined;
  return pathname === indexNowKeyFilePath(key) ? key : undefined;
}
