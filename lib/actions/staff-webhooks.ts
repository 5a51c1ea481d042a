"use server";

import { redirect } from "next/navigation";
import { WEBHOOKS_ADMIN_PATH, webhookEndpointPath } from "../config/admin.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { notifyWebhooks, serverConfig } from "../server/runtime.ts";
import { requireStaff } from "../server/staff-guard.ts";
import { checkEndpointUrl } from "../server/webhooks/endpoint-address.ts";
import {
  addEndpoint,
  deleteEndpoint,
  getEndpoint,
  rotateEndpointSecret,
  setEndpointEnabled,
  updateEndpointEvents,
} from "../server/webhooks/endpoints.ts";
import { type LeadEvent, leadEventsOf } from "../server/webhooks/events.ts";
import { type ReplayOutcome, replayDelivery, sendTestEvent } from "../server/webhooks/replay.ts";

/** What the add form shows again after a refusal: the address and events as sent, and each reason. */
export interface WebhookFormState {
  values: { url?: string; events?: LeadEvent[] };
  errors: { url?: string; events?: string };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "");
const eventsOf = (form: FormData) => leadEventsOf(form.getAll("evenements").map(String));
/** Technical detail for the journal: the endpoint's id and its events, never its address (it may hold a token). */
const detailOf = (id: string, events: readonly string[]) => `${id} (${events.join(", ")})`;

const EVENTS_REQUIRED = "Cochez au moins un évènement à envoyer.";

/**
 * Adds an endpoint (/admin/webhooks): the address checked (https, public, resolved now), at least one
 * event. Refused, the form comes back with each reason; added, the endpoint's page shows its secret.
 */
export async function addWebhookEndpointAction(_: WebhookFormState, form: FormData): Promise<WebhookFormState> {
  const { staff, directory } = await requireStaff(WEBHOOKS_ADMIN_PATH, "webhooks");
  const url = field(form, "url");
  const events = eventsOf(form);
  const checked = await checkEndpointUrl(url, { allowedOrigins: serverConfig().webhooks.allowedOrigins });
  const errors: WebhookFormState["errors"] = {
    ...(checked.ok ? {} : { url: checked.message }),
    ...(events.length === 0 ? { events: EVENTS_REQUIRED } : {}),
  };
  if (!checked.ok || events.length === 0) return { values: { url, events }, errors };
  const now = Date.now();
  const endpoint = await addEndpoint(directory.db, { url: checked.url, events }, now);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "webhook-added", detail: detailOf(endpoint.id, events) },
    now,
  );
  redirect(`${webhookEndpointPath(endpoint.id)}?message=webhook-ajoute#secret`);
}

/** The events an endpoint receives from now on. */
export async function saveWebhookEventsAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const { staff, directory } = await requireStaff(webhookEndpointPath(id), "webhooks");
  const events = eventsOf(form);
  if (events.length === 0) redirect(`${webhookEndpointPath(id)}?message=webhook-aucun-evenement#evenements`);
  const saved = await updateEndpointEvents(directory.db, id, events, Date.now());
  if (!saved) redirect(`${WEBHOOKS_ADMIN_PATH}?message=webhook-inconnu`);
  await recordAudit(directory.db, { actorId: staff.userId, action: "webhook-events", detail: detailOf(id, events) });
  redirect(`${webhookEndpointPath(id)}?message=webhook-evenements#evenements`);
}

/** Disables an endpoint (its waiting deliveries kept), or enables it again (they leave at once). */
export async function setWebhookEnabledAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const { staff, directory } = await requireStaff(webhookEndpointPath(id), "webhooks");
  const enabled = field(form, "etat") === "actif";
  const changed = await setEndpointEnabled(directory.db, id, enabled, Date.now());
  if (!changed) redirect(`${WEBHOOKS_ADMIN_PATH}?message=webhook-inconnu`);
  if (enabled) notifyWebhooks();
  await recordAudit(directory.db, {
    actorId: staff.userId,
    action: enabled ? "webhook-enabled" : "webhook-disabled",
    detail: id,
  });
  redirect(`${webhookEndpointPath(id)}?message=${enabled ? "webhook-reactive" : "webhook-desactive"}`);
}

/** Deletes an endpoint with its deliveries, once its confirmation box is ticked (checked here too). */
export async function deleteWebhookEndpointAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const { staff, directory } = await requireStaff(webhookEndpointPath(id), "webhooks");
  if (form.get("confirmation") !== "oui")
    redirect(`${webhookEndpointPath(id)}?message=webhook-confirmation#suppression`);
  const deleted = await deleteEndpoint(directory.db, id);
  if (deleted) await recordAudit(directory.db, { actorId: staff.userId, action: "webhook-deleted", detail: id });
  redirect(`${WEBHOOKS_ADMIN_PATH}?message=${deleted ? "webhook-supprime" : "webhook-inconnu"}`);
}

/** A new secret; the previous one keeps signing, beside it, for 24 hours. */
export async function rotateWebhookSecretAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const { staff, directory } = await requireStaff(webhookEndpointPath(id), "webhooks");
  const rotated = await rotateEndpointSecret(directory.db, id, Date.now());
  if (!rotated) redirect(`${WEBHOOKS_ADMIN_PATH}?message=webhook-inconnu`);
  await recordAudit(directory.db, { actorId: staff.userId, action: "webhook-secret-rotated", detail: id });
  redirect(`${webhookEndpointPath(id)}?message=webhook-secret-renouvele#secret`);
}

/** « Envoyer un évènement de test »: one `webhook.test` to this endpoint, leaving at once. */
export async function sendWebhookTestAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const { staff, directory } = await requireStaff(webhookEndpointPath(id), "webhooks");
  const endpoint = await getEndpoint(directory.db, id);
  if (!endpoint) redirect(`${WEBHOOKS_ADMIN_PATH}?message=webhook-inconnu`);
  const deliveryId = await sendTestEvent(directory.db, id, Date.now());
  if (!deliveryId) redirect(`${webhookEndpointPath(id)}?message=webhook-test-impossible`);
  notifyWebhooks();
  await recordAudit(directory.db, { actorId: staff.userId, action: "webhook-test", detail: `${id} ${deliveryId}` });
  redirect(`${webhookEndpointPath(id)}?message=webhook-test-envoye#envois`);
}

const REPLAY_MESSAGES: Record<ReplayOutcome, string> = {
  replayed: "webhook-renvoye",
  unknown: "webhook-envoi-inconnu",
  "in-flight": "webhook-renvoi-en-cours",
  erased: "webhook-renvoi-efface",
  "endpoint-disabled": "webhook-renvoi-desactive",
};

/** « Renvoyer »: the delivery leaves again now, with the same webhook-id, its attempts kept. */
export async function replayWebhookDeliveryAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const { staff, directory } = await requireStaff(webhookEndpointPath(id), "webhooks");
  const deliveryId = field(form, "envoi");
  const { outcome, endpointId } = await replayDelivery(directory.db, deliveryId, Date.now());
  if (outcome === "replayed") {
    notifyWebhooks();
    await recordAudit(directory.db, {
      actorId: staff.userId,
      action: "webhook-replayed",
      detail: `${endpointId} ${deliveryId}`,
    });
  }
  const back = endpointId ? webhookEndpointPath(endpointId) : WEBHOOKS_ADMIN_PATH;
  redirect(`${back}?message=${REPLAY_MESSAGES[outcome]}${endpointId ? "#envois" : ""}`);
}
