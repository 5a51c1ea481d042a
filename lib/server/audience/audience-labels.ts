/**
 * What the audience desk (/admin/audience) and its CSV exports call each figure, table, column and
 * rating, in French: one place for the screen, the exports and their tests.
 */
import type { Rating } from "../../audience/histogram.ts";
import { METRIC_THRESHOLDS, type Metric } from "../../config/audience.ts";
import { formatNumber } from "../../format/french-format.ts";

/** Leads sent during a visit whose entry was not recorded: the visitor had not accepted audience measurement. */
export const UNKNOWN_ORIGIN_LABEL = "Sans provenance connue (pas de consentement à la mesure d'audience)";

/** The campaigns of a day beyond its bound (AUDIENCE_LIMITS.campaignsPerDay), counted together. */
export const OTHER_CAMPAIGNS_LABEL = "Autres campagnes";

/** The speed rows of every page together. */
export const SITE_WIDE_LABEL = "Tout le site";

export const RATING_LABELS: Record<Rating, string> = {
  good: "Bon",
  "needs-improvement": "À améliorer",
  poor: "Mauvais",
};

/** A symbol beside each rating's word, so that the colour is never the only sign. */
export const RATING_SYMBOLS: Record<Rating, string> = { good: "✓", "needs-improvement": "!", poor: "✕" };

export const METRIC_NAMES: Partial<Record<Metric, string>> = {
  LCP: "Affichage du contenu principal",
  INP: "Réactivité aux actions",
  CLS: "Stabilité de la mise en page",
};

/** How each metric is written: LCP and FCP in seconds, INP and TTFB in milliseconds, CLS without unit. */
const METRIC_UNITS: Record<Metric, "s" | "ms" | ""> = { LCP: "s", FCP: "s", INP: "ms", TTFB: "ms", CLS: "" };

/**
 * A metric's value as Google's tools write it, in French: « 2,54 s », « 184 ms », « 0,083 »
 * (`short`: a threshold, « 2,5 s », « 0,1 »).
 */
export function formatMetricValue(metric: Metric, value: number, short = false): string {
  const unit = METRIC_UNITS[metric];
  if (unit === "") return short ? formatNumber(value, 3) : formatNumber(value, 3, 2);
  if (unit === "ms") return `${formatNumber(value)}\u00a0ms`;
  return `${formatNumber(value / 1000, short ? 1 : 2)}\u00a0s`;
}

/** « bon jusqu'à 2,5 s, mauvais au-delà de 4 s »: a metric's thresholds in words. */
export function thresholdsText(metric: Metric): string {
  const [good, poor] = METRIC_THRESHOLDS[metric];
  return `bon jusqu'à ${formatMetricValue(metric, good, true)}, mauvais au-delà de ${formatMetricValue(metric, poor, true)}`;
}

/** The tables of the desk, as the export's `tableau` parameter names them. */
export const AUDIENCE_TABLES = {
  jours: "Visites par jour",
  pages: "Pages",
  sources: "Sources",
  campagnes: "Campagnes",
  vitesse: "Vitesse",
} as const;
export type AudienceTable = keyof typeof AUDIENCE_TABLES;

export const isAudienceTable = (value: unknown): value is AudienceTable =>
  typeof value === "string" && Object.hasOwn(AUDIENCE_TABLES, value);

/** Column headers shared by the screen and the CSV. */
export const COLUMN_LABELS = {
  day: "Jour",
  page: "Page",
  views: "Pages vues",
  entries: "Visites",
  leads: "Demandes",
  conversion: "Conversion",
  /** The leads followed up: all but the newsletter's sign-ups (the share won's divisor; in the CSV only). */
  followed: "Demandes suivies",
  /** The leads won (status « Gagnée » in the follow-up, today). */
  won: "Gagnées",
  /** won ÷ followed leads. */
  wonShare: "Part gagnée",
  source: "Source",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  device: "Appareil",
} as const;

export const AUDIENCE_MESSAGES = {
  badDate: (field: "Du" | "Au") => `La date «\u00a0${field}\u00a0» n'est pas une date valide.`,
  missingDate: "Choisissez les deux dates, «\u00a0Du\u00a0» et «\u00a0Au\u00a0».",
  tooLong: (max: number) => `La période ne peut dépasser ${max}\u00a0jours\u00a0: choisissez des dates plus proches.`,
  /** Said on the screen after a mistake in the dates: what it shows instead. */
  fallback: (days: number) => `Les ${days}\u00a0derniers jours sont affichés.`,
  unknownTable: `Tableau inconnu\u00a0: choisissez ${Object.keys(AUDIENCE_TABLES).join(", ")}.`,
} as const;
