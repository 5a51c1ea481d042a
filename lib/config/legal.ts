/**
 * The publisher of the site (a French SAS), as LCEN art. 6 requires it on the legal
 * notice. Values marked A_COMPLETER are not given by the specification and must be
 * replaced with the company's registered details before going live.
 */
export const A_COMPLETER = "[à compléter]";

export const PUBLISHER = {
  name: "Gestio SAS",
  legalForm: "Société par actions simplifiée (SAS)",
  shareCapital: `${A_COMPLETER} €`,
  rcs: `RCS ${A_COMPLETER} ${A_COMPLETER}`,
  siren: A_COMPLETER,
  vatNumber: A_COMPLETER,
  address: {
    street: A_COMPLETER,
    postalCode: A_COMPLETER,
    city: A_COMPLETER,
    country: "France",
  },
  email: "contact@gestio.fr",
  phone: A_COMPLETER,
  publicationDirector: `${A_COMPLETER}, Président(e)`,
} as const;

export const HOST = {
  name: A_COMPLETER,
  address: A_COMPLETER,
  phone: A_COMPLETER,
} as const;
