/**
 * What the back office calls a lead's origin, in French: the lead's detail, the leads desk's
 * filters, its exports (CSV, `npm run leads -- export --format csv`) and the audience desk's
 * counts of leads by source all use these words.
 */
import type { Utm } from "./beacon.ts";

export const ORIGIN_LABELS = {
  pagePath: "Page d'envoi",
  entry: "Arrivée sur le site",
  landing: "Page d'arrivée",
  source: "Provenance",
  campaign: "Campagne",
  /** A lead whose page is known but not the visit's entry: the visitor had not accepted audience measurement. */
  entryWithoutConsent: "Non connue (pas de consentement à la mesure d'audience)",
  /** Neither is known: a lead stored before its origin was recorded, or sent to the functions directly. */
  unknown: "Non connue",
  noCampaign: "Aucune",
} as const;

/** The groups of named sources (sources.ts's `kind`), in the order the filters list them. */
export const SOURCE_KIND_LABELS = {
  search: "Moteurs de recherche",
  assistant: "Assistants conversationnels",
  social: "Réseaux sociaux",
} as const;

/** A campaign as the team reads it: its name, then its source and medium (« rentree (newsletter / email) »). */
export function campaignLabel(utm: Utm): string {
  const details = [utm.source, utm.medium].filter((value) => value !== "").join(" / ");
  const name = utm.campaign || "Sans nom";
  return details ? `${name} (${details})` : name;
}

/**
 * What « Arrivée sur le site » says when there is no entry: without consent when the lead's page is
 * known (every form sends it since origins are recorded), unknown otherwise.
 */
export function missingEntryLabel(pagePath: string | undefined): string {
  return pagePath ? ORIGIN_LABELS.entryWithoutConsent : ORIGIN_LABELS.unknown;
}
