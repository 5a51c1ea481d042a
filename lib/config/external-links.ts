import type { ProductId } from "./products.ts";

/**
 * Every address outside this site, in one place. The product domains are the
 * suite's own; check them before going live.
 */
export const PRODUCT_SITES: Record<ProductId, string> = {
  crmpro: "https://www.crmpro.fr",
  note2frais: "https://www.note2frais.fr",
  comptapro: "https://www.comptapro.fr",
  facturepro: "https://www.facturepro.fr",
  zenfluence: "https://www.zenfluence.fr",
};

/** The applications a free trial opens (sign-up screens). */
export const PRODUCT_APPS: Record<ProductId, string> = {
  crmpro: "https://app.crmpro.fr/inscription",
  note2frais: "https://app.note2frais.fr/inscription",
  comptapro: "https://app.comptapro.fr/inscription",
  facturepro: "https://app.facturepro.fr/inscription",
  zenfluence: "https://app.zenfluence.fr/inscription",
};

export const SCORE_CLIENT_URL = "https://www.scoreclient.fr";

export const SOCIAL_LINKS = {
  instagram: "https://www.instagram.com/gestio.fr",
  linkedin: "https://www.linkedin.com/company/gestio-fr",
} as const;
