/** What the forms' checks against spam say to a visitor (issue 55). */
export const CHECK_MESSAGES = {
  /** A plain form's first post: the server signs its time into the form, sent again to finish. */
  confirmPlain:
    "Pour finaliser l’envoi, vérifiez vos informations puis envoyez de nouveau le formulaire\u00a0: c’est notre protection contre les envois automatiques.",
  /** The proof of work did not verify (expired, or an error): the browser tries again. */
  proofFailed:
    "La vérification anti-robot n’a pas abouti. Veuillez réessayer\u00a0; si le problème persiste, rechargez la page.",
  /** The browser could not get a proof-of-work challenge (server unreachable): nothing was sent. */
  challengeUnavailable:
    "La vérification anti-robot n’a pas pu être préparée\u00a0: rien n’a été envoyé. Vérifiez votre connexion puis réessayez.",
  /** Too many plain-form posts from this connection. */
  plainThrottled:
    "Trop d’envois depuis cette connexion sans JavaScript. Veuillez réessayer dans quelques minutes ou activer JavaScript.",
} as const;
