import type { ProductId } from "../../lib/config/products.ts";

/** The page holding each form, where its openers lead before (or without) JavaScript. */
export const FORM_PATHS = {
  contact: "/contact",
  demo: "/demande-de-demo",
  automation: "/automatisation",
} as const;

export type FormKind = keyof typeof FORM_PATHS;

/** The page an opener links to: the form's page, with the product already ticked for a demo. */
export function formPageHref(kind: FormKind, product?: ProductId): string {
  const path = FORM_PATHS[kind];
  return kind === "demo" && product ? `${path}/${product}` : path;
}
