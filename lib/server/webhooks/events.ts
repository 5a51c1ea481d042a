/**
 * What the site tells a CRM, one Standard Webhooks event type each (`type` in the payload). An
 * endpoint subscribes to the lead events; `webhook.test` is only ever sent on demand, to one endpoint.
 */
export const LEAD_EVENTS = ["lead.created", "lead.updated", "lead.erased"] as const;
export type LeadEvent = (typeof LEAD_EVENTS)[number];

/** The test event of the desk's « Envoyer un évènement de test ». */
export const TEST_EVENT = "webhook.test";
export type WebhookEvent = LeadEvent | typeof TEST_EVENT;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "lead.created": "Nouvelle demande",
  "lead.updated": "Demande mise à jour (suivi, statut, responsable)",
  "lead.erased": "Demande effacée (RGPD)",
  "webhook.test": "Évènement de test",
};

export function isLeadEvent(value: unknown): value is LeadEvent {
  return typeof value === "string" && (LEAD_EVENTS as readonly string[]).includes(value);
}

/** The lead events of a stored or submitted list, known ones only, each once, in LEAD_EVENTS' order. */
export function leadEventsOf(values: readonly unknown[]): LeadEvent[] {
  return LEAD_EVENTS.filter((event) => values.includes(event));
}
