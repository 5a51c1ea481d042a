/**
 * Commercial terms of spec section 9, stated once and read by the pricing pages,
 * the FAQ, the CGV and the privacy policy.
 */
export const TERMS = {
  trialDays: 14,
  trialNeedsCard: false,
  /** Paying yearly: 12 months for the price of 10. */
  annualFreeMonths: 2,
  /** Upgrade: immediate and prorated; downgrade: at the next billing period. */
  upgrade: "immédiat, au prorata",
  downgrade: "à la prochaine période de facturation",
  dataRetentionDaysAfterCancellation: 30,
  support: { days: "du lundi au vendredi", hours: "de 9h à 18h" },
  updatesEveryWeeks: { min: 2, max: 4 },
  paymentMethods: ["carte bancaire", "prélèvement SEPA", "virement bancaire (formules annuelles)"],
  /** CGV: target availability of the services, in percent. */
  availabilityTarget: 99.9,
  /** CGV: liability capped at the sums paid over this many months. */
  liabilityCapMonths: 12,
  pricesIncludeTax: true,
  billingPeriods: ["mensuelle", "annuelle"],
  cancellation: "à tout moment, effective à la fin de la période en cours, sans remboursement",
} as const;
