import type { ProductId } from "../config/products.ts";

/** A price per period in euros TTC, or a wording when the plan is sold on quote. */
export type PlanPrice = number | "Sur devis" | "Nous contacter";

/** Where a plan's button leads: an address, or one of the site's dialogs. */
export type PlanCtaLink = string | { dialog: "demo"; product: ProductId };

/** Plan card of spec section 3. */
export interface Plan {
  title: string;
  description: string;
  price: PlanPrice;
  /** Billing period shown after the price; "mois" unless stated. */
  period: string;
  features: string[];
  popular: boolean;
  /** "Commencer l'essai" unless stated. */
  ctaText: string;
  ctaLink: PlanCtaLink;
}

export type PlanInput = Omit<Plan, "period" | "popular" | "ctaText"> &
  Partial<Pick<Plan, "period" | "popular" | "ctaText">>;

export const DEFAULT_PLAN_PERIOD = "mois";
export const DEFAULT_PLAN_CTA = "Commencer l'essai";

/** Applies the defaults of spec section 3 (period "mois", CTA "Commencer l'essai"). */
export function plan(input: PlanInput): Plan {
  return { period: DEFAULT_PLAN_PERIOD, popular: false, ctaText: DEFAULT_PLAN_CTA, ...input };
}

/** Solution card of spec section 3. */
export interface SolutionCard {
  /** Anchor of the card on /solutions. */
  id: string;
  title: string;
  subtitle?: string;
  description: string;
  longDescription: string;
  highlight: string;
  externalUrl?: string;
  detailsUrl: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  /** Role and company, shown under the name. */
  role?: string;
}

/** A titled short text: benefits, features, reasons to choose. */
export interface Feature {
  title: string;
  text: string;
}
