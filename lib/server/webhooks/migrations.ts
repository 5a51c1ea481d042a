import type { Migration } from "../store/migrate.ts";

/** The migrations of the signed webhooks (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const WEBHOOKS_MIGRATIONS: readonly Migration[] = [
  {
    version: 20,
    name: "signed webhooks",
    statements: [
      // The CRM endpoints an administrator added (lib/server/webhooks/), the secret kept to sign.
      `CREATE TABLE webhook_endpoints (
        id TEXT PRIMARY KEY,
        url TEXT NOT NULL,
        events TEXT NOT NULL,
        secret TEXT NOT NULL,
        previous_secret TEXT,
        previous_until BIGINT,
        enabled INTEGER NOT NULL DEFAULT 1,
        disabled_reason TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
      // One row per event and endpoint: its id is the stable `webhook-id`; the payload is kept 30 days.
      `CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        endpoint_id TEXT NOT NULL,
        event TEXT NOT NULL,
        submission_id TEXT,
        payload TEXT,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        locked_by TEXT,
        locked_until BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
      "CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at)",
      "CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at)",
      "CREATE INDEX webhook_deliveries_submission ON webhook_deliveries (submission_id)",
      // Each attempt: when, how long, the answer's status (or the network error), kept 30 days.
      `CREATE TABLE webhook_attempts (
        id TEXT PRIMARY KEY,
        delivery_id TEXT NOT NULL,
        endpoint_id TEXT NOT NULL,
        at BIGINT NOT NULL,
        status_code INTEGER,
        duration_ms INTEGER NOT NULL,
        error TEXT
      )`,
      "CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, at)",
      "CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, at)",
    ],
  },
];
