/** The product catalogue ids, in the order used by forms and the demo request. */
export const PRODUCT_IDS = ["crmpro", "facturepro", "zenfluence", "comptapro", "note2frais"] as const;

export type ProductId = (typeof PRODUCT_IDS)[number];

/** Display names, as the products are marketed. */
export const PRODUCT_NAMES: Record<ProductId, string> = {
  crmpro: "CRMPro",
  facturepro: "FacturePro",
  zenfluence: "ZENfluence",
  comptapro: "ComptaPro",
  note2frais: "Note 2 Frais",
};

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (PRODUCT_IDS as readonly string[]).includes(value);
}
