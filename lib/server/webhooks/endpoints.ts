import type { Db } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";
import { type LeadEvent, leadEventsOf } from "./events.ts";
import { newWebhookSecret } from "./signing.ts";

/** How long the secret a rotation replaced still signs the deliveries (beside the new one). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

/** Why an endpoint no longer receives: its answer 410 Gone, or an administrator. */
export type DisabledReason = "gone" | "staff";

export interface WebhookEndpoint {
  id: string;
  /** The address, checked when added (lib/server/webhooks/endpoint-address.ts) and before each delivery. */
  url: string;
  events: LeadEvent[];
  /** `whsec_…`: shown to administrators on the endpoint's page. */
  secret: string;
  /** The secret a rotation replaced, still signing until `previousUntil`. */
  previousSecret: string | null;
  previousUntil: number | null;
  enabled: boolean;
  disabledReason: DisabledReason | null;
  createdAt: number;
  updatedAt: number;
}

interface EndpointRow {
  id: string;
  url: string;
  events: string;
  secret: string;
  previous_secret: string | null;
  previous_until: number | string | null;
  enabled: number | string;
  disabled_reason: string | null;
  created_at: number | string;
  updated_at: number | string;
}

const COLUMNS =
  "id, url, events, secret, previous_secret, previous_until, enabled, disabled_reason, created_at, updated_at";

function parseEvents(text: string): LeadEvent[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? leadEventsOf(value) : [];
  } catch {
    return [];
  }
}

export function toEndpoint(row: EndpointRow, now?: number): WebhookEndpoint {
  const previousUntil = row.previous_until === null ? null : Number(row.previous_until);
  // A previous secret whose day has passed no longer exists, even before the housekeeping clears it.
  const previousLasts = previousUntil !== null && (now === undefined || previousUntil > now);
  return {
    id: row.id,
    url: row.url,
    events: parseEvents(row.events),
    secret: row.secret,
    previousSecret: previousLasts ? row.previous_secret : null,
    previousUntil: previousLasts ? previousUntil : null,
    enabled: Number(row.enabled) === 1,
    disabledReason: row.disabled_reason === "gone" || row.disabled_reason === "staff" ? row.disabled_reason : null,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** Adds an endpoint, enabled, with a new secret; `url` must have passed checkEndpointUrl. */
export async function addEndpoint(
  db: Db,
  input: { url: string; events: readonly LeadEvent[] },
  now: number,
): Promise<WebhookEndpoint> {
  const endpoint: WebhookEndpoint = {
    id: timeOrderedId(now),
    url: input.url,
    events: leadEventsOf(input.events),
    secret: newWebhookSecret(),
    previousSecret: null,
    previousUntil: null,
    enabled: true,
    disabledReason: null,
    createdAt: now,
    updatedAt: now,
  };
  await db.run(`INSERT INTO webhook_endpoints (${COLUMNS}) VALUES (?, ?, ?, ?, NULL, NULL, 1, NULL, ?, ?)`, [
    endpoint.id,
    endpoint.url,
    JSON.stringify(endpoint.events),
    endpoint.secret,
    now,
    now,
  ]);
  return endpoint;
}

/** Every endpoint, the oldest first. */
export async function listEndpoints(db: Db, now?: number): Promise<WebhookEndpoint[]> {
  const rows = await db.all<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints ORDER BY created_at, id`);
  return rows.map((row) => toEndpoint(row, now));
}

export async function getEndpoint(db: Db, id: string, now?: number): Promise<WebhookEndpoint | null> {
  const [row] = await db.all<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = ?`, [id]);
  return row ? toEndpoint(row, now) : null;
}

/** The events the endpoint receives from now on (deliveries already made are kept). False when it is gone. */
export async function updateEndpointEvents(
  db: Db,
  id: string,
  events: readonly LeadEvent[],
  now: number,
): Promise<boolean> {
  const changed = await db.run("UPDATE webhook_endpoints SET events = ?, updated_at = ? WHERE id = ?", [
    JSON.stringify(leadEventsOf(events)),
    now,
    id,
  ]);
  return changed > 0;
}

/**
 * Stops or resumes an endpoint. Stopped, its waiting deliveries are kept (never claimed); resumed,
 * they are due at once, and the reason it was stopped is forgotten.
 */
export async function setEndpointEnabled(
  db: Db,
  id: string,
  enabled: boolean,
  now: number,
  reason: DisabledReason = "staff",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx.run(
      "UPDATE webhook_endpoints SET enabled = ?, disabled_reason = ?, updated_at = ? WHERE id = ?",
      [enabled ? 1 : 0, enabled ? null : reason, now, id],
    );
    if (changed > 0 && enabled)
      await tx.run(
        `UPDATE webhook_deliveries SET next_attempt_at = ?, updated_at = ?
         WHERE endpoint_id = ? AND status = 'pending' AND next_attempt_at > ?`,
        [now, now, id, now],
      );
    return changed > 0;
  });
}

/** Deletes an endpoint with its deliveries and their attempts. False when it was already gone. */
export async function deleteEndpoint(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.run("DELETE FROM webhook_attempts WHERE endpoint_id = ?", [id]);
    await tx.run("DELETE FROM webhook_deliveries WHERE endpoint_id = ?", [id]);
    return (await tx.run("DELETE FROM webhook_endpoints WHERE id = ?", [id])) > 0;
  });
}

/**
 * A new secret for the endpoint; the one it replaces keeps signing, beside it, for
 * ROTATION_OVERLAP_MS, so that the CRM can be given the new one without losing an event.
 * A second rotation within that day replaces the older one.
 */
export async function rotateEndpointSecret(db: Db, id: string, now: number): Promise<WebhookEndpoint | null> {
  const changed = await db.run(
    `UPDATE webhook_endpoints SET previous_secret = secret, previous_until = ?, secret = ?, updated_at = ?
     WHERE id = ?`,
    [now + ROTATION_OVERLAP_MS, newWebhookSecret(), now, id],
  );
  return changed > 0 ? getEndpoint(db, id, now) : null;
}
